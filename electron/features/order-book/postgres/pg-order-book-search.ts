import type pg from 'pg';
import {
  BOOK_TEXT_TOTAL_BOUND,
  BOOK_TOTAL_BOUND,
  type OrdersSearchResult,
} from '../../../../shared/ipc/channels/order-book';
import type { BookSearch } from '../order-book-store';
import { inTransaction, num, type Row } from '../../../storage/postgres/pg-db';
import { ALL_OWNERS, buildPgBookWhere, rowParams, type PgBookWhere } from './pg-order-book-where';
import { WAYBILL_CODE_ORDERS_SQL, waybillCodeQuery, withWaybillOrders } from '../book-rules';
import { pgBookRows } from './pg-order-book-rows';
import { mergedPage, mergedPageWithLegs, ORDER_BY, plainLeg, walkLeg } from './pg-order-book-pages';
import { pgTextPlan, type PgTextPlan } from './pg-order-book-text-plan';
import { legOwners, ownersShare } from './pg-order-book-legs';

/*
 * Text search does not depend on the server's locale: search_text is the folded search text (fields joined by
 * U+001F, see order-book-text.ts); a GIN index holds its exact 1-3 character grams. No read counts or sorts every
 * match: a page is read in a sort index's order, across the owners or owner by owner (pg-order-book-legs.ts,
 * pg-order-book-pages.ts), a text either walks that order testing each row or finds its few matches through the
 * grams index and sorts them on the search rows (pg-order-book-text-plan.ts), and the total is counted up to one
 * past its bound (BOOK_TOTAL_BOUND, BOOK_TEXT_TOTAL_BOUND with text; a rare text's is exact).
 */

type Page = [ids: number[], counted: number];

/** Counts the rows of `sql` up to one past `bound`. */
const boundedCount = (sql: string, bound: number) =>
  `SELECT count(*) AS n FROM (${sql} LIMIT ${bound + 1}) c`;

/**
 * No parallel workers (on a busy server their start-up costs more than they save); `off`: plans not to take. One
 * round trip: on a busy desk each costs more than the settings themselves.
 */
async function settings(client: pg.PoolClient, off: string[]): Promise<void> {
  const each = ['max_parallel_workers_per_gather = 0', ...off.map((plan) => `enable_${plan} = off`)];
  await client.query<Row>(each.map((setting) => `SET LOCAL ${setting}`).join('; '));
}

/** A walk reads its sort index and the search rows by their key, nothing else. */
const WALK_ONLY = ['bitmapscan', 'seqscan', 'hashjoin', 'mergejoin'];

const pageBounds = (where: PgBookWhere, input: BookSearch) => {
  const at = where.params.length;
  return {
    need: (input.page + 1) * input.pageSize,
    limit: `$${at + 1}`,
    offset: `$${at + 2}`,
    params: [...where.params, input.pageSize, input.page * input.pageSize],
  };
};

async function plainPage(
  pool: pg.Pool,
  where: PgBookWhere,
  input: BookSearch,
  legOwnersOf: Promise<string[]>,
): Promise<Page> {
  const { need, limit, offset, params } = pageBounds(where, input);
  const legs = (await legOwnersOf).map((owner) => plainLeg(where, owner, input.sort, need));
  const [total, page] = await Promise.all([
    pool.query<Row>(
      boundedCount(`SELECT 1 FROM order_book b ${where.of(ALL_OWNERS).sql}`, BOOK_TOTAL_BOUND),
      where.params,
    ),
    pool.query<Row>(mergedPage(legs, input.sort, limit, offset), params),
  ]);
  return [page.rows.map((r) => num(r.id)), num(total.rows[0]?.n ?? 0)];
}

/**
 * The matches counted up to one past the text's bound on the search rows through the grams index. The LIMIT
 * tempts the planner to walk an index testing `@>` row by row (seconds): only the bitmap will do.
 */
function countThroughGrams(pool: pg.Pool, where: PgBookWhere): Promise<number> {
  const all = where.of(ALL_OWNERS);
  const sql = where.narrow
    ? `SELECT 1 FROM order_book_text t WHERE ${all.gramsSql}`
    : `SELECT 1 FROM order_book_text t JOIN order_book b ON b.id = t.id ${all.sql} AND ${all.gramsSql}`;
  return inTransaction(pool, async (client) => {
    await settings(client, ['seqscan', 'indexscan']);
    const { rows } = await client.query<Row>(boundedCount(sql, BOOK_TEXT_TOTAL_BOUND), where.params);
    return num(rows[0]?.n ?? 0);
  });
}

