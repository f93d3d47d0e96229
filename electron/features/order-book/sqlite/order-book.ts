import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { AWAITING_SHIPMENT_STATUS } from '../../../../shared/orders/merge-key';
import { bookSearchText } from '../order-book-text';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { unpackText } from '../../../storage/packed-text';
import { OLD_FORMAT_KEY, storedMergeKey } from '../stored-merge-key';
import type { OrderStates } from './order-states';
import type { SqliteOrderBook } from './order-book-type';
import { createSqliteOrderBookWrites } from './order-book-writes';
import { createSqliteOrderBookReads } from './order-book-reads';
import { createSqliteOrderBookSearch } from './order-book-search';
import { createSqliteOrderNumberLookup } from './order-book-number';

export type { SqliteOrderBook } from './order-book-type';

/*
 * The order book in the ledger's SQLite file: writes (order-book-writes.ts), plain reads (order-book-reads.ts) and
 * the search (order-book-search.ts).
 */

export function createSqliteOrderBook(
  ledger: LedgerDb,
  orderStates: OrderStates,
  ftsSearch: boolean,
): SqliteOrderBook {
  backfillDerivedColumns(ledger);
  rekeyOldAwaitingRows(ledger);
  return {
    ...createSqliteOrderBookWrites(ledger),
    ...createSqliteOrderBookReads(ledger),
    ...createSqliteOrderNumberLookup(ledger),
    search: createSqliteOrderBookSearch(ledger, orderStates, ftsSearch),
    // One desk per SQLite file: the sync's own in-process join (order-sync.ts) is the only lock it needs.
    takeSyncLease() {
      return { lease: { renew: () => Promise.resolve(true), release: () => Promise.resolve() } };
    },
  };
}

/** Rows copied from order_snapshots by migration 3 get their merge key and search text here (once). */
function backfillDerivedColumns({ db, statement }: LedgerDb): void {
  const pending = statement(
    `SELECT b.id, b.owner_id, d.json FROM order_book_text t INDEXED BY order_book_text_unfilled JOIN order_book_docs d ON d.id = t.id
       JOIN order_book b ON b.id = t.id
     WHERE t.search_text = ''`,
  ).all();
  if (pending.length === 0) return;
  const key = statement('UPDATE order_book SET merge_key = ? WHERE id = ?');
  const text = statement('UPDATE order_book_text SET search_text = ? WHERE id = ?');
  inTransaction(db, () => {
    for (const row of pending) {
      const order = JSON.parse(unpackText(row.json)) as SoldOrder;
      key.run(storedMergeKey(String(row.owner_id), order), Number(row.id));
      text.run(bookSearchText(order), Number(row.id));
    }
  });
}

/**
 * Awaiting orders stored before merge keys were digests get their digest here (once; few rows, found through the
 * partial merge index). Migration 12 blanked the others' keys.
 */
function rekeyOldAwaitingRows({ db, statement }: LedgerDb): void {
  const old = statement(
    `SELECT b.id, b.owner_id, d.json FROM order_book b INDEXED BY order_book_merge JOIN order_book_docs d ON d.id = b.id
     WHERE b.status = ${AWAITING_SHIPMENT_STATUS} AND b.${OLD_FORMAT_KEY}`,
  ).all();
  if (old.length === 0) return;
  const key = statement('UPDATE order_book SET merge_key = ? WHERE id = ?');
  inTransaction(db, () => {
    for (const row of old) {
      const order = JSON.parse(unpackText(row.json)) as SoldOrder;
      key.run(storedMergeKey(String(row.owner_id), order), Number(row.id));
    }
  });
}
