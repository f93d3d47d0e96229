import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import type { BookOrder, MergeGroup, OrdersSearchResult } from '../../../../shared/ipc/channels/order-book';
import type { OrderWaybillState } from '../../../../shared/ipc/channels/orders';
import { AWAITING_SHIPMENT_STATUS, mergeKeyOf } from '../../../../shared/orders/merge-key';
import {
  EMPTY_SYNC_STATE,
  type BookSearch,
  type OrderBookStore,
  type StoreCounts,
  type SyncState,
} from '../order-book-store';
import { foldedSearchText, searchTextGrams } from '../order-book-grams';
import { bookSearchText } from '../order-book-text';
import { normalizeSearchText } from '../../../storage/sqlite/search-index';
import {
  inTransaction,
  num,
  numOrNull,
  type Db,
  type PgLedgerDb,
  type Row,
} from '../../../storage/postgres/pg-db';
import { orderWaybillStates } from './pg-order-states';
import {
  awaitingMergeKeys,
  BOOK_WAYBILL_CONDITION,
  mergeGroupsOf,
  WAYBILL_CODE_ORDERS_SQL,
  waybillCodeQuery,
  withWaybillOrders,
} from '../book-rules';
import { createPgSyncLease } from './pg-sync-lease';

/*
 * The order book on the shared database, behaving as the SQLite one (sqlite/order-book.ts) does. Text search
 * does not depend on the server's locale: search_text is the folded search text (fields joined by U+001F, see
 * order-book-text.ts) and search_grams its 1-3 character grams (order-book-grams.ts) in a GIN index. A query's
 * grams narrow the rows (`@>`), the exact substring test (strpos, bytes) settles them; the page and the count
 * of all matches are read side by side.
 */

const ORDER_BY: Record<BookSearch['sort'], string> = {
  newest: 'ORDER BY b.confirm_time DESC, b.order_sn DESC',
  oldest: 'ORDER BY b.confirm_time ASC, b.order_sn ASC',
  'ship-by': 'ORDER BY b.last_ship_time ASC, b.confirm_time DESC, b.order_sn DESC',
};

const int = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;

/** What a row stores for search: the folded text and its grams (an integer[] literal, for unnest). */
function searchColumns(order: SoldOrder): { text: string; grams: string } {
  const text = foldedSearchText(bookSearchText(order));
  return { text, grams: `{${searchTextGrams(text).join(',')}}` };
}

/**
 * `settleStoppedDesks` turns the open intents of desks whose lease ran out into outcome unknown (the ledger's rule),
 * so a search by waybill state reads them as every other view does.
 */
