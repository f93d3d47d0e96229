import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { recordFetch } from '../../testing/ledger-test-kit';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { migrate } from './migrations';
import { openLedger } from '../../features/ledger/sqlite/open-ledger';

/*
 * Migration 3 (merged waybills) on a file written before it: every waybill keeps its order, the lookup by order
 * and the search index learn the new shape, and an intent left unknown still claims its orders.
 */

const tmp = tempDirPerTest('ledger-merge-migration-');

/** A ledger file at schema 2 with one issued waybill and one unknown intent, as an older desk left it. */
const writeVersion2 = (file: string): void => {
  const db = new DatabaseSync(file);
  migrate(db, 2);
  db.exec(`
    INSERT INTO fetch_intents (id, created_at, shop_id, owner_id, cp_code, request_json, state, reason)
      VALUES (1, 1, 'demo-shop', 'demo-owner', 'YTO', '{}', 'issued', ''),
             (2, 2, 'demo-shop', 'demo-owner', 'YTO', '{}', 'unknown', 'socket hang up');
    INSERT INTO fetch_intent_orders VALUES (1, 0, 'obj-a', 'OLD-A'), (2, 0, 'obj-b', 'OLD-B');
    INSERT INTO waybills (id, intent_id, object_id, order_sn, waybill_code, parent_waybill_code, cp_code,
      shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name)
      VALUES (1, 1, 'obj-a', 'OLD-A', 'YT0000000000301', '', 'YTO', 'demo-shop', 'demo-owner', 1, 0, '张三', 'T恤 ×1');
    INSERT INTO waybill_print_data VALUES (1, '{}');
    CREATE VIRTUAL TABLE waybill_search USING fts5(text, content = '', contentless_delete = 1, tokenize = 'trigram');
    CREATE TRIGGER waybills_search_insert AFTER INSERT ON waybills BEGIN
      INSERT INTO waybill_search (rowid, text) VALUES (new.id, new.waybill_code);
    END;
  `);
  db.close();
};

describe('ledger migration 3: merged waybills', () => {
  it('upgrades a file of an older desk: old waybills keep their order, new merged ones are found by any order', async () => {
    const file = tmp.file('ledger.sqlite');
    writeVersion2(file);
    const ledger = await openLedger(file);
    try {
      const [old] = await ledger.getWaybills([1]);
      expect(old).toMatchObject({ orderSn: 'OLD-A', orderSns: ['OLD-A'] });
      expect((await ledger.orderWaybillStates('demo-owner', ['OLD-A'])).get('OLD-A')?.liveWaybillIds).toEqual(
        [1],
      );
      expect((await ledger.orderWaybillStates('demo-owner', ['OLD-B'])).get('OLD-B')?.state).toBe(
        'outcome-unknown',
      );
      // The old trigger is gone and the index was rebuilt with the new columns.
      expect((await ledger.listWaybills({ text: 'OLD-A' }, 0, 10)).total).toBe(1);

      await recordFetch(ledger, [
        {
          orderSn: 'NEW-1',
          orderSns: ['NEW-1', 'NEW-2'],
          waybillCode: 'YT0000000000302',
          receiverName: '李四',
          goodsName: 'T恤 ×1；帆布包 ×2',
        },
      ]);
      const found = await ledger.listWaybills({ text: 'NEW-2' }, 0, 10);
      expect(found.rows.map((r) => r.orderSns)).toEqual([['NEW-1', 'NEW-2']]);
    } finally {
      await ledger.close();
    }
    const db = new DatabaseSync(file);
    const triggers = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'waybills%' ORDER BY name",
      )
      .all();
    db.close();
    expect(triggers.map((t) => t.name)).toEqual([
      'waybills_search_delete_v3',
      'waybills_search_insert_v3',
      'waybills_search_update_v3',
    ]);
  });
});
