import { packText } from '../../../../storage/packed-text';
import type { ClaimOptions, FetchIntentInput } from '../../ledger-types';
import { inDurableTransaction, type LedgerDb } from '../../../../storage/sqlite/ledger-db';
import { assertClaimable, claimedOrders, STOPPED_MID_FETCH } from '../../fetch-intent-rules';
import type { IntentsDb } from './intents-db';

/*
 * Opening an intent claims its orders in the same write transaction (BEGIN IMMEDIATE: one writer at a time), so
 * two fetches of one order cannot both start; it is committed (fsynced) before the gateway is called.
 */

const INSERT_INTENT = `INSERT INTO fetch_intents (created_at, shop_id, owner_id, cp_code, desk)
  VALUES (:createdAt, :shopId, :ownerId, :cpCode, :desk) RETURNING id`;
const INSERT_BODY = 'INSERT INTO fetch_intent_bodies (intent_id, body) VALUES (?, ?)';
const INSERT_ORDER =
  'INSERT INTO fetch_intent_orders (intent_id, position, object_id, order_sn) VALUES (?, ?, ?, ?)';

export function openFetchIntent(
  ctx: IntentsDb,
  intent: FetchIntentInput,
  { confirmDuplicate }: ClaimOptions,
): number {
  const claimed = claimedOrders(intent);
  const { db, now, desk, statement } = ctx;
  return inDurableTransaction(db, () => {
    // Checked inside the write transaction: no other writer can claim these orders in between.
    assertClaimable(
      ctx.statesOf(
        intent.ownerId,
        claimed.map((c) => c.orderSn),
      ),
      confirmDuplicate,
    );
    const row = statement(INSERT_INTENT).get({
      createdAt: now(),
      shopId: intent.shopId,
      ownerId: intent.ownerId,
      cpCode: intent.cpCode,
      desk,
    });
    const id = Number(row?.id);
    statement(INSERT_BODY).run(id, packText(JSON.stringify(intent.request ?? null)));
    claimed.forEach((entry, position) =>
      statement(INSERT_ORDER).run(id, position, entry.objectId, entry.orderSn),
    );
    return id;
  });
}

/** At open: intents a stopped desk left on the wire become unknown (one desk per SQLite file). */
export function settleStoppedIntents({ statement }: LedgerDb): void {
  statement(`UPDATE fetch_intents SET state = 'unknown', reason = ? WHERE state = 'open'`).run(
    STOPPED_MID_FETCH,
  );
}
