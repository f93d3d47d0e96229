import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layering } from './eslint-layering.mjs';

/*
 * The layering is checked, not just followed: these snippets, linted as if they stood at the given paths with
 * the project's layering rules, must be refused (or let through) exactly as docs/architecture.md says.
 */

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
    ...layering,
  ],
});

const refusals = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('the layering lint', () => {
  it.each([
    ['shared/api/x.ts', "import { createRouter } from '../../electron/kernel/router';", /shared\/ is pure/],
    [
      'shared/label/x.ts',
      "import { OrdersScreen } from '../../renderer/screens/orders';",
      /shared\/ is pure/,
    ],
    ['shared/ipc/x.ts', "import { createSandbox } from '../../sandbox/server';", /shared\/ is pure/],
    ['shared/util/x.ts', "import { readFileSync } from 'node:fs';", /no Node built-ins/],
    ['shared/util/x.ts', "import { spawn } from 'child_process';", /no Node built-ins/],
    ['renderer/hooks/x.ts', "import type { Ledger } from '../../electron/features/ledger';", /renderer\//],
    [
      'renderer/screens/orders/x.tsx',
      "import { DEMO_TOKEN } from '../../../sandbox/fixtures';",
      /renderer\//,
    ],
    [
      'electron/app/x.ts',
      "import { startTestDesk } from '../testing/desk-test-harness';",
      /testing\/ folder/,
    ],
    ['sandbox/x.ts', "import { call } from './testing/test-support';", /testing\/ folder/],
    ['electron/kernel/x.ts', "import type { Ledger } from '../features/ledger';", /ground floor/],
    [
      'electron/features/printing/label-printers/x.ts',
      "import { labelView } from '../../../../renderer/label/label-view';",
      /never import renderer/,
    ],
    ['electron/kernel/x.ts', "import { prepareDataDir } from '../storage/data-dir';", /ground floor/],
    ['shared/api/x.ts', "import { DEMO } from '../testing/sample-requests';", /testing\/ folder/],
    ['renderer/app/x.ts', "import { fakeOrder } from '../testing/orders-test-kit';", /testing\/ folder/],
  ])('refuses %s: %s', async (file, code, message) => {
    const found = await refusals(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    ['shared/api/x.ts', "import { z } from 'zod';"],
    ['shared/ipc/x.ts', "import { endpoints } from '../api/endpoints';"],
    ['renderer/hooks/x.ts', "import { contract } from '../../shared/ipc/contract';"],
    ['electron/kernel/x.ts', "import { readFileSync } from 'node:fs';"],
    ['electron/kernel/x.ts', "import { DeskError } from './desk-error';"],
    ['electron/kernel/x.ts', "import { contract } from '../../shared/ipc/contract';"],
    ['electron/app/router.test.ts', "import { startTestDesk } from '../testing/desk-test-harness';"],
    ['electron/testing/x.ts', "import { createSandbox } from '../../sandbox/server';"],
    ['shared/api/client.contract.test.ts', "import { createSandbox } from '../../sandbox/server';"],
    ['bench/x.ts', "import { fillLedger } from '../electron/testing/ledger-sample-data';"],
  ])('lets %s through: %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });
});
