import type { OrderWaybillState } from '../ipc/channels/orders';
import { AWAITING_SHIPMENT_STATUS } from '../orders/merge-key';

/*
 * The scan station's one decision, pure: given what the order book and the ledger know about a
 * scanned number, fetch a new waybill, reprint a stored label, ask, or refuse with the reason. Only an order
 * awaiting shipment with no live waybill and no fetch of unknown outcome is ever fetched: every refusal costs
 * nothing.
 */

type ReprintPolicy = 'reprint' | 'ask' | 'refuse';

/** What the desk knows about a scanned number: it may be an order number, a waybill number, both or neither. */
export interface ScanFacts {
  order: {
    orderSn: string;
    /** The gateway's order_status (1 = awaiting shipment); null when it did not say. */
    orderStatus: number | null;
    waybill: OrderWaybillState;
    /**
     * A live waybill of another order to the same receiver that does not list this order: its label carries that
     * order's number and goods, so it is never printed for this one.
     */
    groupWaybill?: { ids: number[]; codes: string[] } | null;
    /**
     * The order's merge group in the book (2 or more orders awaiting shipment to one receiver, none holding a
     * waybill): a pack check checks them together and fetches their one waybill.
     */
    mergeGroup?: string[];
  } | null;
  waybill: { id: number; code: string; orderSn: string; status: 'live' | 'recycled' } | null;
}

type RefuseReason =
  | 'empty'
  | 'unknown'
  | 'not-awaiting'
  | 'recycled'
  | 'outcome-unknown'
  | 'fetching'
  | 'reprint-refused'
  | 'parcel-waybill';

export type ScanDecision =
  | { action: 'fetch'; orderSn: string }
  | { action: 'reprint'; orderSn: string; waybillIds: number[]; codes: string[]; via: 'order' | 'waybill' }
  | { action: 'ask'; orderSn: string; waybillIds: number[]; codes: string[] }
  | { action: 'refuse'; reason: RefuseReason; orderSn?: string; codes?: string[] };

/** Dashes an IME may type for the hyphen of an order number (NFKC leaves them as they are). */
const DASHES = /[\u2010-\u2015\u2212]/g;

/**
 * A scanner may add spaces or a trailing CR/LF, and an IME left in full width types ２６１１２３－…: NFKC makes
 * those the ASCII digits, letters and hyphen the numbers are made of. Case is left alone (see scanCodeVariants).
 */
export const normalizeScan = (raw: string): string =>
  [...raw.normalize('NFKC').replace(DASHES, '-')]
    .filter((ch) => ch.trim() !== '' && ch.charCodeAt(0) >= 0x20)
    .join('');

/** The codes to look a scan up by: as scanned, then upper case (Caps Lock turns a waybill code into lower case). */
export const scanCodeVariants = (code: string): string[] => {
  const upper = code.toUpperCase();
  return upper === code ? [code] : [code, upper];
};

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
      : null;
  // Only a waybill whose orders include this one is its label; another order's parcel is refused, never fetched
  // over (the seller decides on Orders whether this order ships alone).
  if (!live && order.groupWaybill && order.groupWaybill.ids.length > 0) {
    return { action: 'refuse', reason: 'parcel-waybill', orderSn, codes: order.groupWaybill.codes };
  }
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
