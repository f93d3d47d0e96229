import type pg from 'pg';
import { packText } from '../../../../storage/packed-text';
import { DeskNameLost, type ClaimOptions, type FetchIntentInput } from '../../ledger-types';
import { inTransaction, num, type Row } from '../../../../storage/postgres/pg-db';
import { orderWaybillStates } from '../../../order-book';
import { assertClaimable, claimedOrders, type ClaimedOrder } from '../../fetch-intent-rules';
import { claimDeskName } from '../pg-desk-name';
import { expireLeases } from './intent-leases';
import type { PgIntentsDb } from './pg-intents-db';

/*
 * Several desks claim at once. The claim takes one transaction-level advisory lock per order (sorted, so two
 * claims never wait on each other in a circle), then reads the orders' states and writes the intent: a second
 * claim of any of those orders waits for the first to commit, and then sees its intent.
 */

/** The lock space of order claims (pg_advisory_xact_lock(int, int): class, hash of the order number). */
const CLAIM_LOCK_CLASS = 0x5e11;

/** Sorted, one statement: every claim takes its orders' locks in the same order. */
async function lockOrders(client: pg.PoolClient, sns: string[]): Promise<void> {
  await client.query<Row>(
    `SELECT pg_advisory_xact_lock($1, k) FROM
       (SELECT DISTINCT hashtext(sn) AS k FROM unnest($2::text[]) AS sn ORDER BY k) AS keys`,
    [CLAIM_LOCK_CLASS, sns],
  );
}

async function insertIntent(
  client: pg.PoolClient,
  { now, desk }: PgIntentsDb,
  intent: FetchIntentInput,
  claimed: ClaimedOrder[],
): Promise<number> {
  const { rows } = await client.query<Row>(
    `INSERT INTO fetch_intents (created_at, desk, shop_id, owner_id, cp_code, request_json, request_packed)
     VALUES ($1, $2, $3, $4, $5, '', $6) RETURNING id`,
    [
      now(),
      desk,
      intent.shopId,
      intent.ownerId,
      intent.cpCode,
      packText(JSON.stringify(intent.request ?? null)),
    ],
  );
  const id = num(rows[0]?.id);
  await client.query<Row>(
    `INSERT INTO fetch_intent_orders (intent_id, position, object_id, order_sn)
     SELECT $1, e.ord - 1, e.object_id, e.order_sn
     FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS e (object_id, order_sn, ord)`,
    [id, claimed.map((c) => c.objectId), claimed.map((c) => c.orderSn)],
  );
  return id;
}

export async function openFetchIntent(
  ctx: PgIntentsDb,
  intent: FetchIntentInput,
  { confirmDuplicate }: ClaimOptions,
): Promise<number> {
  const claimed = claimedOrders(intent);
  const sns = claimed.map((c) => c.orderSn);
  return inTransaction(
    ctx.pool,
    async (client) => {
      await lockOrders(client, sns);
      if (ctx.identity && !(await claimDeskName(client, ctx.identity))) throw new DeskNameLost(ctx.desk);
      await expireLeases(client, ctx.leaseMs);
      assertClaimable(await orderWaybillStates(client, intent.ownerId, sns), confirmDuplicate);
      return insertIntent(client, ctx, intent, claimed);
    },
    { durable: true },
  );
}
