import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { MergeGroup } from '../../../shared/ipc/channels/order-book';
import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import { mayMerge } from '../../../shared/orders/merge-key';
import { storedMergeKey } from './stored-merge-key';
import type { BookSearch } from './order-book-store';

/*
 * The order book's rules both ledger backends share (next to claim-rule.ts): the waybill filter's conditions
 * (plain SQL that SQLite and PostgreSQL read alike, over the book's alias `b`) and which orders form a merge group.
 */

// Through waybill_orders: a merged waybill belongs to every order of its group.
const HAS_LIVE = (extra = '') =>
  `EXISTS (SELECT 1 FROM waybill_orders wo JOIN waybills w ON w.id = wo.waybill_id WHERE wo.order_sn = b.order_sn AND w.status = 'live'${extra})`;
const HAS_ANY =
  'EXISTS (SELECT 1 FROM waybill_orders wo JOIN waybills w ON w.id = wo.waybill_id WHERE wo.order_sn = b.order_sn)';
const UNSETTLED = `EXISTS (SELECT 1 FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
  WHERE o.order_sn = b.order_sn AND i.state IN ('open', 'unknown'))`;
const OUTCOME_UNKNOWN = `EXISTS (SELECT 1 FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
  WHERE o.order_sn = b.order_sn AND i.state = 'unknown'
    AND NOT EXISTS (SELECT 1 FROM waybill_orders wo JOIN waybills w ON w.id = wo.waybill_id
      WHERE wo.order_sn = b.order_sn AND w.status = 'live' AND w.intent_id > i.id))`;

export const BOOK_WAYBILL_CONDITION: Record<NonNullable<BookSearch['waybill']>, string> = {
  none: `NOT ${HAS_ANY} AND NOT ${UNSETTLED}`,
  live: HAS_LIVE(),
  printed: HAS_LIVE(' AND w.printed_count > 0'),
  unprinted: `${HAS_LIVE()} AND NOT ${HAS_LIVE(' AND w.printed_count > 0')}`,
  recycled: `${HAS_ANY} AND NOT ${HAS_LIVE()}`,
  'outcome-unknown': OUTCOME_UNKNOWN,
};

/** A text that may be a whole waybill number (letters and digits only, 8 or more), in the ledger's case. */
export const waybillCodeQuery = (text: string | undefined): string | null => {
  const code = (text ?? '').normalize('NFKC').trim().toUpperCase();
  return /^[A-Z0-9]{8,40}$/.test(code) ? code : null;
};

/**
 * The orders of the owners' waybill with this exact number (every order of a merged one), live or recycled;
 * `owners` is the backend's test of `w.owner_id` against the searched owners.
 */
export const WAYBILL_CODE_ORDERS_SQL = (owners: string, code: string): string =>
  `SELECT DISTINCT wo.order_sn FROM waybills w JOIN waybill_orders wo ON wo.waybill_id = w.id
   WHERE ${owners} AND w.waybill_code = ${code}`;

/**
 * A search whose text is one of the ledger's waybill numbers (`orderSns`: that waybill's orders, from
 * WAYBILL_CODE_ORDERS_SQL) finds those orders, their own text never holding it; any other text searches text.
 */
export const withWaybillOrders = (input: BookSearch, orderSns: string[]): BookSearch =>
  orderSns.length > 0 ? { ...input, text: undefined, orderSns } : input;

/** A page's orders grouped by their owner (merge groups are looked up per owner: a group never spans shops). */
export function ordersByOwner(found: { ownerId: string; order: SoldOrder }[]): Map<string, SoldOrder[]> {
  const byOwner = new Map<string, SoldOrder[]>();
  for (const { ownerId, order } of found) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), order]);
  return byOwner;
}

/** The stored merge keys of the orders awaiting shipment among `orders`: the groups they may belong to. */
export const awaitingMergeKeys = (ownerId: string, orders: SoldOrder[]): string[] => [
  ...new Set(orders.filter(mayMerge).map((o) => storedMergeKey(ownerId, o))),
];

// An order holding a waybill (or one being fetched, or of unknown outcome) ships on its own.
const BLOCKS_MERGE = new Set<OrderWaybillState['state']>(['live', 'fetching', 'outcome-unknown']);

/** Each order of a group of 2 or more free awaiting orders with one merge key → its group. */
export function mergeGroupsOf(
  members: Record<string, unknown>[],
  states: Map<string, OrderWaybillState>,
): Map<string, MergeGroup> {
  const groups = new Map<string, string[]>();
  for (const m of members) {
    const sn = String(m.order_sn);
    if (BLOCKS_MERGE.has(states.get(sn)?.state ?? 'none')) continue;
    const key = String(m.merge_key);
    groups.set(key, [...(groups.get(key) ?? []), sn]);
  }
  const byOrder = new Map<string, MergeGroup>();
  for (const [key, orderSns] of groups) {
    if (orderSns.length < 2) continue;
    for (const sn of orderSns) byOrder.set(sn, { key, orderSns });
  }
  return byOrder;
}
