import { describe, expect, it } from 'vitest';
import { inputFieldOf, parcelGoodsSummary } from './fetch-request';
import { planParcels } from './parcels';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';

/* Parcels: which orders share a waybill, the checks that keep a bad group from costing anything. */

const order = sampleSoldOrder;
const book = (...orders: SoldOrder[]) => new Map(orders.map((o) => [o.order_sn, o]));
const plan = (orders: Map<string, SoldOrder>, orderSns: string[], merges: string[][], confirm = false) =>
  planParcels({ orderSns, merges, confirmNotAwaiting: confirm }, orders, 'demo-owner');

describe('planParcels', () => {
  it('one parcel per group, in the order its first order was selected; other orders alone', () => {
    const orders = book(order('S-1', { receiver_name: '赵**' }), order('M-1'), order('M-2'), order('S-2'));
    const parcels = plan(orders, ['S-1', 'M-2', 'S-2', 'M-1'], [['M-1', 'M-2']]);
    expect(parcels.map((p) => [p.orders.map((o) => o.order_sn), p.field, p.orderFields])).toEqual([
      [['S-1'], 'orderSns[0]', ['orderSns[0]']],
      [['M-1', 'M-2'], 'merges[0]', ['merges[0][0]', 'merges[0][1]']],
      [['S-2'], 'orderSns[2]', ['orderSns[2]']],
    ]);
  });

  it('refuses a group of two receivers, naming the order that breaks it', () => {
    const orders = book(order('M-1'), order('M-2'), order('M-3', { receiver_address: '文三路 91 号' }));
    expect(() => plan(orders, ['M-1', 'M-2', 'M-3'], [['M-1', 'M-2', 'M-3']])).toThrow(
      expect.objectContaining({ kind: 'invalid-request', field: 'merges[0][2]' }),
    );
  });

  it('a merged order must await shipment, even when the seller confirmed orders that do not', () => {
    const orders = book(order('M-1'), order('M-2', { order_status: 3 }));
    expect(() => plan(orders, ['M-1', 'M-2'], [['M-1', 'M-2']], true)).toThrow(
      expect.objectContaining({ kind: 'invalid-request', field: 'merges[0][1]' }),
    );
  });

  it('orders not awaiting shipment are listed and refused unless confirmed', () => {
    const orders = book(order('A'), order('B', { order_status: 4 }), order('C', { order_status: null }));
    expect(() => plan(orders, ['A', 'B', 'C'], [])).toThrow(
      expect.objectContaining({
        kind: 'not-awaiting',
        notAwaiting: [
          { orderSn: 'B', status: 4 },
          { orderSn: 'C', status: null },
        ],
      }),
    );
    expect(plan(orders, ['A', 'B', 'C'], [], true)).toHaveLength(3);
  });
});

describe('a merged parcel in the request', () => {
  const parcels = plan(
    book(order('S-1'), order('M-1'), order('M-2', { goods_name: '帆布包', goods_spec: '', goods_count: 1 })),
    ['S-1', 'M-1', 'M-2'],
    [['M-1', 'M-2']],
  );

  it('a bad field inside a merged dto names the group’s order, or the group', () => {
    const dto = 'param_waybill_cloud_print_apply_new_request.trade_order_info_dtos';
    expect(inputFieldOf(`${dto}[1].order_info.trade_order_list[1]`, parcels)).toBe('merges[0][1]');
    expect(inputFieldOf(`${dto}[1].package_info.items[0].name`, parcels)).toBe('merges[0][0]');
    expect(inputFieldOf(`${dto}[1].recipient.mobile`, parcels)).toBe('merges[0]');
    expect(inputFieldOf(`${dto}[0].recipient.mobile`, parcels)).toBe('orderSns[0]');
    expect(inputFieldOf(`${dto}[1].template_url`, parcels)).toBe('templateUrl');
  });

  it('the goods line lists every order’s goods with its quantity', () => {
    expect(parcelGoodsSummary(parcels[1]?.orders ?? [])).toBe('纯棉T恤 白色 XL ×2；帆布包 ×1');
  });
});
