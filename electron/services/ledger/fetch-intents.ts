import type { FetchIntentInput, IssuedWaybillInput, OpenFetchIntent, StoredWaybill } from './ledger-types';
import { inDurableTransaction, jsonList, type LedgerDb } from './ledger-db';
import { toStoredWaybill, WAYBILL_COLUMNS } from './waybill-row';

/*
 * A fetch costs money and the gateway issues again on a repeat (W11), so every fetch is bracketed:
 * the intent is committed (fsynced) before the gateway is called, and the answer's waybills are committed
 * with the intent's closing before anything is returned. An intent that never closes stays 'open' (or
 * 'unknown' once the caller knows the answer was lost) and shows its orders as "fetch outcome unknown".
 */

const UNSETTLED = "('open', 'unknown')";

export interface FetchIntents {
  openFetchIntent(intent: FetchIntentInput): number;
  closeFetchIntentIssued(intentId: number, issued: IssuedWaybillInput[], charged: number): StoredWaybill[];
  closeFetchIntentFailed(intentId: number, reason: string): void;
  markFetchIntentUnknown(intentId: number, reason: string): void;
  openFetchIntents(): OpenFetchIntent[];
  resolveFetchIntent(intentId: number, resolution: 'not-issued' | 'superseded'): boolean;
}

export function createFetchIntents({ db, now, statement }: LedgerDb): FetchIntents {
  const insertIntent = statement(
    `INSERT INTO fetch_intents (created_at, shop_id, owner_id, cp_code, request_json)
     VALUES (:createdAt, :shopId, :ownerId, :cpCode, :requestJson) RETURNING id`,
  );
  const insertIntentOrder = statement(
    'INSERT INTO fetch_intent_orders (intent_id, position, object_id, order_sn) VALUES (?, ?, ?, ?)',
  );
  const intentById = statement('SELECT shop_id, owner_id, cp_code, state FROM fetch_intents WHERE id = ?');
  const insertWaybill = statement(
    `INSERT INTO waybills (intent_id, object_id, order_sn, waybill_code, parent_waybill_code, cp_code, shop_id,
       owner_id, issued_at, encrypted, receiver_name, goods_name)
     VALUES (:intentId, :objectId, :orderSn, :waybillCode, :parentWaybillCode, :cpCode, :shopId, :ownerId,
       :issuedAt, :encrypted, :receiverName, :goodsName) RETURNING id`,
  );
  const insertPrintData = statement('INSERT INTO waybill_print_data (waybill_id, print_data) VALUES (?, ?)');
  const insertCharge = statement(
    "INSERT INTO charges (at, operation, points, intent_id) VALUES (?, 'fetchWaybills', ?, ?)",
  );
  const storedWaybills = statement(
    `SELECT ${WAYBILL_COLUMNS}, p.print_data FROM waybills w
     JOIN waybill_print_data p ON p.waybill_id = w.id
     WHERE w.id IN (SELECT value FROM json_each(?)) ORDER BY w.id`,
  );
  const closeIntent = statement(
    `UPDATE fetch_intents SET state = :state, reason = :reason, closed_at = :closedAt
     WHERE id = :id AND state IN ${UNSETTLED}`,
  );
  const markUnknown = statement(
    `UPDATE fetch_intents SET state = 'unknown', reason = ? WHERE id = ? AND state IN ${UNSETTLED}`,
  );
  const unsettled = statement(
    `SELECT i.id, i.created_at, i.cp_code, i.reason,
       (SELECT json_group_array(order_sn) FROM
         (SELECT o.order_sn FROM fetch_intent_orders o WHERE o.intent_id = i.id ORDER BY o.position)) AS order_sns
     FROM fetch_intents i WHERE i.state IN ${UNSETTLED} ORDER BY i.id`,
  );
  const markIssued = statement(
    `UPDATE fetch_intents SET state = 'issued', reason = '', closed_at = ? WHERE id = ?`,
  );

  return {
    openFetchIntent(intent) {
      if (intent.entries.length === 0) throw new Error('A fetch intent needs at least one order.');
      return inDurableTransaction(db, () => {
        const row = insertIntent.get({
          createdAt: now(),
          shopId: intent.shopId,
          ownerId: intent.ownerId,
          cpCode: intent.cpCode,
          requestJson: JSON.stringify(intent.request ?? null),
        });
        const id = Number(row?.id);
        intent.entries.forEach((entry, position) =>
          insertIntentOrder.run(id, position, entry.objectId, entry.orderSn),
        );
        return id;
      });
    },

    closeFetchIntentIssued(intentId, issued, charged) {
      if (!Number.isFinite(charged) || charged < 0) throw new Error(`Invalid charge: ${charged}`);
      return inDurableTransaction(db, () => {
        const intent = intentById.get(intentId);
        if (!intent) throw new Error(`Fetch intent ${intentId} does not exist.`);
        // A 'resolved' intent is still recorded: the seller may have resolved it while the answer was in flight,
        // and waybills that were paid for must never be dropped.
        if (intent.state === 'issued' || intent.state === 'failed') {
          throw new Error(`Fetch intent ${intentId} is already closed (${String(intent.state)}).`);
        }
        const issuedAt = now();
        const ids: number[] = [];
        for (const waybill of issued) {
          const row = insertWaybill.get({
            intentId,
            objectId: waybill.objectId,
            orderSn: waybill.orderSn,
            waybillCode: waybill.waybillCode,
            parentWaybillCode: waybill.parentWaybillCode,
            cpCode: String(intent.cp_code),
            shopId: String(intent.shop_id),
            ownerId: String(intent.owner_id),
            issuedAt,
            encrypted: waybill.encrypted ? 1 : 0,
            receiverName: waybill.receiverName,
            goodsName: waybill.goodsName,
          });
          ids.push(Number(row?.id));
          insertPrintData.run(Number(row?.id), waybill.printData);
        }
        if (charged > 0) insertCharge.run(issuedAt, charged, intentId);
        markIssued.run(issuedAt, intentId);
        return storedWaybills.all(jsonList(ids)).map(toStoredWaybill);
      });
    },

    closeFetchIntentFailed(intentId, reason) {
      // Only an unsettled intent closes; a closed one (issued, failed, resolved) is left as it is.
      closeIntent.run({ id: intentId, state: 'failed', reason, closedAt: now() });
    },

    markFetchIntentUnknown(intentId, reason) {
      markUnknown.run(reason, intentId);
    },

    openFetchIntents() {
      return unsettled.all().map((row) => ({
        id: Number(row.id),
        createdAt: Number(row.created_at),
        cpCode: String(row.cp_code),
        orderSns: JSON.parse(String(row.order_sns)) as string[],
        reason: String(row.reason),
      }));
    },

    resolveFetchIntent(intentId, resolution) {
      const result = closeIntent.run({
        id: intentId,
        state: 'resolved',
        reason: resolution,
        closedAt: now(),
      });
      return Number(result.changes) === 1;
    },
  };
}
