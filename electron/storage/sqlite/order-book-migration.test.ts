import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { openLedger } from '../../features/ledger/sqlite/open-ledger';

/* Migration 5: the order snapshots of a schema-4 ledger become rows of the order book, searchable at once. */

const tmp = tempDirPerTest('order-book-migration-');

describe('migration 5 (order book)', () => {
  it('moves every snapshot into the book with its merge key and search text', async () => {
    const file = tmp.file('ledger.sqlite');
    await (await openLedger(file)).close();
    // Back to schema 4 as an older desk left it: snapshots in their own table, no book.
    const db = new DatabaseSync(file);
    // The book's text table (a later migration) goes with it, its index triggers too.
    db.exec(`DROP TABLE order_book_sync; DROP TABLE order_book_search; DROP TABLE order_book_text;
      DROP TABLE order_book_docs;
      DROP TABLE order_book;
      CREATE TABLE order_snapshots (owner_id TEXT NOT NULL, order_sn TEXT NOT NULL, json TEXT NOT NULL,
        seen_at INTEGER NOT NULL, PRIMARY KEY (owner_id, order_sn)) WITHOUT ROWID;
      PRAGMA user_version = 4;`);
    // Migrations 6 (desk names), 7 (their index) and 8 (the pack check's tables) came after: they go too, so 5-8
    // run again as on an old file.
    db.exec('DROP TABLE pack_checks; DROP TABLE goods_barcodes; DROP TABLE print_jobs;');
    db.exec('DROP INDEX waybills_by_desk');
    // Migrations 10 (retention), 11 (smaller) and 13 (label references) came after too.
    db.exec(`DROP INDEX waybill_print_data_unreferenced;
      CREATE TABLE print_data_before (waybill_id INTEGER PRIMARY KEY REFERENCES waybills (id), print_data TEXT NOT NULL);
      DROP TABLE waybill_print_data; ALTER TABLE print_data_before RENAME TO waybill_print_data;
      DROP TABLE waybill_print_data_references;
      CREATE INDEX waybills_by_order ON waybills (order_sn)`);
    db.exec(`DROP INDEX waybills_recycled; DROP TABLE order_book_archive; DROP TABLE fetch_intent_bodies;
      ALTER TABLE fetch_intents ADD COLUMN request_json TEXT NOT NULL DEFAULT 'null'`);
    // The report's summary (its triggers name columns that go next) is made again on open.
    const summaryTriggers = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'report\\_%' ESCAPE '\\'")
      .all() as Array<{ name: string }>;
    for (const { name } of summaryTriggers) db.exec(`DROP TRIGGER ${name}`);
    db.exec('DROP TABLE report_hours; DROP TABLE report_points_hours; DROP TABLE report_not_handed;');
    db.exec('DROP TABLE report_days; DROP TABLE report_points_days; DROP INDEX IF EXISTS print_jobs_may_have_printed;');
    // The report's indexes and the charges' shop (later migrations) name columns that go next.
    db.exec(`DROP INDEX waybills_report; DROP INDEX waybills_by_owner; DROP INDEX prints_by_at;
      DROP INDEX recycle_attempts_by_at; DROP INDEX charges_by_day; ALTER TABLE charges DROP COLUMN shop`);
    for (const table of [
      'fetch_intents',
      'waybills',
      'prints',
      'recycle_attempts',
      'cloud_print_outcomes',
      'charges',
    ])
      db.exec(`ALTER TABLE ${table} DROP COLUMN desk`);
    // Tables of later migrations go too (they are made again on open).
    db.exec(
      `DROP TABLE shops; DROP TABLE desk_shops; DROP TABLE handover_reopens; DROP TABLE handover_scans;
        DROP TABLE handover_batches;`,
    );
    db.exec('DROP TABLE goods_unit_weights; DROP TABLE goods_weight_samples; DROP TABLE waybill_weights;');
    const order = sampleSoldOrder('250101-777', {
      goods_name: '熊猫玩偶',
      confirm_time: 1,
      last_ship_time: 2,
    });
    db.prepare('INSERT INTO order_snapshots VALUES (?, ?, ?, ?)').run(
      'o',
      order.order_sn,
      JSON.stringify(order),
      5,
    );
    db.close();

    const ledger = await openLedger(file);
    try {
      expect((await ledger.getOrderSnapshots('o', [order.order_sn])).get(order.order_sn)).toEqual(order);
      const found = await ledger.book.search(['o'], OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
      expect(found.rows.map((r) => r.order.order_sn)).toEqual([order.order_sn]);
      expect(await ledger.book.countsByStatus(['o'])).toEqual({ '1': 1 });
    } finally {
      await ledger.close();
    }
  });
});
