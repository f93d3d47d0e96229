import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from '../../../storage/sqlite/migrations';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { openLedger } from '../../ledger/sqlite/open-ledger';
import { openShopStore } from '../open-shop-store';
import { sampleShop } from '../testing/sample-shop';

/* The migration that adds the shops table, on a ledger file an older desk wrote: its waybills are kept. */

const tmp = tempDirPerTest('shops-migration-');

/** The schema version just before the shops table (found, not written down: migrations are renumbered). */
const versionBeforeShops = (): number => {
  const db = new DatabaseSync(':memory:');
  try {
    for (let version = 1; version <= LEDGER_SCHEMA_VERSION; version++) {
      migrate(db, version);
      if (db.prepare("SELECT 1 AS x FROM sqlite_master WHERE name = 'shops'").get()) return version - 1;
    }
    throw new Error('no migration adds the shops table');
  } finally {
    db.close();
  }
};

describe('the shops table on an older ledger file', () => {
  it('is added with the waybills kept, and the first shop is adopted once', async () => {
    const file = tmp.file('ledger.sqlite');
    const db = new DatabaseSync(file);
    migrate(db, versionBeforeShops());
    db.exec(`
      INSERT INTO fetch_intents (id, created_at, shop_id, owner_id, cp_code, state)
        VALUES (1, 1000, 'demo-shop', 'demo-owner', 'YTO', 'issued');
      INSERT INTO fetch_intent_bodies (intent_id, body) VALUES (1, '{}');
      INSERT INTO fetch_intent_orders (intent_id, position, object_id, order_sn) VALUES (1, 0, 'obj-a', 'OLD-A');
      INSERT INTO waybills (id, intent_id, object_id, order_sn, waybill_code, parent_waybill_code, cp_code, shop_id,
        owner_id, issued_at, encrypted, receiver_name, goods_name)
      VALUES (1, 1, 'obj-a', 'OLD-A', 'YT0000000000401', '', 'YTO', 'demo-shop', 'demo-owner', 1000, 0, '张三', 'T恤');
      INSERT INTO waybill_print_data (waybill_id, print_data) VALUES (1, '{}');
    `);
    db.close();

    const ledger = await openLedger(file, { now: () => 2000 });
    try {
      const store = openShopStore(ledger.connection);
      expect(await store.list()).toEqual([]);
      expect(await store.adoptFirst(sampleShop('shop-1', 'demo-owner'))).toBe(true);
      expect(await store.adoptFirst(sampleShop('shop-1', 'demo-owner'))).toBe(false);
      const [kept] = await ledger.getWaybills([1]);
      expect(kept).toMatchObject({ waybillCode: 'YT0000000000401', ownerId: 'demo-owner' });
      expect((await store.list()).find((s) => s.ownerId === kept?.ownerId)?.id).toBe('shop-1');
    } finally {
      await ledger.close();
    }
    const reopened = new DatabaseSync(file);
    expect(readUserVersion(reopened)).toBe(LEDGER_SCHEMA_VERSION);
    reopened.close();
  });
});
