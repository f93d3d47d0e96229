import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { mergeKeyOf } from '../../../shared/orders/merge-key';

/** One parcel: one waybill for one order, or for every order of a merge group. */
export interface Parcel {
  orders: DeskOrder[];
  merged: boolean;
}

export const parcelsOf = (orders: readonly DeskOrder[], merges: readonly string[][]): Parcel[] => {
  const bySn = new Map(orders.map((o) => [o.order.order_sn, o]));
  const inGroup = new Set(merges.flat());
  const parcels: Parcel[] = [];
  for (const o of orders) {
    const sn = o.order.order_sn;
    if (!inGroup.has(sn)) {
      parcels.push({ orders: [o], merged: false });
      continue;
    }
    const group = merges.find((g) => g[0] === sn);
    if (group) parcels.push({ orders: group.flatMap((m) => bySn.get(m) ?? []), merged: true });
  }
  // A group whose first order was removed still shows, from its next order.
  for (const g of merges) {
    if (!bySn.has(g[0] ?? '')) parcels.push({ orders: g.flatMap((m) => bySn.get(m) ?? []), merged: true });
  }
  return parcels;
};

/** Single parcels of one receiver, awaiting shipment, by merge key: the seller may merge them by hand. */
export const mergeableSingles = (parcels: readonly Parcel[], ownerId: string): Map<string, string[]> => {
  const singlesByKey = new Map<string, string[]>();
  for (const p of parcels) {
    const o = p.orders[0];
    if (p.merged || !o || o.order.order_status !== 1) continue;
    const key = mergeKeyOf(ownerId, o.order);
    singlesByKey.set(key, [...(singlesByKey.get(key) ?? []), o.order.order_sn]);
  }
  return singlesByKey;
};
