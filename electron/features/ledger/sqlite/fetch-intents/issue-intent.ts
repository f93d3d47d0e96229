import type { IssuedWaybillInput, StoredWaybill } from '../../ledger-types';
import { inDurableTransaction, jsonList } from '../../../../storage/sqlite/ledger-db';
import {
  ORDER_SEPARATOR,
  PRINT_DATA_COLUMNS,
  PRINT_DATA_JOIN,
  toStoredWaybill,
  WAYBILL_COLUMNS,
} from '../waybill-row';
import { labelPacker } from '../label-packer';
import type { StoredLabel } from '../../print-data-references';
import { assertIntentTakesWaybills } from '../../claim-rule';
import { isSuperseded, waybillOrders } from '../../fetch-intent-rules';
import { orderSnsOf } from '../../ledger-types';
import type { IntentsDb } from './intents-db';
import { intentOrders } from './read-intents';
import { resolveUnknown } from './settle-intent';

/*
 * The answer's waybills are committed with the intent's closing, in one fsynced transaction, before anything is
 * returned: a paid waybill is never only in memory.
 */

const INTENT_BY_ID = 'SELECT shop_id, owner_id, cp_code, state FROM fetch_intents WHERE id = ?';
const INSERT_WAYBILL = `INSERT INTO waybills (intent_id, object_id, order_sn, more_order_sns, waybill_code,
    parent_waybill_code, cp_code, shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name, desk)
  VALUES (:intentId, :objectId, :orderSn, :moreOrderSns, :waybillCode, :parentWaybillCode, :cpCode, :shopId,
    :ownerId, :issuedAt, :encrypted, :receiverName, :goodsName, :desk) RETURNING id`;
const INSERT_WAYBILL_ORDER = 'INSERT INTO waybill_orders (waybill_id, position, order_sn) VALUES (?, ?, ?)';
const INSERT_PRINT_DATA =
  'INSERT INTO waybill_print_data (waybill_id, print_data, reference_id) VALUES (?, ?, ?)';
const STORED_WAYBILLS = `SELECT ${WAYBILL_COLUMNS}, ${PRINT_DATA_COLUMNS} FROM waybills w ${PRINT_DATA_JOIN}
  WHERE w.id IN (SELECT value FROM json_each(?)) ORDER BY w.id`;
const MARK_ISSUED = `UPDATE fetch_intents SET state = 'issued', reason = '', closed_at = ? WHERE id = ?`;
const UNKNOWN_COVERING = `SELECT DISTINCT o.intent_id FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
  WHERE i.state = 'unknown' AND i.owner_id = ? AND o.order_sn IN (SELECT value FROM json_each(?))`;

type IntentRow = Record<string, unknown>;

/** One issued waybill, its print data and its orders; its id. */
function insertWaybill(
  ctx: IntentsDb,
  intentId: number,
  intent: IntentRow,
  waybill: IssuedWaybillInput,
  { at, packLabel }: { at: number; packLabel: ReturnType<typeof labelPacker> },
) {
  const { statement, desk } = ctx;
  const { first, more } = waybillOrders(waybill);
  const row = statement(INSERT_WAYBILL).get({
    intentId,
    objectId: waybill.objectId,
    orderSn: first,
    moreOrderSns: more.join(ORDER_SEPARATOR),
    waybillCode: waybill.waybillCode,
    parentWaybillCode: waybill.parentWaybillCode,
    cpCode: String(intent.cp_code),
    shopId: String(intent.shop_id),
    ownerId: String(intent.owner_id),
    issuedAt: at,
    encrypted: waybill.encrypted ? 1 : 0,
    receiverName: waybill.receiverName,
    goodsName: waybill.goodsName,
    desk,
  });
  const id = Number(row?.id);
  const label: StoredLabel = packLabel(String(intent.shop_id), String(intent.cp_code), waybill.printData);
  statement(INSERT_PRINT_DATA).run(id, label.packed, label.referenceId);
  // The waybill belongs to every order of its group: their states and the claim rule read this.
  [first, ...more].forEach((orderSn, position) => statement(INSERT_WAYBILL_ORDER).run(id, position, orderSn));
  return id;
}

/** Earlier unknown intents of these orders that the new waybills settle (see isSuperseded). */
function supersedeSettled(ctx: IntentsDb, ownerId: string, orderSns: string[], at: number): void {
  for (const row of ctx.statement(UNKNOWN_COVERING).all(ownerId, jsonList(orderSns))) {
    const id = Number(row.intent_id);
    if (isSuperseded(ctx.statesOf(ownerId, intentOrders(ctx, id)))) resolveUnknown(ctx, id, 'superseded', at);
  }
}

export function closeFetchIntentIssued(
  ctx: IntentsDb,
  intentId: number,
  issued: IssuedWaybillInput[],
): StoredWaybill[] {
  const { db, now, desk, statement } = ctx;
  return inDurableTransaction(db, () => {
    const intent = statement(INTENT_BY_ID).get(intentId);
    assertIntentTakesWaybills(intentId, intent);
    const issuedAt = now();
    const packLabel = labelPacker(ctx, issuedAt);
    const ids = issued.map((waybill) =>
      insertWaybill(ctx, intentId, intent, waybill, { at: issuedAt, packLabel }),
    );
    statement(MARK_ISSUED).run(issuedAt, intentId);
    supersedeSettled(ctx, String(intent.owner_id), issued.flatMap(orderSnsOf), issuedAt);
    return statement(STORED_WAYBILLS)
      .all(jsonList(ids))
      .map((row) => toStoredWaybill(row, desk));
  });
}
