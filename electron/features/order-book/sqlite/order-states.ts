import type { OrderWaybillState } from '../../../../shared/ipc/channels/orders';
import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { emptyTally, orderStateOf, tallyWaybillRows } from '../order-waybill-tally';

/*
 * What the Orders screen shows per order, and what the claim of a new fetch (W11) checks:
 * - 'fetching': an intent whose call is on the wire right now covers the order;
 * - 'outcome-unknown': an unknown intent (answer lost, or the desk stopped mid-call) covers the order and no
 *   live waybill of the order came from a later intent. It blocks an automatic re-fetch.
 * - 'live': the order holds live waybills (codes and ids given, oldest first);
 * - 'recycled': it held waybills and all are recycled; 'none': it never held one.
 * A merged waybill belongs to every order of its group: each of them shows it.
 * An order is its shop's (owner id) and its number: two shops' order 123 share no waybill, intent or print.
 * printedCount sums over the LIVE waybills only: a recycled label is void, so it does not count as printed.
 * Live codes are also given in the 'outcome-unknown' state, so the seller sees what the order already holds.
 */

export interface OrderStates {
  /** The states of these numbers among one shop's (owner's) orders: another shop's order 123 is another order. */
  orderWaybillStates(ownerId: string, orderSns: string[]): Map<string, OrderWaybillState>;
}

export function createOrderStates({ statement, desk: localDesk }: LedgerDb): OrderStates {
  const waybillsOf = statement(
    `SELECT o.order_sn, w.id, w.waybill_code, w.status, w.printed_count, w.dialog_count, w.intent_id, w.desk
     FROM waybill_orders o JOIN waybills w ON w.id = o.waybill_id
     WHERE o.order_sn IN (SELECT value FROM json_each(:sns)) AND w.owner_id = :owner ORDER BY w.id`,
  );
  const unsettledOf = statement(
    `SELECT o.order_sn, max(CASE WHEN i.state = 'unknown' THEN o.intent_id END) AS unknown_intent,
       max(i.state = 'open') AS fetching,
       min(CASE WHEN i.state = 'open' THEN i.desk END) AS fetching_desk,
       min(CASE WHEN i.state = 'unknown' THEN i.desk END) AS unknown_desk
     FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
     WHERE o.order_sn IN (SELECT value FROM json_each(:sns)) AND i.owner_id = :owner
       AND i.state IN ('open', 'unknown')
     GROUP BY o.order_sn`,
  );

  return {
    orderWaybillStates(owner, orderSns) {
      const states = new Map(orderSns.map((sn) => [sn, emptyTally()]));
      const sns = jsonList([...states.keys()]);
      tallyWaybillRows(states, waybillsOf.all({ sns, owner }));
      const unsettled = new Map(
        unsettledOf.all({ sns, owner }).map((r) => [
          String(r.order_sn),
          {
            unknownIntent: r.unknown_intent == null ? undefined : Number(r.unknown_intent),
            fetching: r.fetching === 1,
            fetchingDesk: String(r.fetching_desk ?? ''),
            unknownDesk: String(r.unknown_desk ?? ''),
          },
        ]),
      );

      const result = new Map<string, OrderWaybillState>();
      for (const [sn, entry] of states) {
        const state = orderStateOf(entry, unsettled.get(sn));
        // '' = written before desks had names, by this (the only) desk.
        result.set(sn, state.desk !== undefined ? { ...state, desk: state.desk || localDesk } : state);
      }
      return result;
    },
  };
}
