import type pg from 'pg';
import type { Row } from '../../../storage/postgres/pg-db';
import { ALL_OWNERS, type PgBookWhere } from './pg-order-book-where';

/*
 * How a page is read: one walk per owner, each in its owner's sort index (owner first), or one walk of a sort
 * index across owners with the owners a filter. A walk per owner reads up to the page's end in each of them (the
 * owners times the page); a walk across owners reads the page's rows divided by the owners' share of the book.
 * So a desk serving the shops that hold most of the book walks across them, one serving a few of many walks each.
 */

/** The owners' share of the book's rows, from the planner's statistics (0 when there are none yet). */
export async function ownersShare(pool: pg.Pool, owners: readonly string[]): Promise<number> {
  const { rows } = await pool.query<Row>(
    `SELECT coalesce(sum(m.freq), 0) AS share FROM pg_stats s,
       unnest(s.most_common_vals::text::text[], s.most_common_freqs) AS m (owner, freq)
     WHERE s.schemaname = current_schema() AND s.tablename = 'order_book' AND s.attname = 'owner_id'
       AND m.owner = ANY($1::text[])`,
    [owners],
  );
  return Number(rows[0]?.share ?? 0);
}

/** The owner conditions of a page's walks: one across the owners when that reads fewer rows, else one each. */
export const legOwners = (where: PgBookWhere, share: number): string[] =>
  where.eachOwner.length > 1 && share * where.eachOwner.length > 1 ? [ALL_OWNERS] : where.eachOwner;
