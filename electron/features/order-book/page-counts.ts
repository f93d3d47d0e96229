import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { StoreCounts } from './order-book-store';

/*
 * What a written page counts (both backends): each order of the page in turn against the status stored before
 * it, so an order given twice in one page counts as it would written one after the other.
 */

/** Counts the page's orders against the statuses stored before (by order number). */
export function countChanges(
  statusesBefore: ReadonlyMap<string, number>,
  orders: readonly SoldOrder[],
): StoreCounts {
  const statuses = new Map(statusesBefore);
  const counts: StoreCounts = { stored: 0, newOrders: 0, statusChanged: 0 };
  for (const order of orders) {
    const before = statuses.get(order.order_sn);
    if (before === undefined) counts.newOrders++;
    else if (before !== (order.order_status ?? 0)) counts.statusChanged++;
    statuses.set(order.order_sn, order.order_status ?? 0);
    counts.stored++;
  }
  return counts;
}

/** The page's orders once each, the last copy of an order winning (as written one after the other). */
export const lastCopies = (orders: readonly SoldOrder[]): SoldOrder[] => [
  ...new Map(orders.map((o) => [o.order_sn, o])).values(),
];
