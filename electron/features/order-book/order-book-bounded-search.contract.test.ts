import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import {
  BOOK_TEXT_TOTAL_BOUND,
  BOOK_TOTAL_BOUND,
  OrdersSearchInput,
} from '../../../shared/ipc/channels/order-book';
import { ledgerBackends, type OpenedLedger } from '../../testing/ledger-backends';
import type { OrderBookStore } from './order-book-store';

/*
 * A book holding more matches than the search's bounds (BOOK_TOTAL_BOUND; BOOK_TEXT_TOTAL_BOUND with text): the
 * total says "at least the bound" (never a wrong exact number), a rare text among them gets its exact total, and every page of a common
 * text, with or without a status filter and in every sort, holds the same rows as sorting every match would —
 * also when the same orders are spread over three shops and searched across them (their pages merged in order).
 * Interface only, so every ledger backend runs the same cases.
 */

const OWNER = 'bound-owner';
/** The same orders again, order i in shop i % 3: a search across them finds what the one shop's search finds. */
const SHOPS = ['bound-shop-a', 'bound-shop-b', 'bound-shop-c'];
const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);
const BOOK = BOOK_TOTAL_BOUND + 50;
const HOUR = 3_600_000;

/** Order i: awaiting unless i % 4 === 0 (shipped), ship-by spread over 97 hours, every 1,000th a rare name. */
const orderOf = (i: number): SoldOrder & { confirm_time: number; last_ship_time: number } => ({
  order_sn: `261101-${String(1_000_000 + i)}`,
  receiver_name: i % 1000 === 7 ? '欧阳稀' : `顾客${i % 300}`,
  receiver_phone: `139****${String(1000 + (i % 9000)).slice(-4)}`,
  province: '江苏省',
  city: '南京市',
  town: '鼓楼区',
  receiver_address: `中山路 ${i % 500} 号`,
  goods_name: i % 2 === 0 ? '保温杯 Thermos' : '猫粮',
  goods_img: '',
  goods_spec: '500ml 蓝色',
  is_pre_sale: false,
  last_ship_time: T0 + (i % 97) * HOUR,
  confirm_time: T0 + i * 1000,
  remark: '',
  goods_count: 1,
  pay_amount: 39,
  order_status: i % 4 === 0 ? 2 : 1,
  remark_tag: null,
  remark_tag_name: null,
  withholding_money: 1,
});

const ORDERS = Array.from({ length: BOOK }, (_, i) => orderOf(i));

/** Every order passing `keep`, in the order a sort names (what sorting every match gives). */
function sorted(
  keep: (o: (typeof ORDERS)[number]) => boolean,
  sort: 'newest' | 'oldest' | 'ship-by',
): string[] {
  const rows = ORDERS.filter(keep);
  const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.confirm_time - a.confirm_time || (b.order_sn < a.order_sn ? -1 : 1);
  if (sort === 'newest') rows.sort(newest);
  if (sort === 'oldest') rows.sort((a, b) => newest(b, a));
  if (sort === 'ship-by') rows.sort((a, b) => a.last_ship_time - b.last_ship_time || newest(a, b));
  return rows.map((o) => o.order_sn);
}

describe.each(ledgerBackends())('order book search past the total bound ($name)', (backend) => {
  let opened: OpenedLedger;
  let book: OrderBookStore;
  const search = (input: OrdersSearchInput) => book.search([OWNER], OrdersSearchInput.parse(input));

  beforeAll(async () => {
    opened = await backend.open({ now: () => T0 });
    book = opened.ledger.book;
    for (let i = 0; i < ORDERS.length; i += 500) await book.upsertOrders(OWNER, ORDERS.slice(i, i + 500));
    for (const [n, shop] of SHOPS.entries()) {
      const own = ORDERS.filter((_, i) => i % SHOPS.length === n);
      for (let i = 0; i < own.length; i += 500) await book.upsertOrders(shop, own.slice(i, i + 500));
    }
  }, 240_000);
  afterAll(async () => {
    await opened?.destroy();
  });

  it('says "at least the bound" when more match: no text past 10,000, a text past 1,000', async () => {
    const cases = [
      [{}, BOOK_TOTAL_BOUND],
      [{ sort: 'ship-by' }, BOOK_TOTAL_BOUND],
      [{ text: '号' }, BOOK_TEXT_TOTAL_BOUND],
      [{ text: '500ML' }, BOOK_TEXT_TOTAL_BOUND],
      [{ text: '中山路', sort: 'oldest' }, BOOK_TEXT_TOTAL_BOUND],
      [{ text: '中山路', status: 1 }, BOOK_TEXT_TOTAL_BOUND],
    ] as const;
    for (const [input, bound] of cases) {
      const found = await search(input);
      expect({ input, total: found.total, bounded: found.totalBounded }).toEqual({
        input,
        total: bound,
        bounded: true,
      });
    }
  }, 90_000);

  it('counts exactly below the bound: a status, a rare text, a text on one tab', async () => {
    const shipped = ORDERS.filter((o) => o.order_status === 2).length;
    expect(await search({ status: 2 })).toMatchObject({ total: shipped });
    expect((await search({ status: 2 })).totalBounded).toBeUndefined();
    const rare = await search({ text: '欧阳稀' });
    expect(rare.total).toBe(ORDERS.filter((o) => o.receiver_name === '欧阳稀').length);
    expect(rare.rows.map((r) => r.order.order_sn)).toEqual(
      sorted((o) => o.receiver_name === '欧阳稀', 'newest'),
    );
    const fewShipped = await search({ text: '顾客17', status: 2 });
    expect(fewShipped.total).toBe(
      ORDERS.filter((o) => o.receiver_name.includes('顾客17') && o.order_status === 2).length,
    );
    expect(fewShipped.totalBounded).toBeUndefined();
  });

  it.each([
    ['newest', 'one shop'],
    ['oldest', 'one shop'],
    ['ship-by', 'one shop'],
    ['newest', 'three shops'],
    ['oldest', 'three shops'],
    ['ship-by', 'three shops'],
  ] as const)(
    'pages a common text in %s order as sorting every match would, deep pages too (%s)',
    async (sort, shops) => {
      const owners = shops === 'one shop' ? [OWNER] : SHOPS;
      type Order = (typeof ORDERS)[number];
      const every = () => true;
      const awaiting = (o: Order) => o.order_status === 1;
      const awaitingCup = (o: Order) => awaiting(o) && o.goods_name.includes('保温杯');
      for (const [input, keep] of [
        [{ text: '中山路', sort }, every],
        [{ text: '500ml', status: 1, sort }, awaiting],
        [{ text: '号', sort }, every],
        [{ text: '保温杯', status: 1, sort }, awaitingCup],
        [{ status: 1, sort }, awaiting],
      ] as const) {
        const expected = sorted(keep, sort);
        for (const page of [0, 30]) {
          const found = await book.search(owners, OrdersSearchInput.parse({ ...input, page, pageSize: 100 }));
          expect({ input, page, rows: found.rows.map((r) => r.order.order_sn) }).toEqual({
            input,
            page,
            rows: expected.slice(page * 100, page * 100 + 100),
          });
        }
      }
    },
    60_000,
  );
});
