import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { ledgerBackends, type OpenedLedger } from '../../testing/ledger-backends';
import type { OrderBookStore } from './order-book-store';

/*
 * One order book across shops: a search reads the orders of every owner it is given, each row says its owner, an
 * order number held by two shops is two orders, pages run across the owners in the sort's order, and a merge
 * group never joins two shops' orders of one receiver. Interface only, so every ledger backend runs the same cases.
 */

const A = 'owner-a';
const B = 'owner-b';
const C = 'owner-c';
const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);

let serial = 0;
const order = (extra: Partial<SoldOrder> = {}): SoldOrder => {
  serial += 1;
  return {
    order_sn: `261101-${String(500000 + serial)}`,
    receiver_name: '王**',
    receiver_phone: '137****2222',
    province: '广东省',
    city: '深圳市',
    town: '南山区',
    receiver_address: '科技园 1 栋',
    goods_name: '保温杯',
    goods_img: '',
    goods_spec: '500ml 蓝色',
    is_pre_sale: false,
    last_ship_time: T0 + 86_400_000,
    confirm_time: T0 + serial * 60_000,
    remark: '',
    goods_count: 1,
    pay_amount: 39,
    order_status: 1,
    remark_tag: null,
    remark_tag_name: null,
    withholding_money: 1,
    ...extra,
  };
};

const search = (input: OrdersSearchInput) => OrdersSearchInput.parse(input);

describe.each(ledgerBackends())('order book across shops ($name)', (backend) => {
  let opened: OpenedLedger;
  let book: OrderBookStore;

  beforeEach(async () => {
    opened = await backend.open({ now: () => T0 });
    book = opened.ledger.book;
  });
  afterEach(async () => {
    await opened.destroy();
  });

  const found = async (owners: string[], input: OrdersSearchInput) =>
    (await book.search(owners, search(input))).rows.map((r) => [r.ownerId, r.order.order_sn]);

  it('finds a number two shops hold as two orders, each with its owner', async () => {
    const shared = order();
    await book.upsertOrders(A, [shared, order()]);
    await book.upsertOrders(B, [{ ...shared, goods_name: '猫粮' }]);
    await book.upsertOrders(C, [shared]);
    const both = await book.search([A, B], search({ text: shared.order_sn }));
    expect(both.total).toBe(2);
    expect(both.rows.map((r) => r.ownerId).sort()).toEqual([A, B]);
    expect(both.rows.find((r) => r.ownerId === B)?.order.goods_name).toBe('猫粮');
    expect(await found([A], { text: shared.order_sn })).toEqual([[A, shared.order_sn]]);
    expect((await book.search([A, B], search({ text: '猫粮' }))).rows.map((r) => r.ownerId)).toEqual([B]);
  });

  it('pages across the owners in the sort order, and counts by status over them', async () => {
    const a1 = order();
    const b1 = order({ order_status: 2 });
    const a2 = order();
    const b2 = order();
    const c1 = order();
    await book.upsertOrders(A, [a1, a2]);
    await book.upsertOrders(B, [b1, b2]);
    await book.upsertOrders(C, [c1]);
    const newest = [
      [B, b2.order_sn],
      [A, a2.order_sn],
      [B, b1.order_sn],
      [A, a1.order_sn],
    ];
    expect(await found([A, B], {})).toEqual(newest);
    expect(await found([A, B], { sort: 'oldest', page: 1, pageSize: 2 })).toEqual(
      newest.slice(0, 2).reverse(),
    );
    expect(await found([A, B], { status: 1, text: '保温杯' })).toEqual([newest[0], newest[1], newest[3]]);
    expect((await book.search([A, B], search({}))).total).toBe(4);
    expect(await book.countsByStatus([A, B])).toEqual({ '1': 3, '2': 1 });
    expect(await book.countsByStatus([C])).toEqual({ '1': 1 });
  });

  it("keeps a merge group within one shop: one receiver's orders of two shops are two parcels", async () => {
    const a1 = order();
    const a2 = order();
    const b1 = order();
    await book.upsertOrders(A, [a1, a2]);
    await book.upsertOrders(B, [b1]);
    const rows = (await book.search([A, B], search({ status: 1 }))).rows;
    const groupOf = (sn: string) => rows.find((r) => r.order.order_sn === sn)?.merge?.orderSns;
    expect(groupOf(a1.order_sn)).toEqual([a2.order_sn, a1.order_sn]);
    expect(groupOf(b1.order_sn)).toBeUndefined();
  });
});