/** A common text's matches counted by walking each owner's rows (found within a few thousand), else by grams. */
async function countText(
  pool: pg.Pool,
  where: PgBookWhere,
  plan: PgTextPlan,
  sort: BookSearch['sort'],
  owners: string[],
) {
  if (!plan.countByWalk) return countThroughGrams(pool, where);
  const bound = BOOK_TEXT_TOTAL_BOUND + 1;
  const legs = owners.map((owner) => walkLeg(where, owner, sort, bound, plan.walkBound));
  const walked = await inTransaction(pool, async (client) => {
    await settings(client, WALK_ONLY);
    const union = legs.map((leg) => `(${leg})`).join(' UNION ALL ');
    const sql = boundedCount(`SELECT 1 FROM (${union}) u`, BOOK_TEXT_TOTAL_BOUND);
    const { rows } = await client.query<Row>(sql, where.params);
    return num(rows[0]?.n ?? 0);
  });
  // Fewer than the bound: some walk may have stopped at its own bound, the grams count is exact.
  return walked > BOOK_TEXT_TOTAL_BOUND ? walked : countThroughGrams(pool, where);
}

/**
 * A rare text: its matches found through the grams index, and only they are sorted. With no filter but the owner
 * and the status, on the search rows alone (they hold the sort keys), every match read once: the total comes
 * with the page, exact (null when the page lies past the last match).
 */
function gramsPage(pool: pg.Pool, where: PgBookWhere, input: BookSearch) {
  const { limit, offset, params } = pageBounds(where, input);
  const all = where.of(ALL_OWNERS);
  const sql = where.narrow
    ? `SELECT b.id, count(*) OVER () AS n FROM (SELECT t.id, t.confirm_time, t.last_ship_time, t.order_sn
         FROM order_book_text t WHERE ${all.gramsSql}) b`
    : `SELECT b.id, NULL AS n FROM order_book b JOIN order_book_text t ON t.id = b.id ${all.sql} AND ${all.gramsSql}`;
  return inTransaction(pool, async (client) => {
    await settings(client, where.narrow ? ['seqscan', 'indexscan'] : []);
    const { rows } = await client.query<Row>(
      `${sql} ${ORDER_BY[input.sort]} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const counted = rows[0]?.n;
    return { ids: rows.map((r) => num(r.id)), total: counted == null ? null : num(counted) };
  });
}

/**
 * A common text: each owner's sort index walked (at most the plan's bound), merged. A walk that found fewer rows
 * than the page needs is whole only if its owner holds no more rows than it walked; else the estimate was wrong
 * and the grams index reads the page (null).
 */
async function walkPage(
  pool: pg.Pool,
  where: PgBookWhere,
  input: BookSearch,
  plan: PgTextPlan,
  owners: string[],
) {
  const { need, limit, offset, params } = pageBounds(where, input);
  const legs = owners.map((owner) => walkLeg(where, owner, input.sort, need, plan.walkBound));
  return inTransaction(pool, async (client) => {
    await settings(client, WALK_ONLY);
    const { rows } = await client.query<Row>(mergedPageWithLegs(legs, input.sort, limit, offset), params);
    const found = new Map((rows[0]?.found as string[][]).map(([leg, n]) => [Number(leg), Number(n)]));
    const short = owners.filter((_, k) => (found.get(k) ?? 0) < need);
    for (const owner of short) {
      const sql = boundedCount(`SELECT 1 FROM order_book b ${where.of(owner).sql}`, plan.walkBound);
      const { rows: held } = await client.query<Row>(sql, rowParams(where));
      if (num(held[0]?.n ?? 0) > plan.walkBound) return null;
    }
    return (rows[0]?.ids as string[]).map(Number);
  });
}

/** A text's page by the plan its estimates chose, and its count. */
async function textPage(
  pool: pg.Pool,
  where: PgBookWhere,
  input: BookSearch,
  legOwnersOf: Promise<string[]>,
): Promise<Page> {
  const [plan, owners] = await Promise.all([
    pgTextPlan(pool, where, (input.page + 1) * input.pageSize),
    legOwnersOf,
  ]);
  const count = () => countText(pool, where, plan, input.sort, owners);
  if (!plan.walk && where.narrow) {
    const found = await gramsPage(pool, where, input);
    return [found.ids, found.total ?? (await count())];
  }
  const page = async () =>
    (plan.walk ? await walkPage(pool, where, input, plan, owners) : null) ??
    (await gramsPage(pool, where, input)).ids;
  return Promise.all([page(), count()]);
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
    const legs = ownersShare(pool, owners).then((share) => legOwners(where, share));
    const [ids, counted] = await (where.text !== null ? textPage : plainPage)(pool, where, input, legs);
    const rows = await pgBookRows(pool, ids);
    const bound = where.text !== null ? BOOK_TEXT_TOTAL_BOUND : BOOK_TOTAL_BOUND;
    if (counted > bound) return { rows, total: bound, totalBounded: true };
    return { rows, total: counted };
  };
}
