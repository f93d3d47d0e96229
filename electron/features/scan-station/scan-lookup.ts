import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { AWAITING_SHIPMENT_STATUS, mayMerge, mergeKeyOf } from '../../../shared/orders/merge-key';
import { scanCodeVariants, type ScanFacts } from '../../../shared/scan-station/scan-decision';
import type { Ledger } from '../ledger';
import { pickOrderNumber, type OrderBookStore } from '../order-book';

type BookSearch = Parameters<OrderBookStore['search']>[1];
import type { ShopDirectory } from '../shops';

/**
 * How the station learns what a scanned number is. Narrow on purpose: the order book (every synced order, with
 * its waybill state and merge group) answers for orders, the ledger for waybill numbers.
 */
export interface ScanLookup {
  /** An order of one shop (owner id; default: the desk's default shop). */
  order(orderSn: string, ownerId?: string): Promise<ScanFacts['order']>;
  /** The shop's stored number for a scanned one (width and case evened out), or null: not that shop's order. */
  numberIn(scanned: string, ownerId: string): Promise<string | null>;
  waybillByCode(code: string): Promise<ScanFacts['waybill']>;
  /** Receiver and goods for the result card (free, from what the desk already holds). */
  orderSummary(orderSn: string, ownerId?: string): Promise<{ receiverName: string; goods: string } | null>;
  /** The goods of each order the book knows (name, spec, image, count to pack), for the pack check. */
  orderGoods(
    orderSns: string[],
    ownerId?: string,
  ): Promise<Array<{ name: string; spec: string; image: string; count: number }>>;
  /** The stored waybills: every order on each (a merged waybill lists its parcel's) and whether it is recycled. */
  waybills(ids: number[]): Promise<Array<{ id: number; orderSns: string[]; status: 'live' | 'recycled' }>>;
}

/** The parts of the ledger the lookup reads (any backend). */
type ScanLedger = Pick<Ledger, 'waybillsByCodes' | 'getWaybills'> & { book: OrderBookStore };

/** The station's one read of the book's search, for one shop's orders. */
const searchShop = (ledger: ScanLedger, owner: string, input: BookSearch) =>
  ledger.book.search([owner], input);

/**
 * What the desk knows of a scanned code, among one shop's orders (default: the desk's default shop): as scanned
 * first, then its upper case (Caps Lock).
 */
export const lookUpScan = async (lookup: ScanLookup, code: string, ownerId?: string): Promise<ScanFacts> => {
  for (const variant of scanCodeVariants(code)) {
    const [order, waybill] = await Promise.all([
      lookup.order(variant, ownerId),
      lookup.waybillByCode(variant),
    ]);
    if (order || waybill) return { order, waybill };
  }
  return { order: null, waybill: null };
};

/**
 * A live waybill of another order awaiting shipment to the same receiver (the book's merge groups list only
 * orders still to fetch, so the parcel is found by its merge key). It does not list this order (the order holds
 * no live waybill): the station refuses rather than print its label or fetch beside it.
 */
const parcelWaybill = async (
  ledger: ScanLedger,
  owner: string,
  o: SoldOrder,
): Promise<{ ids: number[]; codes: string[] } | null> => {
  if (!mayMerge(o) || o.receiver_address.trim() === '') return null;
  const key = mergeKeyOf(owner, o);
  // Free text narrows the read to the receiver's address; the merge key decides who shares the parcel.
  const { rows } = await searchShop(ledger, owner, {
    text: o.receiver_address.trim().slice(0, 200),
    status: AWAITING_SHIPMENT_STATUS,
    sort: 'newest',
    page: 0,
    pageSize: 100,
  });
  const ids = new Set<number>();
  const codes = new Set<string>();
  for (const r of rows) {
    if (r.order.order_sn === o.order_sn || mergeKeyOf(owner, r.order) !== key) continue;
    r.waybill.liveWaybillIds.forEach((id) => ids.add(id));
    r.waybill.liveWaybillCodes.forEach((c) => codes.add(c));
  }
  return ids.size > 0 ? { ids: [...ids], codes: [...codes] } : null;
};

/** An order as the book holds it, with its waybill state and merge group. */
const bookOrder = async (ledger: ScanLedger, owner: string, orderSn: string): Promise<ScanFacts['order']> => {
  // The book's search gives the row with its waybill state; the text matches any part of
  // a number, so only the exact order is this one.
  const { rows } = await searchShop(ledger, owner, { text: orderSn, sort: 'newest', page: 0, pageSize: 20 });
  const row = rows.find((r) => r.order.order_sn === orderSn);
  if (!row) return null;
  const live = row.waybill.liveWaybillIds.length > 0;
  return {
    orderSn,
    orderStatus: row.order.order_status,
    waybill: row.waybill,
    groupWaybill: live ? null : await parcelWaybill(ledger, owner, row.order),
    ...(row.merge && row.merge.orderSns.length > 1 ? { mergeGroup: row.merge.orderSns } : {}),
  };
};

const goodsOf = (o: SoldOrder) => ({
  name: o.goods_name.trim(),
  spec: o.goods_spec.trim(),
  image: o.goods_img,
  count: Math.max(1, o.goods_count || 1),
});

export const bookScanLookup = (ledger: ScanLedger, shops: Pick<ShopDirectory, 'defaultShop'>): ScanLookup => {
  const home = () => shops.defaultShop()?.ownerId ?? '';
  const order = async (orderSn: string, owner: string) =>
    (await ledger.book.getOrders(owner, [orderSn])).get(orderSn) ?? null;
  // The book's number as stored, found with width and case evened out (Walk-Case-aB01 for WALK-CASE-AB01).
  const numberIn = async (scanned: string, owner: string) =>
    pickOrderNumber(scanned, await ledger.book.findOrderNumbers(owner, scanned));
  return {
    numberIn,
    async order(scanned, owner = home()) {
      const stored = await numberIn(scanned, owner);
      return stored === null ? null : bookOrder(ledger, owner, stored);
    },
    async waybillByCode(code) {
      // The exact code only (one index probe), never a waybill whose code merely contains it.
      const [w] = await ledger.waybillsByCodes([code]);
      return w ? { id: w.id, code: w.waybillCode, orderSn: w.orderSn, status: w.status } : null;
    },
    async orderSummary(orderSn, owner = home()) {
      const o = await order(orderSn, owner);
      if (!o) return null;
      const goods = [o.goods_name, o.goods_spec].filter((s) => s && s.trim()).join(' ');
      return { receiverName: o.receiver_name, goods: `${goods} ×${o.goods_count || 1}` };
    },
    async orderGoods(orderSns, owner = home()) {
      const found = await ledger.book.getOrders(owner, orderSns);
      return orderSns.flatMap((sn) => {
        const o = found.get(sn);
        return o ? [goodsOf(o)] : [];
      });
    },
    async waybills(ids) {
      const rows = await ledger.getWaybills(ids);
      return rows.map((w) => ({ id: w.id, orderSns: w.orderSns, status: w.status }));
    },
  };
};
