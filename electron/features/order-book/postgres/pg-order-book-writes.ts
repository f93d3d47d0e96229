import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { EMPTY_SYNC_STATE, type OrderBookStore, type StoreCounts, type SyncState } from '../order-book-store';
import { inTransaction, num, type Db, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { int, storedSearchText } from './pg-order-book-values';
import { storedMergeKey } from '../stored-merge-key';
import { countChanges, lastCopies } from '../page-counts';

/*
 * A page of orders written into the PostgreSQL book: what is stored of the page's orders is read (and locked) in
 * one statement, and only the orders that are new or changed are sent, in one upsert. An order stored as it was
 * writes nothing: no new row version, no index entry, no search row (whose trigger follows only a changed owner,
 * status or text). seen_at is when the stored copy last changed. The integer grams of migration 6 are written
 * empty: no search has read them since migration 7 (the search rows' grams are cut in SQL), and an empty array, not
 * NULL, tells the open's backfill the row is done. Cutting and hashing them took the desk more than half of a
 * page's JavaScript.
 */

/** What the book holds of an order before the page is written. */
interface StoredRow {
  status: number;
  json: string;
  mergeKey: string;
  text: string;
}

async function readStored(client: Db, ownerId: string, sns: string[]): Promise<Map<string, StoredRow>> {
  const { rows } = await client.query<Row>(
    `SELECT order_sn, status, json, merge_key, search_text FROM order_book WHERE owner_id = $1 AND order_sn = ANY($2::text[])
     ORDER BY order_sn FOR UPDATE`,
    [ownerId, sns],
  );
  return new Map(
    rows.map((r) => [
      String(r.order_sn),
      {
        status: num(r.status),
        json: String(r.json),
        mergeKey: String(r.merge_key),
        text: String(r.search_text),
      },
    ]),
  );
}

/** The order's columns compared with the stored ones (the others are read from the JSON). */
const columnsOf = (ownerId: string, o: SoldOrder) => ({
  order: o,
  json: JSON.stringify(o),
  mergeKey: storedMergeKey(ownerId, o),
  text: storedSearchText(o),
});

const UPSERT = `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag,
    merge_key, seen_at, json, search_text, search_grams)
  SELECT $1, o.sn, o.status, o.confirm, o.ship_by, o.tag, o.merge_key, $2, o.js, o.search, o.grams::integer[]
  FROM unnest($3::text[], $4::integer[], $5::bigint[], $6::bigint[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[]) AS o (sn, status, confirm, ship_by, tag, merge_key, js, search, grams)
  ORDER BY o.sn
  ON CONFLICT (owner_id, order_sn) DO UPDATE SET status = excluded.status,
    confirm_time = excluded.confirm_time, last_ship_time = excluded.last_ship_time,
    remark_tag = excluded.remark_tag, merge_key = excluded.merge_key, seen_at = excluded.seen_at,
    json = excluded.json, search_text = excluded.search_text, search_grams = excluded.search_grams`;

/** Writes the page's new and changed orders (the last copy of an order winning) and counts what changed. */
async function store(
  client: Db,
  now: () => number,
  ownerId: string,
  orders: SoldOrder[],
): Promise<StoreCounts> {
  if (orders.length === 0) return { stored: 0, newOrders: 0, statusChanged: 0 };
  const latest = lastCopies(orders).map((o) => columnsOf(ownerId, o));
  const stored = await readStored(
    client,
    ownerId,
    latest.map((c) => c.order.order_sn),
  );
  const counts = countChanges(new Map([...stored].map(([sn, r]) => [sn, r.status])), orders);
  // The JSON holds every field the other columns are made of.
  const changed = latest.filter(({ order, json, mergeKey, text }) => {
    const before = stored.get(order.order_sn);
    return before?.json !== json || before.mergeKey !== mergeKey || before.text !== text;
  });
  if (changed.length === 0) return counts;
  await client.query<Row>(UPSERT, [
    ownerId,
    now(),
    changed.map((c) => c.order.order_sn),
    // The gateway may leave numbers out (tolerant schema): such an order sorts as the oldest.
    changed.map((c) => int(c.order.order_status)),
    changed.map((c) => int(c.order.confirm_time)),
    changed.map((c) => int(c.order.last_ship_time)),
    changed.map((c) => c.order.remark_tag ?? null),
    changed.map((c) => c.mergeKey),
    changed.map((c) => c.json),
    changed.map((c) => c.text),
    changed.map(() => '{}'),
  ]);
  return counts;
}

const saveState = (client: Db, ownerId: string, state: SyncState) =>
  client.query<Row>(
    `INSERT INTO order_book_sync (owner_id, json) VALUES ($1, $2)
     ON CONFLICT (owner_id) DO UPDATE SET json = excluded.json`,
    [ownerId, JSON.stringify(state)],
  );

/** The book's writes: orders, and the sync state stored with the page that moves it. */
export function createPgOrderBookWrites({
  pool,
  now,
}: PgLedgerDb): Pick<OrderBookStore, 'upsertOrders' | 'storeSyncPage' | 'syncState' | 'saveSyncState'> {
  return {
    upsertOrders(ownerId, orders) {
      if (orders.length === 0) return Promise.resolve({ stored: 0, newOrders: 0, statusChanged: 0 });
      return inTransaction(pool, (client) => store(client, now, ownerId, orders));
    },

    storeSyncPage(ownerId, orders, state) {
      return inTransaction(pool, async (client) => {
        const counts = await store(client, now, ownerId, orders);
        await saveState(client, ownerId, state);
        return counts;
      });
    },

    async syncState(ownerId) {
      const { rows } = await pool.query<Row>('SELECT json FROM order_book_sync WHERE owner_id = $1', [
        ownerId,
      ]);
      const row = rows[0];
      return row ? { ...EMPTY_SYNC_STATE, ...(JSON.parse(String(row.json)) as SyncState) } : EMPTY_SYNC_STATE;
    },

    async saveSyncState(ownerId, state) {
      await saveState(pool, ownerId, state);
    },
  };
}
