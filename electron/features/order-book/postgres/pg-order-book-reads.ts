import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import type { OrderBookStore } from '../order-book-store';
import { num, numOrNull, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { int } from './pg-order-book-values';
import { unpackText } from '../../../storage/packed-text';

/** The book's plain reads: stored copies and counts. */
export function createPgOrderBookReads({
  pool,
}: PgLedgerDb): Pick<
  OrderBookStore,
  'getOrders' | 'countsByStatus' | 'countConfirmedBetween' | 'oldestChangeable'
> {
  return {
    async getOrders(ownerId, orderSns) {
      // The book's copy, else the archive's (an order closed or completed long ago, packed).
      const { rows } = await pool.query<Row>(
        `SELECT order_sn, json, NULL AS packed FROM order_book WHERE owner_id = $1 AND order_sn = ANY($2::text[])
         UNION ALL
         SELECT a.order_sn, NULL, a.packed FROM order_book_archive a
         WHERE a.owner_id = $1 AND a.order_sn = ANY($2::text[])
           AND NOT EXISTS (SELECT 1 FROM order_book b WHERE b.owner_id = $1 AND b.order_sn = a.order_sn)`,
        [ownerId, orderSns],
      );
      // Written by store() from an already validated SoldOrder.
      return new Map(
        rows.map((r) => [
          String(r.order_sn),
          JSON.parse(typeof r.json === 'string' ? r.json : unpackText(r.packed)) as SoldOrder,
        ]),
      );
    },

    async countsByStatus(owners) {
      const { rows } = await pool.query<Row>(
        'SELECT status, count(*) AS n FROM order_book WHERE owner_id = ANY($1::text[]) GROUP BY status',
        [owners],
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
  };
}
