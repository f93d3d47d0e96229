import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { AWAITING_SHIPMENT_STATUS } from '../../../../shared/orders/merge-key';
import type { OrderBookStore } from '../order-book-store';
import { num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { createPgSyncLease } from './pg-sync-lease';
import { searchColumns } from './pg-order-book-values';
import { createPgOrderBookWrites } from './pg-order-book-writes';
import { createPgOrderBookReads } from './pg-order-book-reads';
import { createPgOrderBookSearch } from './pg-order-book-search';
import { createPgOrderNumberLookup } from './pg-order-book-number';
import { OLD_FORMAT_KEY, storedMergeKey } from '../stored-merge-key';

/*
 * The order book on the shared database, behaving as the SQLite one (sqlite/order-book.ts) does: writes
 * (pg-order-book-writes.ts), plain reads (pg-order-book-reads.ts), the search (pg-order-book-search.ts) and the
 * sync lease (pg-sync-lease.ts).
 */

/**
 * `settleStoppedDesks` turns the open intents of desks whose lease ran out into outcome unknown (the ledger's rule),
 * so a search by waybill state reads them as every other view does.
 */
export function createPgOrderBook(db: PgLedgerDb, settleStoppedDesks: () => Promise<void>): OrderBookStore {
  return {
    ...createPgOrderBookWrites(db),
    ...createPgOrderBookReads(db),
    ...createPgOrderNumberLookup(db),
    search: createPgOrderBookSearch(db.pool, settleStoppedDesks),
    takeSyncLease: createPgSyncLease(db),
  };
}

const BACKFILL_BATCH = 1000;

/**
 * Rows without grams get their merge key, folded search text and grams here, in batches: rows copied from
 * order_snapshots by migration 4, and every row a desk stored before migration 6 (or an older desk, still
 * running, stored since). Then awaiting orders stored before merge keys were digests are re-keyed. Idempotent,
 * so desks opening together may both run it.
 */
export async function backfillPgOrderBook(db: PgLedgerDb): Promise<void> {
  await backfillSearchColumns(db);
  await rekeyOldAwaitingRows(db);
}

async function backfillSearchColumns({ pool }: PgLedgerDb): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await pool.query<Row>(
      `SELECT id, owner_id, json FROM order_book WHERE id > $1 AND search_grams IS NULL ORDER BY id LIMIT $2`,
      [after, BACKFILL_BATCH],
    );
    if (rows.length === 0) return;
    const orders = rows.map((r) => JSON.parse(String(r.json)) as SoldOrder);
    const search = orders.map(searchColumns);
    await pool.query<Row>(
      `UPDATE order_book b SET merge_key = u.merge_key, search_text = u.search, search_grams = u.grams::integer[]
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS u (id, merge_key, search, grams)
       WHERE b.id = u.id`,
      [
        rows.map((r) => num(r.id)),
        rows.map((r, i) => storedMergeKey(String(r.owner_id), orders[i]!)),
        search.map((c) => c.text),
        search.map((c) => c.grams),
      ],
    );
    after = num(rows[rows.length - 1]?.id);
  }
}

/** Awaiting orders whose key is still mergeKeyOf's JSON get its digest (migration 12 blanked the others' keys). */
async function rekeyOldAwaitingRows({ pool }: PgLedgerDb): Promise<void> {
  const { rows } = await pool.query<Row>(
    `SELECT id, owner_id, json FROM order_book WHERE status = ${AWAITING_SHIPMENT_STATUS} AND ${OLD_FORMAT_KEY}`,
  );
  if (rows.length === 0) return;
  await pool.query<Row>(
    `UPDATE order_book b SET merge_key = u.merge_key
     FROM unnest($1::bigint[], $2::text[]) AS u (id, merge_key) WHERE b.id = u.id`,
    [
      rows.map((r) => num(r.id)),
      rows.map((r) => storedMergeKey(String(r.owner_id), JSON.parse(String(r.json)) as SoldOrder)),
    ],
  );
}
