import { packText } from '../../../storage/packed-text';
import type pg from 'pg';
import {
  ClaimRefused,
  DeskNameLost,
  orderSnsOf,
  type FetchIntentInput,
  type IntentResolution,
  type IssuedWaybillInput,
  type Ledger,
  type OpenFetchIntent,
  type StoredWaybill,
} from '../ledger-types';
import { STOPPED_MID_FETCH } from '../sqlite/fetch-intents';
import { inTransaction, num, type Db, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { orderWaybillStates } from '../../order-book';
import { readStoredWaybills } from './pg-waybill-row';
import { assertIntentTakesWaybills, claimBlockers } from '../claim-rule';
import { claimDeskName, type DeskIdentity } from './pg-desk-name';

/*
 * Fetch intents on the shared database: the same bracket as the SQLite ledger (intent committed before the gateway
 * is called, waybills committed with its closing), but several desks claim at once. The claim takes one
 * transaction-level advisory lock per order (sorted, so two claims never wait on each other in a circle), then
 * reads the orders' states and writes the intent: a second claim of any of those orders waits for the first to
 * commit, and then sees its intent. A desk that stopped answering (heartbeat older than the lease) leaves its open
 * intents as outcome unknown for everyone, never free.
 */

type Methods = Pick<
  Ledger,
  | 'openFetchIntent'
  | 'closeFetchIntentIssued'
  | 'closeFetchIntentFailed'
  | 'markFetchIntentUnknown'
  | 'openFetchIntents'
  | 'resolveFetchIntent'
  | 'intentOrders'
>;

/** The lock space of order claims (pg_advisory_xact_lock(int, int): class, hash of the order number). */
const CLAIM_LOCK_CLASS = 0x5e11;

export const stoppedDeskReason = (desk: string): string =>
  `desk ${desk} stopped answering before the gateway answered`;

/** Open intents of desks whose lease ran out (by the database's clock) become outcome unknown. */
export async function expireLeases(db: Db, leaseMs: number): Promise<void> {
  await db.query<Row>(
    `UPDATE fetch_intents i SET state = 'unknown', reason = 'desk ' || i.desk || $2
     WHERE i.state = 'open' AND NOT EXISTS (
       SELECT 1 FROM desks d WHERE d.name = i.desk AND d.heartbeat_at > now() - make_interval(secs => $1::float8 / 1000))`,
    [leaseMs, ' stopped answering before the gateway answered'],
  );
}

/** At open: this desk's intents left on the wire by its previous run become outcome unknown. */
export async function settleOwnStoppedIntents(db: Db, desk: string): Promise<void> {
  await db.query<Row>(
    `UPDATE fetch_intents SET state = 'unknown', reason = $2 WHERE state = 'open' AND desk = $1`,
    [desk, STOPPED_MID_FETCH],
  );
}

const ordersOf = async (db: Db, intentId: number): Promise<string[]> =>
  (
    await db.query<Row>('SELECT order_sn FROM fetch_intent_orders WHERE intent_id = $1 ORDER BY position', [
      intentId,
    ])
  ).rows.map((r) => String(r.order_sn));

/**
 * After a confirmed re-fetch, an earlier unknown intent is settled as 'superseded' only when every one of its
 * orders now holds a waybill issued after it.
 */
async function supersedeSettled(client: pg.PoolClient, orderSns: string[], at: number): Promise<void> {
  const { rows } = await client.query<Row>(
    `SELECT DISTINCT o.intent_id FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
     WHERE i.state = 'unknown' AND o.order_sn = ANY($1::text[])`,
    [orderSns],
  );
  for (const row of rows) {
    const id = num(row.intent_id);
    const states = await orderWaybillStates(client, await ordersOf(client, id));
    if ([...states.values()].every((s) => s.state !== 'outcome-unknown')) {
      await client.query<Row>(
        `UPDATE fetch_intents SET state = 'resolved', reason = 'superseded', closed_at = $2
         WHERE id = $1 AND state = 'unknown'`,
        [id, at],
      );
    }
  }
}

/**
 * `identity`: every claim renews this desk's name lease in its own transaction, and is refused with
 * {@link DeskNameLost} when another desk holds the name now (this one was frozen or cut off past its lease).
 */
export function createPgFetchIntents(
  { pool, now, desk, leaseMs }: PgLedgerDb,
  identity?: DeskIdentity,
): Methods {
  return {
    async openFetchIntent(intent: FetchIntentInput, { confirmDuplicate }) {
      if (intent.entries.length === 0) throw new Error('A fetch intent needs at least one order.');
      // Every order of a merge group is claimed, so any of them that is not free blocks the group.
      const claimed = intent.entries.flatMap((entry) =>
        orderSnsOf(entry).map((orderSn) => ({ objectId: entry.objectId, orderSn })),
      );
      const sns = claimed.map((c) => c.orderSn);
      return inTransaction(
        pool,
        async (client) => {
          // Sorted, one statement: every claim takes its orders' locks in the same order.
          await client.query<Row>(
            `SELECT pg_advisory_xact_lock($1, k) FROM
               (SELECT DISTINCT hashtext(sn) AS k FROM unnest($2::text[]) AS sn ORDER BY k) AS keys`,
            [CLAIM_LOCK_CLASS, sns],
          );
          if (identity && !(await claimDeskName(client, identity))) throw new DeskNameLost(desk);
          await expireLeases(client, leaseMs);
          const { fetching, held } = claimBlockers(await orderWaybillStates(client, sns));
          if (fetching.length > 0) throw new ClaimRefused('fetch-in-progress', fetching);
          if (held.length > 0 && !confirmDuplicate) throw new ClaimRefused('duplicate-waybill', held);
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
            [id, claimed.map((c) => c.objectId), sns],
          );
          return id;
        },
        { durable: true },
      );
    },

    async closeFetchIntentIssued(intentId: number, issued: IssuedWaybillInput[]): Promise<StoredWaybill[]> {
      return inTransaction(
        pool,
        async (client) => {
          const { rows } = await client.query<Row>(
            'SELECT shop_id, owner_id, cp_code, state FROM fetch_intents WHERE id = $1 FOR UPDATE',
            [intentId],
          );
          const intent = rows[0];
          assertIntentTakesWaybills(intentId, intent);
          const issuedAt = now();
          const ids: number[] = [];
          for (const w of issued) {
            const [first = w.orderSn, ...more] = orderSnsOf(w);
            const inserted = await client.query<Row>(
              `INSERT INTO waybills (intent_id, desk, object_id, order_sn, more_order_sns, waybill_code,
                 parent_waybill_code, cp_code, shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
              [
                intentId,
                desk,
                w.objectId,
                first,
                more,
                w.waybillCode,
                w.parentWaybillCode,
                intent.cp_code,
                intent.shop_id,
                intent.owner_id,
                issuedAt,
                w.encrypted,
                w.receiverName,
                w.goodsName,
              ],
            );
            const id = num(inserted.rows[0]?.id);
            ids.push(id);
            await client.query<Row>('INSERT INTO waybill_print_data (waybill_id, packed) VALUES ($1, $2)', [
              id,
              packText(w.printData, 'printDataDict'),
            ]);
            // The waybill belongs to every order of its group: their states and the claim rule read this.
            await client.query<Row>(
              `INSERT INTO waybill_orders (waybill_id, position, order_sn)
               SELECT $1, o.ord - 1, o.sn FROM unnest($2::text[]) WITH ORDINALITY AS o (sn, ord)`,
              [id, [first, ...more]],
            );
          }
          await client.query<Row>(
            `UPDATE fetch_intents SET state = 'issued', reason = '', closed_at = $2 WHERE id = $1`,
            [intentId, issuedAt],
          );
          await supersedeSettled(client, issued.flatMap(orderSnsOf), issuedAt);
          return readStoredWaybills(client, ids);
        },
        { durable: true },
      );
    },

    async closeFetchIntentFailed(intentId, reason) {
      await pool.query<Row>(
        `UPDATE fetch_intents SET state = 'failed', reason = $2, closed_at = $3
         WHERE id = $1 AND state IN ('open', 'unknown')`,
        [intentId, reason, now()],
      );
    },

    async markFetchIntentUnknown(intentId, reason) {
      await pool.query<Row>(
        `UPDATE fetch_intents SET state = 'unknown', reason = $2 WHERE id = $1 AND state IN ('open', 'unknown')`,
        [intentId, reason],
      );
    },

    async openFetchIntents(): Promise<OpenFetchIntent[]> {
      await expireLeases(pool, leaseMs);
      const { rows } = await pool.query<Row>(
        `SELECT i.id, i.created_at, i.cp_code, i.reason,
           (SELECT array_agg(o.order_sn ORDER BY o.position) FROM fetch_intent_orders o WHERE o.intent_id = i.id)
             AS order_sns
         FROM fetch_intents i WHERE i.state = 'unknown' ORDER BY i.id`,
      );
      return rows.map((row) => ({
        id: num(row.id),
        createdAt: num(row.created_at),
        cpCode: String(row.cp_code),
        orderSns: (row.order_sns as string[] | null) ?? [],
        reason: String(row.reason),
      }));
    },

    async resolveFetchIntent(intentId): Promise<IntentResolution> {
      const result = await pool.query<Row>(
        `UPDATE fetch_intents SET state = 'resolved', reason = 'not-issued', closed_at = $2
         WHERE id = $1 AND state = 'unknown'`,
        [intentId, now()],
      );
      if (result.rowCount === 1) return 'resolved';
      const { rows } = await pool.query<Row>('SELECT state FROM fetch_intents WHERE id = $1', [intentId]);
      return rows[0]?.state === 'open' ? 'in-flight' : 'closed';
    },

    intentOrders: (intentId) => ordersOf(pool, intentId),
  };
}
