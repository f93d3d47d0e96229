import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from './migrations';

/* Migration 4: a ledger of version 2 whose browser prints counted as printed is told the truth. */

const tmp = tempDirPerTest('print-dialog-migration-');

describe('migration 4: browser prints become "sent to the print dialog"', () => {
  it('moves browser prints from printed_count to dialog_count and keeps the other prints', () => {
    const db = new DatabaseSync(tmp.file('ledger.sqlite'));
    try {
      migrate(db, 2);
      expect(readUserVersion(db)).toBe(2);
      db.exec(`
        INSERT INTO fetch_intents (id, created_at, shop_id, owner_id, cp_code, request_json, state)
          VALUES (1, 1000, 's', 'o', 'YTO', '{}', 'issued');
        INSERT INTO waybills (id, intent_id, object_id, order_sn, waybill_code, parent_waybill_code, cp_code, shop_id,
          owner_id, issued_at, encrypted, receiver_name, goods_name, printed_count, last_printed_at)
        VALUES
          (1, 1, 'a', 'A', 'YT1', '', 'YTO', 's', 'o', 1000, 0, 'r', 'g', 3, 4000),
          (2, 1, 'b', 'B', 'YT2', '', 'YTO', 's', 'o', 1000, 0, 'r', 'g', 1, 2000),
          (3, 1, 'c', 'C', 'YT3', '', 'YTO', 's', 'o', 1000, 0, 'r', 'g', 0, NULL);
        INSERT INTO prints (waybill_id, at, printer, mode) VALUES
          (1, 2000, 'Zebra', 'silent'), (1, 3000, NULL, 'browser'), (1, 4000, NULL, 'browser'),
          (2, 2000, NULL, 'browser');
      `);
      migrate(db);
      expect(readUserVersion(db)).toBe(LEDGER_SCHEMA_VERSION);
      const rows = db
        .prepare(
          'SELECT id, printed_count, last_printed_at, dialog_count, last_dialog_at FROM waybills ORDER BY id',
        )
        .all();
      expect(rows).toEqual([
        { id: 1, printed_count: 1, last_printed_at: 2000, dialog_count: 2, last_dialog_at: 4000 },
        { id: 2, printed_count: 0, last_printed_at: null, dialog_count: 1, last_dialog_at: 2000 },
        { id: 3, printed_count: 0, last_printed_at: null, dialog_count: 0, last_dialog_at: null },
      ]);
    } finally {
      db.close();
    }
  });
});
