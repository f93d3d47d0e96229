import type pg from 'pg';
import { orderSnsOf, type IssuedWaybillInput, type StoredWaybill } from '../../ledger-types';
import { inTransaction, num, type Row } from '../../../../storage/postgres/pg-db';
import { orderWaybillStates } from '../../../order-book';
import { assertIntentTakesWaybills } from '../../claim-rule';
import { isSuperseded, waybillOrders } from '../../fetch-intent-rules';
import { readStoredWaybills } from '../pg-waybill-row';
import { pgLabelPacker } from '../pg-label-packer';
import { ordersOf } from './read-intents';
import { resolveUnknown } from './settle-intent';
import type { PgIntentsDb } from './pg-intents-db';

/*
 * The answer's waybills are committed with the intent's closing (the intent row locked FOR UPDATE), in one
 * durable transaction, before anything is returned: a paid waybill is never only in memory.
 */

interface WaybillContext {
  intentId: number;
  intent: Row;
  desk: string;
  at: number;
  packLabel: ReturnType<typeof pgLabelPacker>;
}

/** One issued waybill, its print data and its orders; its id. */
async function insertWaybill(
  client: pg.PoolClient,
  { intentId, intent, desk, at, packLabel }: WaybillContext,
  w: IssuedWaybillInput,
): Promise<number> {
  const { first, more } = waybillOrders(w);
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
      at,
      w.encrypted,
      w.receiverName,
      w.goodsName,
    ],
  );
  const id = num(inserted.rows[0]?.id);
  const label = await packLabel(String(intent.shop_id), String(intent.cp_code), w.printData);
  await client.query<Row>(
    'INSERT INTO waybill_print_data (waybill_id, packed, reference_id) VALUES ($1, $2, $3)',
    [id, label.packed, label.referenceId],
  );
  // The waybill belongs to every order of its group: their states and the claim rule read this.
  await client.query<Row>(
    `INSERT INTO waybill_orders (waybill_id, position, order_sn)
     SELECT $1, o.ord - 1, o.sn FROM unnest($2::text[]) WITH ORDINALITY AS o (sn, ord)`,
    [id, [first, ...more]],
  );
  return id;
}

/** Earlier unknown intents of these orders that the new waybills settle (see isSuperseded). */
async function supersedeSettled(
  client: pg.PoolClient,
  ownerId: string,
  orderSns: string[],
  at: number,
): Promise<void> {
  const { rows } = await client.query<Row>(
    `SELECT DISTINCT o.intent_id FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
     WHERE i.state = 'unknown' AND i.owner_id = $2 AND o.order_sn = ANY($1::text[])`,
    [orderSns, ownerId],
  );
  for (const row of rows) {
    const id = num(row.intent_id);
    if (isSuperseded(await orderWaybillStates(client, ownerId, await ordersOf(client, id)))) {
      await resolveUnknown(client, id, 'superseded', at);
    }
  }
}

export async function closeFetchIntentIssued(
  { pool, now, desk }: PgIntentsDb,
  intentId: number,
  issued: IssuedWaybillInput[],
): Promise<StoredWaybill[]> {
  return inTransaction(
    pool,
    async (client) => {
      const { rows } = await client.query<Row>(
        'SELECT shop_id, owner_id, cp_code, state FROM fetch_intents WHERE id = $1 FOR UPDATE',
        [intentId],
      );
      const intent = rows[0];
      assertIntentTakesWaybills(intentId, intent);
      const at = now();
      const ids: number[] = [];
      // One after another on the transaction's one client.
      const packLabel = pgLabelPacker(client, at);
      for (const w of issued)
        ids.push(await insertWaybill(client, { intentId, intent, desk, at, packLabel }, w));
      await client.query<Row>(
        `UPDATE fetch_intents SET state = 'issued', reason = '', closed_at = $2 WHERE id = $1`,
        [intentId, at],
      );
      await supersedeSettled(client, String(intent?.owner_id), issued.flatMap(orderSnsOf), at);
      return readStoredWaybills(client, ids);
    },
    { durable: true },
  );
}
