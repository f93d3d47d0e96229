import type pg from 'pg';
import {
  BOOK_TEXT_TOTAL_BOUND,
  BOOK_TOTAL_BOUND,
  type OrdersSearchResult,
} from '../../../../shared/ipc/channels/order-book';
import type { BookSearch } from '../order-book-store';
import { inTransaction, num, type Row } from '../../../storage/postgres/pg-db';
import { buildPgBookWhere, type PgBookWhere } from './pg-order-book-where';
import { WAYBILL_CODE_ORDERS_SQL, waybillCodeQuery, withWaybillOrders } from '../book-rules';
import { pgBookRows } from './pg-order-book-rows';

/*
 * Text search does not depend on the server's locale: search_text is the folded search text (fields joined by
 * U+001F, see order-book-text.ts) and search_grams its 1-3 character grams (order-book-grams.ts) in a GIN index.
 * A query's grams narrow the rows (`@>`), the exact substring test (strpos, bytes) settles them; the page and the
 * count of the matches (exact up to BOOK_TOTAL_BOUND, "past it" beyond) are read side by side.
 */

const ORDER_BY: Record<BookSearch['sort'], string> = {
  newest: 'ORDER BY b.confirm_time DESC, b.order_sn DESC',
  oldest: 'ORDER BY b.confirm_time ASC, b.order_sn ASC',
  'ship-by': 'ORDER BY b.last_ship_time ASC, b.confirm_time DESC, b.order_sn DESC',
};

/**
 * The matches of a text search, counted up to the bound (one more says "past it") on the narrow search rows
 * through the grams index: a scan would test `@>` on every row's grams (costly), the index's bitmap leaves
 * little to each row, and the count stops once past the bound.
 */
function countText(pool: pg.Pool, where: PgBookWhere): Promise<number> {
  const sql = where.narrow
    ? `SELECT 1 FROM order_book_text t WHERE ${where.textSql}`
    : `SELECT 1 FROM order_book_text t JOIN order_book b ON b.id = t.id ${where.sql} AND ${where.textSql}`;
  return inTransaction(pool, async (client) => {
    // The LIMIT tempts the planner to walk an index testing `@>` row by row (seconds): only the bitmap will do.
    await client.query<Row>('SET LOCAL enable_seqscan = off');
    await client.query<Row>('SET LOCAL enable_indexscan = off');
    await client.query<Row>(`SET LOCAL max_parallel_workers_per_gather = 0`);
    const { rows } = await client.query<Row>(boundedCount(sql), where.params);
    return num(rows[0]?.n ?? 0);
  });
}

/** Counts the rows of `sql` up to one past the bound. */
const boundedCount = (sql: string) => `SELECT count(*) AS n FROM (${sql} LIMIT ${BOOK_TOTAL_BOUND + 1}) c`;

/**
 * Text: the matches are counted first (bounded, through the grams index); that count picks the page's plan.
 * Past the bound matches are common: the page walks the sort index testing each row by the substring alone
 * (cutting a row's grams is costly, and few rows are tested before the page is full). Up to the bound they are
 * few: the grams index finds them and only they are sorted. No parallel workers (on a busy server their start-up
 * costs more than they save).
 */
async function textPage(pool: pg.Pool, where: PgBookWhere, input: BookSearch): Promise<[number[], number]> {
  const total = await countText(pool, where);
  const limit = where.params.length + 1;
  const common = total > BOOK_TOTAL_BOUND;
  const page = await inTransaction(pool, async (client) => {
    await client.query<Row>(`SET LOCAL max_parallel_workers_per_gather = 0`);
    if (common) await client.query<Row>('SET LOCAL enable_bitmapscan = off');
    return client.query<Row>(
      `SELECT b.id FROM order_book b JOIN order_book_text t ON t.id = b.id
       ${where.sql} AND ${common ? where.walkTextSql : where.pageTextSql}
       ${ORDER_BY[input.sort]} LIMIT $${limit} OFFSET $${limit + 1}`,
      [...where.params, input.pageSize, input.page * input.pageSize],
    );
  });
  return [page.rows.map((r) => num(r.id)), total];
}

async function plainPage(pool: pg.Pool, where: PgBookWhere, input: BookSearch): Promise<[number[], number]> {
  const limit = where.params.length + 1;
  const [total, page] = await Promise.all([
    pool.query<Row>(boundedCount(`SELECT 1 FROM order_book b ${where.sql}`), where.params),
    pool.query<Row>(
      `SELECT b.id FROM order_book b ${where.sql} ${ORDER_BY[input.sort]} LIMIT $${limit} OFFSET $${limit + 1}`,
      [...where.params, input.pageSize, input.page * input.pageSize],
    ),
  ]);
  return [page.rows.map((r) => num(r.id)), num(total.rows[0]?.n ?? 0)];
}

/** The book's search: one page of matches with their states, and how many match in all. */
export function createPgOrderBookSearch(
  pool: pg.Pool,
  settleStoppedDesks: () => Promise<void>,
): (owners: readonly string[], input: BookSearch) => Promise<OrdersSearchResult> {
  return async (owners, typed) => {
    // A whole waybill number finds the orders it was issued for, beside the orders whose text matches.
    const code = waybillCodeQuery(typed.text);
    const codeOrders =
      code === null
        ? []
        : (
            await pool.query<Row>(WAYBILL_CODE_ORDERS_SQL('w.owner_id = ANY($1::text[])', '$2'), [
              owners,
              code,
            ])
          ).rows.map((r) => String(r.order_sn));
    const input = withWaybillOrders(typed, codeOrders);
    // A stopped desk's open intents read as outcome unknown, as everywhere else on the shared ledger.
    if (input.waybill !== undefined) await settleStoppedDesks();
    const where = buildPgBookWhere(owners, input);
    const [ids, counted] = await (where.hasText ? textPage : plainPage)(pool, where, input);
    const rows = await pgBookRows(pool, ids);
    // A text's total says "past it" at the text bound, as on SQLite (its count here also picked the page's plan).
    const bound = where.hasText ? BOOK_TEXT_TOTAL_BOUND : BOOK_TOTAL_BOUND;
    if (counted > bound) return { rows, total: bound, totalBounded: true };
    return { rows, total: counted };
  };
}
