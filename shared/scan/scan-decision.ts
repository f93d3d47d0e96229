import type { OrderWaybillState } from '../ipc/channels/orders';
import { AWAITING_SHIPMENT_STATUS } from '../orders/merge-key';

/*
 * The scan station's one decision (issue 11 §1), pure: given what the order book and the ledger know about a
 * scanned number, fetch a new waybill, reprint a stored label, ask, or refuse with the reason. Only an order
 * awaiting shipment with no live waybill and no fetch of unknown outcome is ever fetched: every refusal costs
 * nothing.
 */

export type ReprintPolicy = 'reprint' | 'ask' | 'refuse';

/** What the desk knows about a scanned number: it may be an order number, a waybill number, both or neither. */
export interface ScanFacts {
  order: {
    orderSn: string;
    /** The gateway's order_status (1 = awaiting shipment); null when it did not say. */
    orderStatus: number | null;
    waybill: OrderWaybillState;
    /** A merge group of this order that holds a live waybill (the order shares that parcel). */
    groupWaybill?: { ids: number[]; codes: string[] } | null;
  } | null;
  waybill: { id: number; code: string; orderSn: string; status: 'live' | 'recycled' } | null;
}

export type RefuseReason =
  'empty' | 'unknown' | 'not-awaiting' | 'recycled' | 'outcome-unknown' | 'fetching' | 'reprint-refused';

export type ScanDecision =
  | { action: 'fetch'; orderSn: string }
  | { action: 'reprint'; orderSn: string; waybillIds: number[]; codes: string[]; via: 'order' | 'waybill' }
  | { action: 'ask'; orderSn: string; waybillIds: number[]; codes: string[] }
  | { action: 'refuse'; reason: RefuseReason; orderSn?: string; codes?: string[] };

/** A scanner may add spaces or a trailing CR/LF; order and waybill numbers hold none. */
export const normalizeScan = (raw: string): string =>
  [...raw].filter((ch) => ch.trim() !== '' && ch.charCodeAt(0) >= 0x20).join('');

export const decideScan = (facts: ScanFacts, policy: ReprintPolicy): ScanDecision => {
  const { order, waybill } = facts;

  // A waybill number: its stored label, never a new number.
  if (waybill && !order) {
    if (waybill.status === 'recycled') {
      return { action: 'refuse', reason: 'recycled', orderSn: waybill.orderSn, codes: [waybill.code] };
    }
    return {
      action: 'reprint',
      orderSn: waybill.orderSn,
      waybillIds: [waybill.id],
      codes: [waybill.code],
      via: 'waybill',
    };
  }
  if (!order) return { action: 'refuse', reason: 'unknown' };

  const { orderSn } = order;
  const state = order.waybill.state;
  // The outcome of a fetch is unknown: a second fetch may be a second charge. The seller settles it first.
  if (state === 'outcome-unknown') {
    return { action: 'refuse', reason: 'outcome-unknown', orderSn, codes: order.waybill.liveWaybillCodes };
  }
  if (state === 'fetching') return { action: 'refuse', reason: 'fetching', orderSn };

  const live =
    order.waybill.liveWaybillIds.length > 0
      ? { ids: order.waybill.liveWaybillIds, codes: order.waybill.liveWaybillCodes }
      : order.groupWaybill && order.groupWaybill.ids.length > 0
        ? order.groupWaybill
        : null;
  if (live) {
    if (policy === 'refuse')
      return { action: 'refuse', reason: 'reprint-refused', orderSn, codes: live.codes };
    if (policy === 'ask') return { action: 'ask', orderSn, waybillIds: live.ids, codes: live.codes };
    return { action: 'reprint', orderSn, waybillIds: live.ids, codes: live.codes, via: 'order' };
  }
  if (order.orderStatus !== AWAITING_SHIPMENT_STATUS)
    return { action: 'refuse', reason: 'not-awaiting', orderSn };
  return { action: 'fetch', orderSn };
};
