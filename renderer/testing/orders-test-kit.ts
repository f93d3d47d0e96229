import type { DeskOrder, OrdersPage, OrdersPageInput } from '../../shared/ipc/channels/orders';
import type { SellerToolsBridge } from '../../shared/ipc/events';

/** Unit tests only: sold orders shaped as main returns them, so components can be driven without a host. */
export const fakeOrder = (i: number, over: Partial<DeskOrder['order']> = {}): DeskOrder => ({
  order: {
    order_sn: `250101-${String(i).padStart(15, '0')}`,
    receiver_name: '张**',
    receiver_phone: '138****0000',
    province: '浙江省',
    city: '杭州市',
    town: '西湖区',
    receiver_address: `文三路${i}号`,
    goods_name: `商品${i}`,
    goods_img: '',
    goods_spec: '红色 XL',
    is_pre_sale: false,
    last_ship_time: Date.now() + 72 * 3_600_000,
    confirm_time: Date.now() - i * 60_000,
    remark: '',
    goods_count: 1,
    pay_amount: 10 + i,
    order_status: 1,
    remark_tag: null,
    remark_tag_name: null,
    withholding_money: 1,
    ...over,
  },
  waybill: { state: 'none', liveWaybillCodes: [], liveWaybillIds: [], printedCount: 0 },
});

/** A bridge answering `orders.page` from `orders` and recording every input it was asked. */
export const fakeOrdersBridge = (orders: DeskOrder[]) => {
  const pageCalls: OrdersPageInput[] = [];
  const bridge: SellerToolsBridge = {
    call: (channel, input) => {
      if (channel === 'orders.page') {
        const q = input as Required<OrdersPageInput>;
        pageCalls.push(q);
        const rows = orders.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
        const value: OrdersPage = {
          rows,
          page: q.page,
          pageSize: q.pageSize,
          totalElements: orders.length,
          charged: 1,
        };
        return Promise.resolve({ ok: true, value });
      }
      if (channel === 'account.charges') {
        return Promise.resolve({ ok: true, value: { today: 0, session: 0, byOperation: {}, calls: 0 } });
      }
      return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no fake for ${channel}` } });
    },
    on: () => () => undefined,
  };
  return { bridge, pageCalls };
};
