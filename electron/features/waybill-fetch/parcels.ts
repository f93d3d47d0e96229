import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { NotAwaitingOrder } from '../../../shared/ipc/errors';
import { AWAITING_SHIPMENT_STATUS, mayMerge, mergeKeyOf } from '../../../shared/orders/merge-key';
import { DeskError } from '../../kernel/desk-error';

/*
 * A fetch's selection → its parcels: one waybill each. An order in no merge group is a parcel of its own; a
 * merge group is one parcel holding all its orders, sent as one trade_order_info_dtos entry. The
 * checks here run before the intent is written, so a refused fetch costs nothing and leaves no trace.
 */

export interface Parcel {
  /** The parcel's orders: one, or a merge group's in the group's order. */
  orders: SoldOrder[];
  /** The desk's field that names the parcel: `orderSns[i]` or `merges[g]`. */
  field: string;
  /** The desk's field of each order, in `orders` order (`merges[g][j]` inside a group). */
  orderFields: string[];
}

interface ParcelInput {
  orderSns: string[];
  merges: string[][];
  confirmNotAwaiting: boolean;
}

const statusOf = (order: SoldOrder): number | null => order.order_status;

/**
 * Merged orders must be awaiting shipment and of one receiver of one owner (mergeKeyOf), always: a group that
 * is not is refused naming the first order that breaks it. Checked once per group, before any other rule.
 */
const checkGroup = (group: SoldOrder[], g: number, ownerId: string): void => {
  group.forEach((order, j) => {
    if (!mayMerge(order)) {
      throw new DeskError(
        'invalid-request',
        `merges[${g}][${j}]: order ${order.order_sn} is not awaiting shipment (status ${statusOf(order)}); ` +
          'only orders awaiting shipment share a waybill',
        { field: `merges[${g}][${j}]` },
      );
    }
  });
  const [first] = group;
  if (!first) return;
  const key = mergeKeyOf(ownerId, first);
  group.forEach((order, j) => {
    if (mergeKeyOf(ownerId, order) !== key) {
      throw new DeskError(
        'invalid-request',
        `merges[${g}][${j}]: order ${order.order_sn} goes to another receiver than ${first.order_sn} ` +
          '(name, phone and address must be the same); only one receiver’s orders share a waybill',
        { field: `merges[${g}][${j}]` },
      );
    }
  });
};

/** Orders of no group that are not awaiting shipment: refused, listed, unless the seller confirmed them. */
const checkAwaiting = (singles: SoldOrder[], confirmed: boolean): void => {
  if (confirmed) return;
  const notAwaiting: NotAwaitingOrder[] = singles
    .filter((order) => statusOf(order) !== AWAITING_SHIPMENT_STATUS)
    .map((order) => ({ orderSn: order.order_sn, status: statusOf(order) }));
  if (notAwaiting.length === 0) return;
  throw new DeskError(
    'not-awaiting',
    `Not awaiting shipment (closed, shipped or completed): ${notAwaiting
      .map((o) => `${o.orderSn} (status ${o.status})`)
      .join(', ')}. Nothing was sent; confirm to fetch waybills for them anyway.`,
    { notAwaiting, field: 'confirmNotAwaiting' },
  );
};

/** The parcels of a fetch, in the order their first order was selected. `orders` holds every selected order. */
export const planParcels = (
  input: ParcelInput,
  orders: Map<string, SoldOrder>,
  ownerId: string,
): Parcel[] => {
  const order = (sn: string): SoldOrder => {
    const found = orders.get(sn);
    if (!found) throw new Error(`order ${sn} has no snapshot`); // the caller checked every order first
    return found;
  };
  const groupOf = new Map<string, number>();
  input.merges.forEach((group, g) => {
    group.forEach((sn) => groupOf.set(sn, g));
    checkGroup(group.map(order), g, ownerId);
  });
  const singles = input.orderSns.filter((sn) => !groupOf.has(sn)).map(order);
  checkAwaiting(singles, input.confirmNotAwaiting);

  const parcels: Parcel[] = [];
  const placed = new Set<number>();
  input.orderSns.forEach((sn, i) => {
    const g = groupOf.get(sn);
    if (g === undefined) {
      parcels.push({ orders: [order(sn)], field: `orderSns[${i}]`, orderFields: [`orderSns[${i}]`] });
    } else if (!placed.has(g)) {
      placed.add(g);
      const group = input.merges[g] ?? [];
      parcels.push({
        orders: group.map(order),
        field: `merges[${g}]`,
        orderFields: group.map((_, j) => `merges[${g}][${j}]`),
      });
    }
  });
  return parcels;
};
