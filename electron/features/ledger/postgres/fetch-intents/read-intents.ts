import type { OpenFetchIntent } from '../../ledger-types';
import type { Db, Row } from '../../../../storage/postgres/pg-db';
import { toOpenFetchIntent } from '../../fetch-intent-rules';
import { expireLeases } from './intent-leases';
import type { PgIntentsDb } from './pg-intents-db';

/* The journal as read: the intents whose outcome is unknown (leases run out first), and an intent's orders. */

export async function openFetchIntents({ pool, leaseMs }: PgIntentsDb): Promise<OpenFetchIntent[]> {
  await expireLeases(pool, leaseMs);
  const { rows } = await pool.query<Row>(
    `SELECT i.id, i.created_at, i.cp_code, i.reason,
       (SELECT array_agg(o.order_sn ORDER BY o.position) FROM fetch_intent_orders o WHERE o.intent_id = i.id)
         AS order_sns
     FROM fetch_intents i WHERE i.state = 'unknown' ORDER BY i.id`,
  );
  return rows.map((row) => toOpenFetchIntent(row, (row.order_sns as string[] | null) ?? []));
}

export const ordersOf = async (db: Db, intentId: number): Promise<string[]> =>
  (
    await db.query<Row>('SELECT order_sn FROM fetch_intent_orders WHERE intent_id = $1 ORDER BY position', [
      intentId,
    ])
  ).rows.map((r) => String(r.order_sn));

export const intentOrders = ({ pool }: PgIntentsDb, intentId: number): Promise<string[]> =>
  ordersOf(pool, intentId);
