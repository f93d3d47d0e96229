import type { BookSearch } from '../order-book-store';
import type { PgBookWhere } from './pg-order-book-where';

/*
 * The SQL of a page read in legs: each leg reads its rows up to the page's end in a sort index's order and stops
 * there (LIMIT), and the legs' reads are merged in the sort's order. A leg is one owner (`= ($1)[k]`, its own
 * owner-first sort index) or every owner at once (`= ANY(…)`, a filter on a sort index across owners); which, is
 * chosen by pg-order-book-legs.ts. Either way the cost is the page's rows, whatever the book holds.
 */

export const ORDER_BY: Record<BookSearch['sort'], string> = {
  newest: 'ORDER BY b.confirm_time DESC, b.order_sn DESC',
  oldest: 'ORDER BY b.confirm_time ASC, b.order_sn ASC',
  'ship-by': 'ORDER BY b.last_ship_time ASC, b.confirm_time DESC, b.order_sn DESC',
};

/** What a leg yields: the row and its sort keys, so that the legs can be merged. */
const SORT_KEYS = 'b.id, b.confirm_time, b.last_ship_time, b.order_sn';

/** A whole number for SQL text (the page's bounds are computed here, never typed). */
const whole = (n: number): number => Math.max(0, Math.trunc(n));

/** One owner's rows up to the page's end, in the sort index's order (no text). */
export const plainLeg = (where: PgBookWhere, owner: string, sort: BookSearch['sort'], need: number) =>
  `SELECT ${SORT_KEYS} FROM order_book b ${where.of(owner).sql} ${ORDER_BY[sort]} LIMIT ${whole(need)}`;

/**
 * One owner's matches of a common text up to the page's end: the sort index walked in order, at most `bound`
 * rows of it, each order row tested by the substring of its search text (the search row holds the same text; the
 * order row is read anyway, a search row looked up by its key per row cost four times the walk).
 */
export function walkLeg(
  where: PgBookWhere,
  owner: string,
  sort: BookSearch['sort'],
  need: number,
  bound: number,
): string {
  const conditions = where.of(owner);
  return `SELECT ${SORT_KEYS} FROM (SELECT ${SORT_KEYS}, b.search_text FROM order_book b ${conditions.sql}
      ${ORDER_BY[sort]} LIMIT ${whole(bound)}) b
    WHERE ${conditions.walkTextSql} ${ORDER_BY[sort]} LIMIT ${whole(need)}`;
}

/** The legs, merged in the sort's order: the page's ids. */
export const mergedPage = (legs: string[], sort: BookSearch['sort'], limit: string, offset: string) =>
  `SELECT b.id FROM (${legs.map((leg) => `(${leg})`).join(' UNION ALL ')}) b
   ${ORDER_BY[sort]} LIMIT ${limit} OFFSET ${offset}`;

/**
 * The legs, merged: the page's ids, and how many rows each leg found (`[leg, n]`, a leg that found none left
 * out): a walk that found fewer than it needed may have stopped at its bound.
 */
export const mergedPageWithLegs = (legs: string[], sort: BookSearch['sort'], limit: string, offset: string) =>
  `WITH legs AS MATERIALIZED (${legs.map((leg, k) => `(SELECT ${k} AS leg, l.* FROM (${leg}) l)`).join(' UNION ALL ')})
   SELECT array(SELECT b.id FROM legs b ${ORDER_BY[sort]} LIMIT ${limit} OFFSET ${offset}) AS ids,
     array(SELECT array[leg, count(*)] FROM legs GROUP BY leg) AS found`;
