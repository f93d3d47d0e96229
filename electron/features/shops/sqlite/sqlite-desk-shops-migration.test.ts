import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from '../../../storage/sqlite/migrations';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { openLedger } from '../../ledger/sqlite/open-ledger';
import { openShopStore } from '../open-shop-store';
import { sampleShop } from '../testing/sample-shop';
import { shopBody } from '../shop-rows';

/* The migration that adds which shops each desk packs, on a ledger file an older desk wrote: its shops are kept. */

const tmp = tempDirPerTest('desk-shops-migration-');

/** The schema version just before the desk_shops table (found, not written down: migrations are renumbered). */
const versionBeforeDeskShops = (): number => {
  const db = new DatabaseSync(':memory:');
  try {
    for (let version = 1; version <= LEDGER_SCHEMA_VERSION; version++) {
      migrate(db, version);
      if (db.prepare("SELECT 1 AS x FROM sqlite_master WHERE name = 'desk_shops'").get()) return version - 1;
    }
    throw new Error('no migration adds the desk_shops table');
  } finally {
    db.close();
  }
};

describe('which shops each desk packs, on an older ledger file', () => {
  it('is added with the shops kept; a desk then tells which shops it packs', async () => {
    const file = tmp.file('ledger.sqlite');
    const db = new DatabaseSync(file);
    migrate(db, versionBeforeDeskShops());
    const tea = sampleShop('tea', 'tea-owner');
    db.prepare(
      'INSERT INTO shops (shop_key, owner_id, position, body, updated_at) VALUES (?, ?, 1, ?, 1000)',
    ).run(tea.id, tea.ownerId, shopBody(tea));
    db.close();

    const ledger = await openLedger(file, { now: () => 2000, desk: 'desk 2' });
    try {
      const store = openShopStore(ledger.connection);
      expect(await store.list()).toEqual([tea]);
      await store.setDeskShops([tea.id]);
    } finally {
      await ledger.close();
    }
    const again = await openLedger(file, { now: () => 3000, desk: 'desk 3' });
    try {
      expect(await openShopStore(again.connection).desksPacking(tea.id)).toEqual(['desk 2']);
    } finally {
      await again.close();
    }
    const reopened = new DatabaseSync(file);
    expect(readUserVersion(reopened)).toBe(LEDGER_SCHEMA_VERSION);
    reopened.close();
  });
});
