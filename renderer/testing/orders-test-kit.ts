import type { DeskOrder, OrdersPage, OrdersPageInput } from '../../shared/ipc/channels/orders';
import type { SellerToolsBridge } from '../../shared/ipc/events';
import type {
  BookOrder,
  OrderBookStatus,
  OrdersSearchInput,
  OrdersSearchResult,
} from '../../shared/ipc/channels/order-book';

/** Unit tests only: sold orders shaped as main returns them, so components can be driven without a host. */ import { useOrderBookView } from '../store/order-book-view';
import { useOrderSelection } from '../store/order-selection';

/** The order book screen as it opens: the awaiting tab, newest first, no text, nothing selected. */
export const resetBookScreen = (): void => {
  useOrderBookView.setState({
    source: 'book',
    status: 1,
    text: '',
    remarkTag: '',
    waybill: '',
    sort: 'newest',
  });
  useOrderSelection.getState().clear();
};

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
  waybill: { state: 'none', liveWaybillCodes: [], liveWaybillIds: [], printedCount: 0, dialogCount: 0 },
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

/**
 * A bridge answering the order book's free channels from `orders` (status, text on the order number and goods,
 * paging) and recording every search and sync it was asked.
 */
export const fakeBookBridge = (
  orders: BookOrder[],
  lastSyncedAt: number | null = Date.now() - 180_000,
  /** Totals past this many say "at least" (totalBounded), as the book's search does past BOOK_TOTAL_BOUND. */
  totalBound = Infinity,
) => {
  const searches: Required<Pick<OrdersSearchInput, 'page' | 'pageSize'>>[] & OrdersSearchInput[] = [];
  const syncs: unknown[] = [];
  const counts: Record<string, number> = {};
  for (const o of orders)
    counts[String(o.order.order_status)] = (counts[String(o.order.order_status)] ?? 0) + 1;
  const bridge: SellerToolsBridge = {
    call: (channel, input) => {
      if (channel === 'orders.search') {
        const q = input as OrdersSearchInput & { page: number; pageSize: number };
        searches.push(q);
        const matching = orders.filter(
          (o) =>
            (q.status === undefined || o.order.order_status === q.status) &&
            (!q.text || o.order.order_sn.includes(q.text) || o.order.goods_name.includes(q.text)),
        );
        const rows = matching.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
        const value: OrdersSearchResult =
          matching.length > totalBound
            ? { rows, total: totalBound, totalBounded: true }
            : { rows, total: matching.length };
        return Promise.resolve({ ok: true, value });
      }
      if (channel === 'orders.bookStatus') {
        const value: OrderBookStatus = {
          lastSyncedAt,
          running: false,
          syncingDesk: null,
          resumable: false,
          estimate: { points: 1, exact: false },
          askAbovePoints: 20,
          edition: 'enhanced',
          size: orders.length,
          countsByStatus: counts,
        };
        return Promise.resolve({ ok: true, value });
      }
      if (channel === 'orders.sync') {
        syncs.push(input);
        return Promise.resolve({
          ok: true,
          value: {
            orders: 0,
            newOrders: 0,
            statusChanged: 0,
            pages: 1,
            charged: 1,
            edition: 'enhanced',
            complete: true,
          },
        });
      }
      return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no fake for ${channel}` } });
    },
    on: () => () => undefined,
  };
  return { bridge, searches, syncs };
};
