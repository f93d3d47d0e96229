import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import {
  expectOldGroupStillGroups,
  expectUpgradedKeys,
  OLD_KEY_ORDERS,
} from '../../testing/old-merge-key-story';
import { openLedger } from '../../features/ledger/sqlite/open-ledger';
import { bookSearchText } from '../../features/order-book/order-book-text';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from './migrations';

/*
 * Migration 12 (smaller) on a schema-11 ledger whose book rows hold mergeKeyOf's JSON as their merge key (the story
 * in old-merge-key-story.ts): awaiting orders are re-keyed to the digest at open and still group, the others' keys
 * are blanked; the waybill indexes it rebuilds are there.
 */

const tmp = tempDirPerTest('merge-key-migration-');

describe('migration 12 (short merge keys)', () => {
  it('re-keys awaiting rows of the old format so their merge group still groups, and blanks the others', async () => {
    const file = tmp.file('ledger.sqlite');
    const db = new DatabaseSync(file);
    migrate(db, 11);
    const row = db.prepare(
      `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
       VALUES ('o', ?, ?, ?, 0, NULL, ?, 5) RETURNING id`,
    );
    const doc = db.prepare('INSERT INTO order_book_docs (id, json, search_text) VALUES (?, ?, ?)');
    const { a, b, shipped } = OLD_KEY_ORDERS;
    for (const order of [a, b, shipped]) {
      const id = row.get(order.order_sn, order.order_status, order.confirm_time, mergeKeyOf('o', order))?.id;
      doc.run(Number(id), JSON.stringify(order), bookSearchText(order));
    }
    db.close();

    const ledger = await openLedger(file);
    try {
      await expectOldGroupStillGroups(ledger.book, 'o');
    } finally {
      await ledger.close();
    }

    const upgraded = new DatabaseSync(file, { readOnly: true });
    try {
      expect(readUserVersion(upgraded)).toBe(LEDGER_SCHEMA_VERSION);
      expectUpgradedKeys(upgraded.prepare('SELECT order_sn, merge_key FROM order_book').all());
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
