import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { openLedger } from '../../features/ledger/sqlite/open-ledger';
import { bookSearchText } from '../../features/order-book/order-book-text';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from './migrations';

/*
 * Migration 12 (smaller): a schema-11 ledger whose book rows hold mergeKeyOf's JSON as their merge key. Awaiting
 * orders are re-keyed to the digest at open and still group (with each other and with orders stored after), the
 * others' keys are blanked; the waybill indexes it rebuilds are there.
 */

const tmp = tempDirPerTest('merge-key-migration-');

describe('migration 12 (short merge keys)', () => {
  it('re-keys awaiting rows of the old format so their merge group still groups, and blanks the others', async () => {
    const file = tmp.file('ledger.sqlite');
    const db = new DatabaseSync(file);
    migrate(db, 11);
    // Two awaiting orders to one receiver (a group), one shipped to the same receiver, as schema 11 stored them.
    const a = sampleSoldOrder('250101-771', { goods_name: '熊猫玩偶', confirm_time: 1 });
    const b = sampleSoldOrder('250101-772', { goods_name: '熊猫玩偶', confirm_time: 3 });
    const shipped = sampleSoldOrder('250101-773', {
      goods_name: '熊猫玩偶',
      confirm_time: 2,
      order_status: 2,
    });
    const row = db.prepare(
      `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
       VALUES ('o', ?, ?, ?, 0, NULL, ?, 5) RETURNING id`,
    );
    const doc = db.prepare('INSERT INTO order_book_docs (id, json, search_text) VALUES (?, ?, ?)');
    for (const order of [a, b, shipped]) {
      const id = row.get(order.order_sn, order.order_status, order.confirm_time, mergeKeyOf('o', order))?.id;
      doc.run(Number(id), JSON.stringify(order), bookSearchText(order));
    }
    db.close();

    const ledger = await openLedger(file);
    try {
      const found = await ledger.book.search('o', OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
      expect(found.rows.map((r) => r.order.order_sn)).toEqual([b.order_sn, a.order_sn]);
      expect(found.rows[0]?.merge?.orderSns).toEqual([b.order_sn, a.order_sn]);
      // An order stored now for the same receiver joins the re-keyed group.
      const c = sampleSoldOrder('250101-774', { goods_name: '熊猫玩偶', confirm_time: 4 });
      await ledger.book.upsertOrders('o', [c]);
      const after = await ledger.book.search('o', OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
      expect(after.rows[0]?.merge?.orderSns).toEqual([c.order_sn, b.order_sn, a.order_sn]);
    } finally {
      await ledger.close();
    }

    const upgraded = new DatabaseSync(file, { readOnly: true });
    try {
      expect(readUserVersion(upgraded)).toBe(LEDGER_SCHEMA_VERSION);
      const keys = upgraded.prepare('SELECT order_sn, merge_key FROM order_book ORDER BY order_sn').all();
      const awaiting = keys.filter((k) => k.order_sn !== shipped.order_sn).map((k) => String(k.merge_key));
      expect(awaiting.every((k) => /^[A-Za-z0-9_-]{22}$/.test(k) && k === awaiting[0])).toBe(true);
      expect(keys.find((k) => k.order_sn === shipped.order_sn)?.merge_key).toBe('');
      const columns = (index: string) =>
        upgraded
          .prepare(`SELECT name FROM pragma_index_info('${index}') ORDER BY seqno`)
          .all()
          .map((c) => c.name);
      expect(columns('waybills_listing_by_carrier')).toEqual(['cp_code', 'issued_at']);
      expect(columns('waybills_by_desk')).toEqual(['desk', 'issued_at']);
    } finally {
      upgraded.close();
    }
  });
});
