import type { PgLedgerDb, Row } from '../../../storage/postgres/pg-db';
import type { OrderBookStore } from '../order-book-store';
import { orderNumberKey } from '../order-number-key';

/**
 * The owner's orders whose number reads as the key: one probe of `order_book_by_number_key` (migration 14). No
 * ORDER BY: sorting by order_sn would steer the planner to the (owner_id, order_sn) key, reading every order of
 * the owner; the few rows found are sorted after.
 */
export const PG_ORDER_NUMBER_SQL = `SELECT order_sn FROM order_book WHERE owner_id = $1 AND upper(order_sn) = $2 LIMIT 10`;

/** The book's lookup of an order by its number, width and case evened out. */
export function createPgOrderNumberLookup({ pool }: PgLedgerDb): Pick<OrderBookStore, 'findOrderNumbers'> {
  return {
    async findOrderNumbers(ownerId, number) {
      const { rows } = await pool.query<Row>(PG_ORDER_NUMBER_SQL, [ownerId, orderNumberKey(number)]);
      return rows.map((r) => String(r.order_sn)).sort();
    },
  };
}
