import { describe, expect, it } from 'vitest';
import { checkFolders } from './folder-check.mjs';
import { upward } from './folder-floors.mjs';

/* The floors of renderer/, shared/ and sandbox/ (docs/architecture.md, "Floors"), and the check npm run lint runs. */

const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('the folder floors', () => {
  it.each([
    ['renderer/components/modal-dialog.tsx', 'renderer/app/use-shell-keys.ts'],
    ['renderer/store/fetch-draft.ts', 'renderer/components/form-field.tsx'],
    ['renderer/screens/orders/sync-bar.tsx', 'renderer/app/app.tsx'],
    ['shared/scan/pack-check.ts', 'shared/ipc/contract.ts'],
    ['shared/api/errors.ts', 'shared/label/label-sizes.ts'],
    ['sandbox/state/sandbox-state.ts', 'sandbox/operations/gateway-checks.ts'],
    ['sandbox/operations/gateway-checks.ts', 'sandbox/transport/envelope.ts'],
    ['sandbox/state/order-book.ts', 'sandbox/server.ts'],
  ])('refuses %s -> %s', (from, to) => {
    expect(upward(from, to)).toMatch(/higher floor/);
  });

  it.each([
    ['renderer/screens/orders/sync-bar.tsx', 'renderer/keyboard/shortcuts.ts'],
    ['renderer/app/status-bar.tsx', 'renderer/components/session-points.tsx'],
    ['renderer/store/fetch-draft.ts', 'renderer/store/sender-draft.ts'],
    ['shared/ipc/contract.ts', 'shared/scan/pack-check.ts'],
    ['shared/scan-station/scan-decision.ts', 'shared/ipc/channels/orders.ts'],
    ['sandbox/transport/gateway-routes.ts', 'sandbox/operations/waybill-fetch-operation.ts'],
    ['sandbox/state/order-book.ts', 'sandbox/catalogue/order-seed.ts'],
    ['sandbox/server.ts', 'sandbox/operator/sandbox-routes.ts'],
  ])('lets %s -> %s through', (from, to) => {
    expect(upward(from, to)).toBeNull();
  });

  it('names a folder the map does not know', () => {
    expect(upward('renderer/gadgets/x.ts', 'renderer/ipc/index.ts')).toMatch(/no floor/);
  });
});

describe('the folder check (npm run lint)', () => {
  it('fires on an import that points up a floor', () => {
    const { breaches } = checkFolders(
      tree({
        'renderer/components/modal-dialog.tsx': "import { a } from '../app/use-shell-keys';\n",
        'renderer/app/use-shell-keys.ts': 'export const a = 1;\n',
      }),
    );
    expect(breaches).toEqual([
      expect.stringMatching(
        /^renderer\/components\/modal-dialog\.tsx -> renderer\/app\/use-shell-keys\.ts: /,
      ),
    ]);
  });

  it('fires on a cycle between two files of one folder', () => {
    const { breaches, cycles } = checkFolders(
      tree({
        'renderer/screens/waybills/row.tsx': "import { Cell } from './row-cells';\nexport const Row = 1;\n",
        'renderer/screens/waybills/row-cells.tsx':
          "import type { Row } from './row';\nexport const Cell = 2;\n",
      }),
    );
    expect(breaches).toEqual([]);
    expect(cycles).toEqual([
      ['renderer/screens/waybills/row-cells.tsx', 'renderer/screens/waybills/row.tsx'],
    ]);
  });

  it('accepts an upward import waived on its line with the reason, and leaves it out of the cycles', () => {
    const { breaches, cycles } = checkFolders(
      tree({
        'shared/scan/pack-check.ts':
          "import type { A } from '../ipc/contract'; // floors-waiver: the contract's type only, moved next\n",
        'shared/ipc/contract.ts': "import { b } from '../scan/pack-check';\nexport type A = 1;\n",
      }),
    );
    expect(breaches).toEqual([]);
    expect(cycles).toEqual([]);
  });

  it('does not take a waiver without a reason', () => {
    const { breaches } = checkFolders(
      tree({
        'shared/scan/pack-check.ts': "import type { A } from '../ipc/contract'; // floors-waiver:\n",
        'shared/ipc/contract.ts': 'export type A = 1;\n',
      }),
    );
    expect(breaches).toHaveLength(1);
  });

  it('lets tests and test kits reach anywhere', () => {
    const { breaches, cycles } = checkFolders(
      tree({
        'renderer/components/modal-dialog.test.tsx': "import { a } from '../app/use-shell-keys';\n",
        'renderer/app/use-shell-keys.ts': "import '../testing/kit';\nexport const a = 1;\n",
        'renderer/testing/kit.ts': "import { a } from '../app/use-shell-keys';\n",
      }),
    );
    expect([breaches, cycles]).toEqual([[], []]);
  });
});
