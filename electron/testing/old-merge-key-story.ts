import { expect } from 'vitest';
import { OrdersSearchInput } from '../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../shared/testing/sold-order-samples';
import type { OrderBookStore } from '../features/order-book';

/*
 * The upgrade story of migration 12 on both backends: an older desk stored its book rows with mergeKeyOf's JSON as
 * their merge key; a desk of this app opens the ledger. Orders: two awaiting to one receiver (a group), one shipped
 * to the same receiver, and one stored by the new desk after the upgrade, to the same receiver again.
 */

const order = (sn: string, confirm: number, status = 1) =>
  sampleSoldOrder(sn, { goods_name: '熊猫玩偶', confirm_time: confirm, order_status: status });

export const OLD_KEY_ORDERS = {
  a: order('250101-771', 1),
  b: order('250101-772', 3),
  shipped: order('250101-773', 2, 2),
  later: order('250101-774', 4),
};

/** The old rows still group after the upgrade, and an order stored now joins their group. */
export async function expectOldGroupStillGroups(book: OrderBookStore, owner: string): Promise<void> {
  const { a, b, later } = OLD_KEY_ORDERS;
  const awaiting = OrdersSearchInput.parse({ text: '熊猫', status: 1 });
  const found = await book.search([owner], awaiting);
  expect(found.rows.map((r) => r.order.order_sn)).toEqual([b.order_sn, a.order_sn]);
  expect(found.rows[0]?.merge?.orderSns).toEqual([b.order_sn, a.order_sn]);
  await book.upsertOrders(owner, [later]);
  const after = await book.search([owner], awaiting);
  expect(after.rows[0]?.merge?.orderSns).toEqual([later.order_sn, b.order_sn, a.order_sn]);
}

/** The stored keys after the upgrade: one digest for every awaiting order, none for the shipped one. */
export function expectUpgradedKeys(rows: Array<Record<string, unknown>>): void {
  const keyOf = (sn: string) => rows.find((r) => r.order_sn === sn)?.merge_key;
  const awaiting = rows.filter((r) => r.order_sn !== OLD_KEY_ORDERS.shipped.order_sn).map((r) => r.merge_key);
  expect(awaiting.length).toBe(3);
  expect(
    awaiting.every((k) => typeof k === 'string' && /^[A-Za-z0-9_-]{22}$/.test(k) && k === awaiting[0]),
  ).toBe(true);
  expect(keyOf(OLD_KEY_ORDERS.shipped.order_sn)).toBe('');
}
