import type pg from 'pg';
import type { Row } from '../../../storage/postgres/pg-db';
import { ALL_OWNERS, rowParams, type PgBookWhere } from './pg-order-book-where';

/*
 * How a text search reads its page, chosen by estimates before anything is read: the planner's of the rows the
 * filters keep, and the text's share of a small sample of the search rows. Walking a sort index and testing each row costs
 * the rows walked, about `need / share` (need = the rows up to the page's end, share = the text's share of the
 * rows); reading the matches through the grams index and sorting them costs the matches, `share × rows`. So the
 * walk is taken when `share² × rows ≥ need`: a word or a character most orders hold walks, an order-number or
 * phone fragment goes through the index. Neither ever reads far past its estimate: the walk stops after
 * `walkBound` rows and the search falls back to the index (see pg-order-book-search.ts).
 */

export interface PgTextPlan {
  /** Walk the sort index (common text) rather than sort the matches found through the grams index. */
  walk: boolean;
  /** Rows one owner's walk reads at most before the search falls back to the grams index. */
  walkBound: number;
  /** Count by walking too: the matches are so common the bound is reached within few rows. */
  countByWalk: boolean;
}

/** A walk expects its page within this many times the rows its estimate says; past that the estimate was wrong. */
const WALK_SLACK = 4;
const MIN_WALK_BOUND = 2_000;
const MAX_WALK_BOUND = 100_000;
/** About this many search rows are tested for an estimate (a few milliseconds, whatever the book's size). */
const SAMPLE_ROWS = 2_000;
/** Past this share a bounded count finds its bound within a few thousand rows walked. */
const COUNT_BY_WALK_SHARE = 0.25;

async function estimatedRows(pool: pg.Pool, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await pool.query<Row>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const plan = rows[0]?.['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return plan?.[0].Plan['Plan Rows'] ?? 0;
}

/**
 * The text's share of the book, from a sample of about SAMPLE_ROWS search rows (whole pages, the same ones every
 * time: REPEATABLE), each tested by the substring. The grams index's statistics say it badly: the planner
 * multiplies the shares of a query's grams as if they were independent, and a word's grams come together (运动跑鞋's
 * two 3-grams: estimated at a fraction of a percent of the rows a goods name is found in).
 */
async function sampledShare(pool: pg.Pool, folded: string): Promise<number> {
  const { rows } = await pool.query<Row>(
    `SELECT count(*) FILTER (WHERE strpos(t.search_text, $1::text) > 0) AS hits, count(*) AS n
     FROM order_book_text t TABLESAMPLE SYSTEM ((
       SELECT least(100, 100 * $2::float8 / greatest(c.reltuples, 1)) FROM pg_class c
       WHERE c.oid = 'order_book_text'::regclass)) REPEATABLE (7)`,
    [folded, SAMPLE_ROWS],
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > 0 ? Number(rows[0]?.hits ?? 0) / n : 0;
}

/** The estimates of the text's share of the book and of the rows its filters keep; then the plan. */
export async function pgTextPlan(pool: pg.Pool, where: PgBookWhere, need: number): Promise<PgTextPlan> {
  const [share, scope] = await Promise.all([
    sampledShare(pool, where.folded ?? ''),
    estimatedRows(pool, `SELECT 1 FROM order_book b ${where.of(ALL_OWNERS).sql}`, rowParams(where)),
  ]);
  const walk = share * share * scope >= need;
  const walkBound = Math.round(
    Math.min(MAX_WALK_BOUND, Math.max(MIN_WALK_BOUND, (WALK_SLACK * need) / Math.max(share, 1e-9))),
  );
  return { walk, walkBound, countByWalk: walk && share >= COUNT_BY_WALK_SHARE };
}