export function createPgOrderBook(db: PgLedgerDb, settleStoppedDesks: () => Promise<void>): OrderBookStore {
  const { pool, now } = db;

  /** Writes the orders (the last copy of an order winning) and counts as the SQLite store does, one by one. */
  async function store(client: Db, ownerId: string, orders: SoldOrder[]): Promise<StoreCounts> {
    const counts: StoreCounts = { stored: 0, newOrders: 0, statusChanged: 0 };
    if (orders.length === 0) return counts;
    const sns = [...new Set(orders.map((o) => o.order_sn))];
    const { rows } = await client.query<Row>(
      `SELECT order_sn, status FROM order_book WHERE owner_id = $1 AND order_sn = ANY($2::text[])
       ORDER BY order_sn FOR UPDATE`,
      [ownerId, sns],
    );
    const statuses = new Map(rows.map((r) => [String(r.order_sn), num(r.status)]));
    for (const order of orders) {
      const before = statuses.get(order.order_sn);
      if (before === undefined) counts.newOrders++;
      else if (before !== (order.order_status ?? 0)) counts.statusChanged++;
      statuses.set(order.order_sn, order.order_status ?? 0);
      counts.stored++;
    }
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
        latest.map((o) => mergeKeyOf(ownerId, o)),
        latest.map((o) => JSON.stringify(o)),
        search.map((c) => c.text),
        search.map((c) => c.grams),
      ],
    );
    return counts;
  }

  /**
   * The search's conditions: on the order row (`b`), and for text on its search row (`t`, order_book_text). A
   * query of <= 3 characters is its own gram, so `grams @>` is exact; a longer one holds all its 3-grams and the
   * substring test settles it. `narrow` = the count may read the search rows alone (no filter but the status).
   */
  function buildWhere(
    ownerId: string,
    input: BookSearch,
  ): {
    sql: string;
    textSql: string;
    pageTextSql: string;
    params: unknown[];
    hasText: boolean;
    narrow: boolean;
  } {
    const params: unknown[] = [ownerId];
    const conditions = ['b.owner_id = $1'];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const status = input.status !== undefined ? param(input.status) : undefined;
    if (status !== undefined) conditions.push(`b.status = ${status}`);
    if (input.remarkTag !== undefined) conditions.push(`b.remark_tag = ${param(input.remarkTag)}`);
    if (input.from !== undefined) conditions.push(`b.confirm_time >= ${param(int(input.from))}`);
    if (input.to !== undefined) conditions.push(`b.confirm_time <= ${param(int(input.to))}`);
    if (input.waybill !== undefined) conditions.push(`(${BOOK_WAYBILL_CONDITION[input.waybill]})`);
    if (input.orderSns !== undefined) conditions.push(`b.order_sn = ANY(${param(input.orderSns)}::text[])`);
    const narrow = conditions.length === (status === undefined ? 1 : 2);
    const text = normalizeSearchText(input.text);
    const textConditions = ['t.owner_id = $1'];
    if (status !== undefined) textConditions.push(`t.status = ${status}`);
    const pageConditions = [...textConditions];
    if (text !== '') {
      const folded = param(foldedSearchText(text));
      const grams = `order_book_grams_of(t.search_text) @> order_book_query_grams(${folded}::text)`;
      const substring = `strpos(t.search_text, ${folded}::text) > 0`;
      textConditions.push(grams, `(char_length(${folded}::text) <= 3 OR ${substring})`);
      // The page may test rows one by one (walking the sort index): the substring test is exact and cheap there,
      // where cutting a row's grams is not.
      pageConditions.push(grams, substring);
    }
    return {
      sql: `WHERE ${conditions.join(' AND ')}`,
      textSql: textConditions.join(' AND '),
      pageTextSql: pageConditions.join(' AND '),
      params,
      hasText: text !== '',
      narrow,
    };
  }

  /**
   * Every match of a text search, counted on the narrow search rows through the grams index even when most rows
   * match: a scan would test `@>` on every row's grams (costly), the index's bitmap leaves little to each row.
   */
  async function countText(where: ReturnType<typeof buildWhere>): Promise<number> {
    const sql = where.narrow
      ? `SELECT count(*) AS n FROM order_book_text t WHERE ${where.textSql}`
      : `SELECT count(*) AS n FROM order_book_text t JOIN order_book b ON b.id = t.id ${where.sql} AND ${where.textSql}`;
    return inTransaction(pool, async (client) => {
      await client.query<Row>('SET LOCAL enable_seqscan = off');
      await client.query<Row>(`SET LOCAL max_parallel_workers_per_gather = 0`);
      const { rows } = await client.query<Row>(sql, where.params);
      return num(rows[0]?.n ?? 0);
    });
  }

  async function mergeGroups(ownerId: string, orders: SoldOrder[]): Promise<Map<string, MergeGroup>> {
    const keys = awaitingMergeKeys(ownerId, orders);
    if (keys.length === 0) return new Map<string, MergeGroup>();
    const { rows: members } = await pool.query<Row>(
      `SELECT merge_key, order_sn FROM order_book
       WHERE owner_id = $1 AND merge_key = ANY($2::text[]) AND status = ${AWAITING_SHIPMENT_STATUS}
       ORDER BY confirm_time DESC, order_sn DESC`,
      [ownerId, keys],
    );
    const states = await orderWaybillStates(
      pool,
      members.map((m) => String(m.order_sn)),
    );
    return mergeGroupsOf(members, states);
  }

  async function rowsOf(ownerId: string, ids: number[]): Promise<BookOrder[]> {
    if (ids.length === 0) return [];
    const { rows } = await pool.query<Row>('SELECT id, json FROM order_book WHERE id = ANY($1::bigint[])', [
      ids,
    ]);
    const byId = new Map(rows.map((r) => [num(r.id), JSON.parse(String(r.json)) as SoldOrder]));
    const orders = ids.map((id) => byId.get(id)).filter((o): o is SoldOrder => o !== undefined);
    const [states, groups] = await Promise.all([
      orderWaybillStates(
        pool,
        orders.map((o) => o.order_sn),
      ),
      mergeGroups(ownerId, orders),
    ]);
    return orders.map((order) => {
      const merge = groups.get(order.order_sn);
      const found = states.get(order.order_sn);
      const waybill: OrderWaybillState = found
        ? {
            state: found.state,
            liveWaybillCodes: found.liveWaybillCodes,
            liveWaybillIds: found.liveWaybillIds,
            printedCount: found.printedCount,
            dialogCount: found.dialogCount,
            ...(found.desk !== undefined ? { desk: found.desk } : {}),
          }
        : { state: 'none', liveWaybillCodes: [], liveWaybillIds: [], printedCount: 0, dialogCount: 0 };
      return merge ? { order, waybill, merge } : { order, waybill };
    });
  }

  const saveState = (client: Db, ownerId: string, state: SyncState) =>
    client.query<Row>(
      `INSERT INTO order_book_sync (owner_id, json) VALUES ($1, $2)
       ON CONFLICT (owner_id) DO UPDATE SET json = excluded.json`,
      [ownerId, JSON.stringify(state)],
    );

  return {
    upsertOrders(ownerId, orders) {
      if (orders.length === 0) return Promise.resolve({ stored: 0, newOrders: 0, statusChanged: 0 });
      return inTransaction(pool, (client) => store(client, ownerId, orders));
    },

    storeSyncPage(ownerId, orders, state) {
      return inTransaction(pool, async (client) => {
        const counts = await store(client, ownerId, orders);
        await saveState(client, ownerId, state);
        return counts;
      });
    },

    async getOrders(ownerId, orderSns) {
      const { rows } = await pool.query<Row>(
        'SELECT order_sn, json FROM order_book WHERE owner_id = $1 AND order_sn = ANY($2::text[])',
        [ownerId, orderSns],
      );
      // Written by store() from an already validated SoldOrder.
      return new Map(rows.map((r) => [String(r.order_sn), JSON.parse(String(r.json)) as SoldOrder]));
    },

    async search(ownerId, typed): Promise<OrdersSearchResult> {
      const code = waybillCodeQuery(typed.text);
      const codeOrders =
        code === null
          ? []
          : (await pool.query<Row>(WAYBILL_CODE_ORDERS_SQL('$1', '$2'), [ownerId, code])).rows.map((r) =>
              String(r.order_sn),
            );
      const input = withWaybillOrders(typed, codeOrders);
      // A stopped desk's open intents read as outcome unknown, as everywhere else on the shared ledger.
      if (input.waybill !== undefined) await settleStoppedDesks();
      const where = buildWhere(ownerId, input);
      const limit = where.params.length + 1;
      if (where.hasText) {
        // Text: the page (the planner walks the sort index while matches are common, else reads the grams index
        // and sorts only the page) and the count side by side, on two connections, each without parallel
        // workers (on a busy server their start-up costs more than they save on a 20 MB table).
        const [page, total] = await Promise.all([
          inTransaction(pool, async (client) => {
            await client.query<Row>(`SET LOCAL max_parallel_workers_per_gather = 0`);
            return client.query<Row>(
              `SELECT b.id FROM order_book b JOIN order_book_text t ON t.id = b.id ${where.sql} AND ${where.pageTextSql}
               ${ORDER_BY[input.sort]} LIMIT $${limit} OFFSET $${limit + 1}`,
              [...where.params, input.pageSize, input.page * input.pageSize],
            );
          }),
          countText(where),
        ]);
        const rows = page.rows;
        return {
          rows: await rowsOf(
            ownerId,
            rows.map((r) => num(r.id)),
          ),
          total,
        };
      }
      const [total, page] = await Promise.all([
        pool.query<Row>(`SELECT count(*) AS n FROM order_book b ${where.sql}`, where.params),
        pool.query<Row>(
          `SELECT b.id FROM order_book b ${where.sql} ${ORDER_BY[input.sort]} LIMIT $${limit} OFFSET $${limit + 1}`,
          [...where.params, input.pageSize, input.page * input.pageSize],
        ),
      ]);
      return {
        rows: await rowsOf(
          ownerId,
          page.rows.map((r) => num(r.id)),
        ),
        total: num(total.rows[0]?.n ?? 0),
      };
    },

    async countsByStatus(ownerId) {
      const { rows } = await pool.query<Row>(
        'SELECT status, count(*) AS n FROM order_book WHERE owner_id = $1 GROUP BY status',
        [ownerId],
      );
      return Object.fromEntries(rows.map((r) => [String(r.status), num(r.n)]));
    },

    async countConfirmedBetween(ownerId, from, to, statuses) {
      const { rows } = await pool.query<Row>(
        `SELECT count(*) AS n FROM order_book WHERE owner_id = $1 AND confirm_time BETWEEN $2 AND $3
           AND ($4::integer[] IS NULL OR status = ANY($4::integer[]))`,
        [ownerId, int(from), int(Math.min(to, Number.MAX_SAFE_INTEGER)), statuses ?? null],
      );
      return num(rows[0]?.n ?? 0);
    },

    async oldestChangeable(ownerId, from) {
      const { rows } = await pool.query<Row>(
        `SELECT min(confirm_time) AS t FROM order_book
         WHERE owner_id = $1 AND status IN (1, 2) AND confirm_time >= $2`,
        [ownerId, int(from)],
      );
      return numOrNull(rows[0]?.t);
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

    takeSyncLease: createPgSyncLease(db),
  };
}

const BACKFILL_BATCH = 1000;

/**
 * Rows without grams get their merge key, folded search text and grams here, in batches: rows copied from
 * order_snapshots by migration 4, and every row a desk stored before migration 6 (or an older desk, still
 * running, stored since). Idempotent, so desks opening together may both run it.
 */
export async function backfillPgOrderBook({ pool }: PgLedgerDb): Promise<void> {
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
        rows.map((r, i) => mergeKeyOf(String(r.owner_id), orders[i]!)),
        search.map((c) => c.text),
        search.map((c) => c.grams),
      ],
    );
    after = num(rows[rows.length - 1]?.id);
  }
}
