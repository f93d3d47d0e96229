import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { openLedger } from '../../features/ledger/sqlite/open-ledger';
import { bookSearchText } from '../../features/order-book/order-book-text';
import { storedMergeKey } from '../../features/order-book/stored-merge-key';
import { LEDGER_SCHEMA_VERSION, migrate } from './migrations';

/*
 * The migration that moves the book's search text out of order_book_docs into order_book_text, on a book an older
 * desk wrote: every order keeps its text and is found at once (the trigram index is rebuilt from the new table),
 * later writes feed the index from the new table, and order_book_docs keeps only the JSON.
 */

const tmp = tempDirPerTest('order-book-text-migration-');

/** The schema version just before order_book_text exists (found, not written down: versions are renumbered). */
function versionBeforeTextTable(): number {
  const probe = new DatabaseSync(':memory:');
  try {
    for (let version = 1; version <= LEDGER_SCHEMA_VERSION; version++) {
      migrate(probe, version);
      const found = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'order_book_text'").get();
      if (found) return version - 1;
    }
    throw new Error('no migration creates order_book_text');
  } finally {
    probe.close();
  }
}

const panda = sampleSoldOrder('250101-100001', { goods_name: '熊猫玩偶', receiver_name: 'Wang FEI' });
const cup = sampleSoldOrder('250101-100002', { goods_name: '保温杯', confirm_time: 5 });

/** A ledger file at the schema before the move, holding `orders` as that desk stored them. */
function olderBook(file: string): void {
  const db = new DatabaseSync(file);
  migrate(db, versionBeforeTextTable());
  const row = db.prepare(
    `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
     VALUES ('o', ?, 1, ?, 0, NULL, ?, 5) RETURNING id`,
  );
  const doc = db.prepare('INSERT INTO order_book_docs (id, json, search_text) VALUES (?, ?, ?)');
  for (const order of [panda, cup]) {
    const id = row.get(order.order_sn, order.confirm_time, storedMergeKey('o', order))?.id;
    doc.run(Number(id), JSON.stringify(order), bookSearchText(order));
  }
  db.close();
}

const search = (text: string) => OrdersSearchInput.parse({ text });
const found = (result: { rows: { order: { order_sn: string } }[] }) =>
  result.rows.map((r) => r.order.order_sn);

describe('migration: the book search text in a narrow table', () => {
  it('keeps every order searchable, feeds the index from the new table and leaves the JSON alone', async () => {
    const file = tmp.file('ledger.sqlite');
    olderBook(file);

    const ledger = await openLedger(file);
    try {
      const { book } = ledger;
      expect(found(await book.search(['o'], search('熊猫')))).toEqual([panda.order_sn]);
      expect(found(await book.search(['o'], search('熊')))).toEqual([panda.order_sn]);
      expect(found(await book.search(['o'], search('wang fei')))).toEqual([panda.order_sn]);
      expect(found(await book.search(['o'], search('保温杯')))).toEqual([cup.order_sn]);
      expect((await ledger.getOrderSnapshots('o', [cup.order_sn])).get(cup.order_sn)).toEqual(cup);

      // A later write re-indexes from order_book_text: the old goods name is gone, the new one found.
      await book.upsertOrders('o', [{ ...cup, goods_name: '珊瑚绒毯' }]);
      expect(found(await book.search(['o'], search('保温杯')))).toEqual([]);
      expect(found(await book.search(['o'], search('珊瑚绒')))).toEqual([cup.order_sn]);
    } finally {
      await ledger.close();
    }

    const upgraded = new DatabaseSync(file, { readOnly: true });
    try {
      const docColumns = upgraded
        .prepare("SELECT name FROM pragma_table_info('order_book_docs')")
        .all()
        .map((c) => c.name);
      expect(docColumns).toEqual(['id', 'json']);
      const texts = upgraded.prepare('SELECT count(*) AS n FROM order_book_text').get();
      expect(Number(texts?.n)).toBe(2);
    } finally {
      upgraded.close();
    }
  });
});
