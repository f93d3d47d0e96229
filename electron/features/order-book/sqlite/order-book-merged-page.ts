import type { BookSearch } from '../order-book-store';
import type { LedgerDb, Params } from '../../../storage/sqlite/ledger-db';

/*
 * A page of a search over several owners, costing its rows, not the owners' matches: one read per owner, each
 * walking that owner's sort index in the page's order (`owner_id = ?` first in every sort index), joined by
 * UNION ALL under the page's ORDER BY, which SQLite runs as a merge of the sorted reads (MERGE (UNION ALL) in its
 * plan): together they read about as many rows as the page ends at (rows before it + its own), however many
 * orders match. `owner_id IN (…)` instead reads every match of every owner and sorts them before taking the page.
 */

/** The sort's columns as each read names them, and the page's ORDER BY over the merged reads. */
const SORTS: Record<BookSearch['sort'], { columns: string; orderBy: string }> = {
  newest: {
    columns: 'b.confirm_time AS confirm_time, b.order_sn AS order_sn',
    orderBy: 'ORDER BY confirm_time DESC, order_sn DESC',
  },
  oldest: {
    columns: 'b.confirm_time AS confirm_time, b.order_sn AS order_sn',
    orderBy: 'ORDER BY confirm_time ASC, order_sn ASC',
  },
  'ship-by': {
    columns: 'b.last_ship_time AS last_ship_time, b.confirm_time AS confirm_time, b.order_sn AS order_sn',
    orderBy: 'ORDER BY last_ship_time ASC, confirm_time DESC, order_sn DESC',
  },
};

/** The sort of one owner's read, as its index gives it. */
export const ORDER_BY: Record<BookSearch['sort'], string> = {
  newest: 'ORDER BY b.confirm_time DESC, b.order_sn DESC',
  oldest: 'ORDER BY b.confirm_time ASC, b.order_sn ASC',
  'ship-by': 'ORDER BY b.last_ship_time ASC, b.confirm_time DESC, b.order_sn DESC',
};

/**
 * The ids of rows `offset` to `offset + limit` of the owners' matches of `where` (conditions on `b` without the
 * owner, naming `params`), in the sort's order. Owner n is `:owner<n>`; one owner reads its index alone.
 */
export function mergedPage(
  statement: LedgerDb['statement'],
  owners: readonly string[],
  filter: { where: string; params: Params },
  page: { sort: BookSearch['sort']; offset: number; limit: number },
): number[] {
  const { columns, orderBy } = SORTS[page.sort];
  const reads = owners.map(
    (_, n) =>
      `SELECT b.id AS id, ${columns} FROM order_book b WHERE b.owner_id = :owner${n} AND ${filter.where}`,
  );
  const sql =
    owners.length === 1
      ? `${reads[0]} ${ORDER_BY[page.sort]} LIMIT :limit OFFSET :offset`
      : `${reads.join(' UNION ALL ')} ${orderBy} LIMIT :limit OFFSET :offset`;
  const named = Object.fromEntries(owners.map((owner, n) => [`owner${n}`, owner]));
  return statement(sql)
    .all({ ...filter.params, ...named, limit: page.limit, offset: page.offset })
    .map((row) => Number(row.id));
}
