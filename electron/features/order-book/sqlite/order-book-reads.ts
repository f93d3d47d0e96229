import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { unpackText } from '../../../storage/packed-text';
import type { SqliteOrderBook } from './order-book-type';

/** The book's plain reads: stored copies and counts. */
export function createSqliteOrderBookReads({
  statement,
}: LedgerDb): Pick<
  SqliteOrderBook,
  'getOrders' | 'countsByStatus' | 'countConfirmedBetween' | 'oldestChangeable'
> {
  return {
    getOrders(ownerId, orderSns) {
      const found = new Map<string, SoldOrder>();
      // The book's copy, else the archive's (an order closed or completed long ago).
      const rows = statement(
        `SELECT b.order_sn, d.json FROM order_book b JOIN order_book_docs d ON d.id = b.id
         WHERE b.owner_id = :owner AND b.order_sn IN (SELECT value FROM json_each(:sns))
         UNION ALL
         SELECT a.order_sn, a.packed FROM order_book_archive a
         WHERE a.owner_id = :owner AND a.order_sn IN (SELECT value FROM json_each(:sns))
           AND NOT EXISTS (SELECT 1 FROM order_book b WHERE b.owner_id = :owner AND b.order_sn = a.order_sn)`,
      ).all({ owner: ownerId, sns: jsonList(orderSns) });
      // Written by store() from an already validated SoldOrder.
      for (const row of rows) found.set(String(row.order_sn), JSON.parse(unpackText(row.json)) as SoldOrder);
      return found;
    },

    countsByStatus(owners) {
      const counts: Record<string, number> = {};
      for (const row of statement(
        `SELECT status, count(*) AS n FROM order_book
         WHERE owner_id IN (SELECT value FROM json_each(?)) GROUP BY status`,
      ).all(jsonList(owners))) {
        counts[String(row.status)] = Number(row.n);
      }
      return counts;
    },

    countConfirmedBetween(ownerId, from, to, statuses) {
      const row = statement(
        `SELECT count(*) AS n FROM order_book WHERE owner_id = :owner AND confirm_time BETWEEN :from AND :to
           AND (:all OR status IN (SELECT value FROM json_each(:statuses)))`,
      ).get({ owner: ownerId, from, to, all: statuses ? 0 : 1, statuses: jsonList(statuses ?? []) });
      return Number(row?.n ?? 0);
    },

    oldestChangeable(ownerId, from) {
      const row = statement(
        `SELECT min(confirm_time) AS t FROM order_book
         WHERE owner_id = ? AND status IN (1, 2) AND confirm_time >= ?`,
      ).get(ownerId, from);
      return row?.t == null ? null : Number(row.t);
    },
  };
}
