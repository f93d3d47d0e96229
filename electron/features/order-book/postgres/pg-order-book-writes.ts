import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { EMPTY_SYNC_STATE, type OrderBookStore, type StoreCounts, type SyncState } from '../order-book-store';
import { inTransaction, num, type Db, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { int, searchColumns } from './pg-order-book-values';
import { storedMergeKey } from '../stored-merge-key';

/** Counts as the SQLite store does, one order after another: a batch may hold an order twice. */
function countChanges(statuses: Map<string, number>, orders: SoldOrder[]): StoreCounts {
  const counts: StoreCounts = { stored: 0, newOrders: 0, statusChanged: 0 };
  for (const order of orders) {
    const before = statuses.get(order.order_sn);
    if (before === undefined) counts.newOrders++;
    else if (before !== (order.order_status ?? 0)) counts.statusChanged++;
    statuses.set(order.order_sn, order.order_status ?? 0);
    counts.stored++;
  }
  return counts;
}

/** Writes the orders (the last copy of an order winning) and counts what changed. */
async function store(
  client: Db,
  now: () => number,
  ownerId: string,
  orders: SoldOrder[],
): Promise<StoreCounts> {
  if (orders.length === 0) return { stored: 0, newOrders: 0, statusChanged: 0 };
  const sns = [...new Set(orders.map((o) => o.order_sn))];
  const { rows } = await client.query<Row>(
    `SELECT order_sn, status FROM order_book WHERE owner_id = $1 AND order_sn = ANY($2::text[])
     ORDER BY order_sn FOR UPDATE`,
    [ownerId, sns],
  );
  const counts = countChanges(new Map(rows.map((r) => [String(r.order_sn), num(r.status)])), orders);
  const latest = [...new Map(orders.map((o) => [o.order_sn, o])).values()];
  const search = latest.map(searchColumns);
  await client.query<Row>(
    `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key,
       seen_at, json, search_text, search_grams)
     SELECT $1, o.sn, o.status, o.confirm, o.ship_by, o.tag, o.merge_key, $2, o.js, o.search, o.grams::integer[]
     FROM unnest($3::text[], $4::integer[], $5::bigint[], $6::bigint[], $7::text[], $8::text[], $9::text[],
       $10::text[], $11::text[]) AS o (sn, status, confirm, ship_by, tag, merge_key, js, search, grams)
     ORDER BY o.sn
     ON CONFLICT (owner_id, order_sn) DO UPDATE SET status = excluded.status,
       confirm_time = excluded.confirm_time, last_ship_time = excluded.last_ship_time,
       remark_tag = excluded.remark_tag, merge_key = excluded.merge_key, seen_at = excluded.seen_at,
       json = excluded.json, search_text = excluded.search_text, search_grams = excluded.search_grams`,
    [
      ownerId,
      now(),
      latest.map((o) => o.order_sn),
      // The gateway may leave numbers out (tolerant schema): such an order sorts as the oldest.
      latest.map((o) => int(o.order_status)),
      latest.map((o) => int(o.confirm_time)),
      latest.map((o) => int(o.last_ship_time)),
      latest.map((o) => o.remark_tag ?? null),
      latest.map((o) => storedMergeKey(ownerId, o)),
      latest.map((o) => JSON.stringify(o)),
      search.map((c) => c.text),
      search.map((c) => c.grams),
    ],
  );
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
