import type { OpenFetchIntent } from '../../ledger-types';
import { toOpenFetchIntent } from '../../fetch-intent-rules';
import type { IntentsDb } from './intents-db';

/* The journal as read: the intents whose outcome is unknown, and the orders an intent claimed. */

const UNKNOWN_INTENTS = `SELECT i.id, i.created_at, i.cp_code, i.reason,
    (SELECT json_group_array(order_sn) FROM
      (SELECT o.order_sn FROM fetch_intent_orders o WHERE o.intent_id = i.id ORDER BY o.position)) AS order_sns
  FROM fetch_intents i WHERE i.state = 'unknown' ORDER BY i.id`;
const ORDERS_OF = 'SELECT order_sn FROM fetch_intent_orders WHERE intent_id = ? ORDER BY position';

export function openFetchIntents({ statement }: IntentsDb): OpenFetchIntent[] {
  return statement(UNKNOWN_INTENTS)
    .all()
    .map((row) => toOpenFetchIntent(row, JSON.parse(String(row.order_sns)) as string[]));
}

export function intentOrders({ statement }: IntentsDb, intentId: number): string[] {
  return statement(ORDERS_OF)
    .all(intentId)
    .map((row) => String(row.order_sn));
}
