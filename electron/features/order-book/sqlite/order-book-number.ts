import type { LedgerDb } from '../../../storage/sqlite/ledger-db';
import { orderNumberKey } from '../order-number-key';
import type { SqliteOrderBook } from './order-book-type';

/**
 * The owner's orders whose number reads as the key: one probe of `order_book_by_number_key` (migration 14). No
 * ORDER BY: sorting by order_sn would steer the planner to the (owner_id, order_sn) key, reading every order of
 * the owner; the few rows found are sorted after.
 */
export const ORDER_NUMBER_SQL = `SELECT order_sn FROM order_book WHERE owner_id = ? AND upper(order_sn) = ? LIMIT 10`;

/** The book's lookup of an order by its number, width and case evened out. */
export function createSqliteOrderNumberLookup({
  statement,
}: LedgerDb): Pick<SqliteOrderBook, 'findOrderNumbers'> {
  return {
    findOrderNumbers(ownerId, number) {
      return statement(ORDER_NUMBER_SQL)
        .all(ownerId, orderNumberKey(number))
        .map((row) => String(row.order_sn))
        .sort();
    },
  };
}
