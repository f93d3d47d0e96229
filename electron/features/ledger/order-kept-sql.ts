/*
 * What the retention cleanup never touches, as SQL both backends run alike: an order is kept while a waybill of
 * it is live or a fetch claiming it is unsettled (open, or outcome unknown). Its print data, its book entry and
 * its place in the search stay as they are then.
 */

/** SQL that holds while an unsettled fetch (open, or outcome unknown) claims the order `sn`. */
const orderUnsettled = (sn: string) => `
  EXISTS (SELECT 1 FROM fetch_intent_orders ki JOIN fetch_intents kf ON kf.id = ki.intent_id
          WHERE ki.order_sn = ${sn} AND kf.state IN ('open', 'unknown'))`;

/** SQL that holds when the order `sn` is kept (a live waybill, or a fetch whose outcome is not settled). */
export const orderKept = (sn: string) => `(
  EXISTS (SELECT 1 FROM waybill_orders ko JOIN waybills kw ON kw.id = ko.waybill_id
          WHERE ko.order_sn = ${sn} AND kw.status = 'live')
  OR ${orderUnsettled(sn)})`;
