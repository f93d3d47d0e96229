import type { BookSearch } from '../../order-book/order-book-store';

/*
 * The book's waybill-state filter on the shared database: the same conditions as the SQLite store's, read through
 * waybill_orders (a merged waybill belongs to every order of its group) and the unsettled fetch intents.
 */

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

export const PG_WAYBILL_CONDITION: Record<NonNullable<BookSearch['waybill']>, string> = {
  none: `NOT ${HAS_ANY} AND NOT ${UNSETTLED}`,
  live: HAS_LIVE(),
  printed: HAS_LIVE(' AND w.printed_count > 0'),
  unprinted: `${HAS_LIVE()} AND NOT ${HAS_LIVE(' AND w.printed_count > 0')}`,
  recycled: `${HAS_ANY} AND NOT ${HAS_LIVE()}`,
  'outcome-unknown': OUTCOME_UNKNOWN,
};
