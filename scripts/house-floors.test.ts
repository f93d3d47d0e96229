import { describe, expect, it } from 'vitest';
import { breach, roomOf } from './house-floors.mjs';

/* The floors of electron/ (docs/architecture.md, "Floors"): which imports between rooms are allowed. */

describe('the house floors', () => {
  it.each([
    ['electron/kernel/router.ts', 'kernel'],
    ['electron/storage/sqlite/ledger-db.ts', 'storage'],
    ['electron/features/ledger/postgres/pg-waybills.ts', 'features/ledger'],
    ['electron/app/desk-core.ts', 'app'],
    ['electron/hosts/content-security-policy.ts', 'hosts'],
    ['electron/hosts/web/web-host.ts', 'hosts/web'],
    ['electron/testing/suite-desk.ts', null],
  ])('%s is in room %s', (file, room) => {
    expect(roomOf(file)).toBe(room);
  });

  it.each([
    ['electron/kernel/router.ts', 'electron/storage/data-dir.ts', /higher floor/],
    ['electron/storage/vault.ts', 'electron/features/settings/index.ts', /higher floor/],
    ['electron/features/ledger/open-desk-ledger.ts', 'electron/app/desk-core.ts', /higher floor/],
    [
      'electron/features/order-book/sqlite/order-book.ts',
      'electron/features/ledger/index.ts',
      /higher floor/,
    ],
    [
      'electron/features/scan-station/scan-station.ts',
      'electron/features/printing/label-printing.ts',
      /face/,
    ],
    ['electron/app/desk-core.ts', 'electron/hosts/web/web-host.ts', /higher floor/],
    ['electron/hosts/web/web-host-app.ts', 'electron/features/printing/electron-printing.ts', /face/],
  ])('refuses %s -> %s', (from, to, why) => {
    expect(breach(from, to)).toMatch(why);
  });

  it.each([
    ['electron/features/scan-station/scan-station.ts', 'electron/features/printing/index.ts'],
    ['electron/features/ledger/sqlite/open-ledger.ts', 'electron/features/order-book/index.ts'],
    ['electron/features/ledger/sqlite/open-ledger.ts', 'electron/storage/sqlite/ledger-db.ts'],
    ['electron/app/desk-core.ts', 'electron/features/ledger/index.ts'],
    ['electron/hosts/electron/electron-main.ts', 'electron/features/printing/index.electron.ts'],
    ['electron/hosts/electron/electron-main.ts', 'electron/hosts/web/web-host-options.ts'],
    ['electron/features/ledger/sqlite/open-ledger.ts', 'electron/features/ledger/ledger-types.ts'],
  ])('lets %s -> %s through', (from, to) => {
    expect(breach(from, to)).toBeNull();
  });
});
