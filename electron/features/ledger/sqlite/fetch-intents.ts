import { packText } from '../../../storage/packed-text';
import type { OrderWaybillState } from '../../../../shared/ipc/channels/orders';
import {
  ClaimRefused,
  orderSnsOf,
  type ClaimOptions,
  type FetchIntentInput,
  type IntentResolution,
  type IssuedWaybillInput,
  type OpenFetchIntent,
  type StoredWaybill,
} from '../ledger-types';
import { inDurableTransaction, jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { ORDER_SEPARATOR, toStoredWaybill, WAYBILL_COLUMNS } from './waybill-row';
import { assertIntentTakesWaybills, claimBlockers } from '../claim-rule';

/*
 * A fetch costs money and the gateway issues again on a repeat (W11), so every fetch is bracketed:
 * the intent is committed (fsynced) before the gateway is called, and the answer's waybills are committed
 * with the intent's closing before anything is returned. Opening an intent claims its orders in the same
 * write transaction (BEGIN IMMEDIATE: one writer at a time), so two fetches of one order cannot both start.
 * States: 'open' while the call is on the wire; 'unknown' once the answer was lost (or the desk stopped
 * before it came); 'issued' / 'failed' / 'resolved' when settled.
 */

const UNSETTLED = "('open', 'unknown')";

/** Said of an intent a desk left open when it stopped: the gateway may have issued, nobody knows. */
export const STOPPED_MID_FETCH = 'the desk stopped before the gateway answered';

export interface FetchIntents {
  openFetchIntent(intent: FetchIntentInput, options: ClaimOptions): number;
  closeFetchIntentIssued(intentId: number, issued: IssuedWaybillInput[]): StoredWaybill[];
  closeFetchIntentFailed(intentId: number, reason: string): void;
  markFetchIntentUnknown(intentId: number, reason: string): void;
  openFetchIntents(): OpenFetchIntent[];
  resolveFetchIntent(intentId: number): IntentResolution;
  intentOrders(intentId: number): string[];
}

/** At open: intents a stopped desk left on the wire become unknown (one desk per SQLite file). */
export function settleStoppedIntents({ statement }: LedgerDb): void {
  statement(`UPDATE fetch_intents SET state = 'unknown', reason = ? WHERE state = 'open'`).run(
    STOPPED_MID_FETCH,
  );
}

type StatesOf = (orderSns: string[]) => Map<string, OrderWaybillState>;

export function createFetchIntents({ db, now, desk, statement }: LedgerDb, statesOf: StatesOf): FetchIntents {
  const insertIntent = statement(
    `INSERT INTO fetch_intents (created_at, shop_id, owner_id, cp_code, desk)
     VALUES (:createdAt, :shopId, :ownerId, :cpCode, :desk) RETURNING id`,
  );
  const insertBody = statement('INSERT INTO fetch_intent_bodies (intent_id, body) VALUES (?, ?)');
  const insertIntentOrder = statement(
    'INSERT INTO fetch_intent_orders (intent_id, position, object_id, order_sn) VALUES (?, ?, ?, ?)',
  );
  const intentById = statement('SELECT shop_id, owner_id, cp_code, state FROM fetch_intents WHERE id = ?');
  const insertWaybill = statement(
    `INSERT INTO waybills (intent_id, object_id, order_sn, more_order_sns, waybill_code, parent_waybill_code,
       cp_code, shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name, desk)
     VALUES (:intentId, :objectId, :orderSn, :moreOrderSns, :waybillCode, :parentWaybillCode, :cpCode, :shopId,
       :ownerId, :issuedAt, :encrypted, :receiverName, :goodsName, :desk) RETURNING id`,
  );
  const insertWaybillOrder = statement(
    'INSERT INTO waybill_orders (waybill_id, position, order_sn) VALUES (?, ?, ?)',
  );
  const insertPrintData = statement('INSERT INTO waybill_print_data (waybill_id, print_data) VALUES (?, ?)');
  const storedWaybills = statement(
    `SELECT ${WAYBILL_COLUMNS}, p.print_data FROM waybills w
     LEFT JOIN waybill_print_data p ON p.waybill_id = w.id
     WHERE w.id IN (SELECT value FROM json_each(?)) ORDER BY w.id`,
  );
  const closeIntent = statement(
    `UPDATE fetch_intents SET state = :state, reason = :reason, closed_at = :closedAt
     WHERE id = :id AND state IN ${UNSETTLED}`,
  );
  const markUnknown = statement(
    `UPDATE fetch_intents SET state = 'unknown', reason = ? WHERE id = ? AND state IN ${UNSETTLED}`,
  );
  const unknownIntents = statement(
    `SELECT i.id, i.created_at, i.cp_code, i.reason,
       (SELECT json_group_array(order_sn) FROM
         (SELECT o.order_sn FROM fetch_intent_orders o WHERE o.intent_id = i.id ORDER BY o.position)) AS order_sns
     FROM fetch_intents i WHERE i.state = 'unknown' ORDER BY i.id`,
  );
  const ordersOf = statement(
    'SELECT order_sn FROM fetch_intent_orders WHERE intent_id = ? ORDER BY position',
  );
  const stateOf = statement('SELECT state FROM fetch_intents WHERE id = ?');
  const resolveUnknown = statement(
    `UPDATE fetch_intents SET state = 'resolved', reason = :reason, closed_at = :closedAt
     WHERE id = :id AND state = 'unknown'`,
  );
  const unknownCovering = statement(
    `SELECT DISTINCT o.intent_id FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
     WHERE i.state = 'unknown' AND o.order_sn IN (SELECT value FROM json_each(?))`,
  );

  const markIssued = statement(
    `UPDATE fetch_intents SET state = 'issued', reason = '', closed_at = ? WHERE id = ?`,
  );

  /**
   * After a confirmed re-fetch, an earlier unknown intent is settled as 'superseded' only when every one of its
   * orders now holds a waybill issued after it: an order it covers that was not re-fetched keeps showing
   * "fetch outcome unknown".
   */
  const supersedeSettled = (orderSns: string[], at: number): void => {
    for (const row of unknownCovering.all(jsonList(orderSns))) {
      const id = Number(row.intent_id);
      const states = statesOf(ordersOf.all(id).map((o) => String(o.order_sn)));
      if ([...states.values()].every((state) => state.state !== 'outcome-unknown')) {
        resolveUnknown.run({ id, reason: 'superseded', closedAt: at });
      }
    }
  };

  return {
    openFetchIntent(intent, { confirmDuplicate }) {
      if (intent.entries.length === 0) throw new Error('A fetch intent needs at least one order.');
      return inDurableTransaction(db, () => {
        // Checked inside the write transaction: no other writer can claim these orders in between. Every order
        // of a merge group is claimed, so any of them that is not free blocks the group.
        const claimed = intent.entries.flatMap((entry) =>
          orderSnsOf(entry).map((orderSn) => ({ objectId: entry.objectId, orderSn })),
        );
        const { fetching, held } = claimBlockers(statesOf(claimed.map((c) => c.orderSn)));
        if (fetching.length > 0) throw new ClaimRefused('fetch-in-progress', fetching);
        if (held.length > 0 && !confirmDuplicate) throw new ClaimRefused('duplicate-waybill', held);
        const row = insertIntent.get({
          createdAt: now(),
          shopId: intent.shopId,
          ownerId: intent.ownerId,
          cpCode: intent.cpCode,
          desk,
        });
        const id = Number(row?.id);
        insertBody.run(id, packText(JSON.stringify(intent.request ?? null)));
        claimed.forEach((entry, position) =>
          insertIntentOrder.run(id, position, entry.objectId, entry.orderSn),
        );
        return id;
      });
    },

    closeFetchIntentIssued(intentId, issued) {
      return inDurableTransaction(db, () => {
        const intent = intentById.get(intentId);
        assertIntentTakesWaybills(intentId, intent);
        const issuedAt = now();
        const ids: number[] = [];
        for (const waybill of issued) {
          const [first = waybill.orderSn, ...more] = orderSnsOf(waybill);
          const row = insertWaybill.get({
            intentId,
            objectId: waybill.objectId,
            orderSn: first,
            moreOrderSns: more.join(ORDER_SEPARATOR),
            waybillCode: waybill.waybillCode,
            parentWaybillCode: waybill.parentWaybillCode,
            cpCode: String(intent.cp_code),
            shopId: String(intent.shop_id),
            ownerId: String(intent.owner_id),
            issuedAt,
            encrypted: waybill.encrypted ? 1 : 0,
            receiverName: waybill.receiverName,
            goodsName: waybill.goodsName,
            desk,
          });
          const id = Number(row?.id);
          ids.push(id);
          insertPrintData.run(id, packText(waybill.printData, 'printDataDict'));
          // The waybill belongs to every order of its group: their states and the claim rule read this.
          [first, ...more].forEach((orderSn, position) => insertWaybillOrder.run(id, position, orderSn));
        }
        markIssued.run(issuedAt, intentId);
        supersedeSettled(issued.flatMap(orderSnsOf), issuedAt);
        return storedWaybills.all(jsonList(ids)).map((row) => toStoredWaybill(row, desk));
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
      return unknownIntents.all().map((row) => ({
        id: Number(row.id),
        createdAt: Number(row.created_at),
        cpCode: String(row.cp_code),
        orderSns: JSON.parse(String(row.order_sns)) as string[],
        reason: String(row.reason),
      }));
    },

    resolveFetchIntent(intentId) {
      const result = resolveUnknown.run({ id: intentId, reason: 'not-issued', closedAt: now() });
      if (Number(result.changes) === 1) return 'resolved';
      return stateOf.get(intentId)?.state === 'open' ? 'in-flight' : 'closed';
    },

    intentOrders(intentId) {
      return ordersOf.all(intentId).map((row) => String(row.order_sn));
    },
  };
}
