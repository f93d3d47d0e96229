import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { ledgerBackends, type OpenedLedger } from '../../testing/ledger-backends';
import { intentFor, recordFetch } from '../../testing/ledger-test-kit';
import type { Ledger } from '../ledger/ledger-types';
import { EMPTY_SYNC_STATE, type OrderBookStore } from './order-book-store';

/*
 * The order book store's contract: storing, search (every text field, fragments, Chinese text, filters, paging),
 * counts, merge groups and the sync bookkeeping. Interface only, so every ledger backend runs the same cases.
 */

const OWNER = 'demo-owner';
const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);

let serial = 0;
type TimedOrder = SoldOrder & { confirm_time: number };
const order = (extra: Partial<SoldOrder> = {}): TimedOrder => {
  serial += 1;
  return {
    order_sn: `261101-${String(100000 + serial)}`,
    receiver_name: `顾客${serial}`,
    receiver_phone: `139****${String(1000 + serial).slice(-4)}`,
    province: '江苏省',
    city: '南京市',
    town: '鼓楼区',
    receiver_address: `中山路 ${serial} 号`,
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
  } as TimedOrder;
};

const search = (input: OrdersSearchInput) => OrdersSearchInput.parse(input);

describe.each(ledgerBackends())('order book store contract ($name)', (backend) => {
  let opened: OpenedLedger;
  let ledger: Ledger;
  let book: OrderBookStore;

  beforeEach(async () => {
    opened = await backend.open({ now: () => T0 });
    ledger = opened.ledger;
    book = ledger.book;
  });
  afterEach(async () => {
    await opened.destroy();
  });

  const sns = async (input: OrdersSearchInput): Promise<string[]> =>
    (await book.search([OWNER], search(input))).rows.map((r) => r.order.order_sn);

  describe('storing', () => {
    it('counts new orders and status changes, the last copy winning', async () => {
      const a = order();
      const b = order();
      expect(await book.upsertOrders(OWNER, [a, b])).toEqual({ stored: 2, newOrders: 2, statusChanged: 0 });
      expect(await book.upsertOrders(OWNER, [{ ...a, order_status: 4 }, b])).toEqual({
        stored: 2,
        newOrders: 0,
        statusChanged: 1,
      });
      const got = await book.getOrders(OWNER, [a.order_sn, b.order_sn, 'nope']);
      expect(got.get(a.order_sn)?.order_status).toBe(4);
      expect(got.has('nope')).toBe(false);
    });

    it('is the source of the fetch snapshots (one table of orders)', async () => {
      const a = order({ remark: 'from the book' });
      await book.upsertOrders(OWNER, [a]);
      expect((await ledger.getOrderSnapshots(OWNER, [a.order_sn])).get(a.order_sn)).toEqual(a);
      const b = order();
      await ledger.saveOrderSnapshots(OWNER, [b]);
      expect(await sns({ text: b.order_sn })).toEqual([b.order_sn]);
    });

    it('keeps owners apart', async () => {
      const a = order();
      await book.upsertOrders('other-owner', [a]);
      expect(await sns({})).toEqual([]);
      expect((await book.getOrders(OWNER, [a.order_sn])).size).toBe(0);
    });

    it('survives a reopen', async () => {
      const a = order();
      await book.upsertOrders(OWNER, [a]);
      book = (await opened.reopen()).book;
      expect(await sns({ text: a.order_sn.slice(3, 10) })).toEqual([a.order_sn]);
    });
  });

  describe('text search', () => {
    const special = order({
      order_sn: '261122-987654321',
      receiver_name: '欧阳娜娜',
      receiver_phone: '13812345678',
      goods_name: 'Thermos Flask 保温壶',
      goods_spec: '1L 珍珠白',
      remark: '请用顺丰加急',
      remark_tag: '3',
      remark_tag_name: '加急单',
      receiver_address: '西湖大道 88 号 星光大厦',
      province: '浙江省',
      city: '杭州市',
      town: '上城区',
    });
    beforeEach(async () => {
      await book.upsertOrders(OWNER, [order(), order(), special, order()]);
    });

    it.each([
      ['the whole order number', '261122-987654321'],
      ['a middle fragment of the number', '9876543'],
      ['the number tail', '4321'],
      ['the number head', '261122'],
      ['the receiver name (Chinese)', '欧阳娜娜'],
      ['a two-character part of the name', '欧阳'],
      ['one Chinese character of the name', '娜'],
      ['the phone as stored', '13812345678'],
      ['the phone tail digits', '5678'],
      ['goods name, any case', 'thermos flask'],
      ['goods spec', '珍珠白'],
      ['remark', '顺丰加急'],
      ['mark name', '加急单'],
      ['address', '星光大厦'],
      ['province and city together', '浙江省杭州市'],
      // Any case, whatever the server's locale:
      ['one Chinese character', '阳'],
      ['two Chinese characters of the address', '星光'],
      ['Latin in mixed case', 'tHeRmOs'],
      ['one Latin letter, other case', 'F'],
      ['Latin and Chinese together', 'flask 保'],
      ['the spec with its Latin unit', '1l 珍'],
    ])('finds by %s', async (_what, text) => {
      expect(await sns({ text })).toEqual([special.order_sn]);
    });

    it('finds nothing for text no order holds, and does not match across fields', async () => {
      expect(await book.search([OWNER], search({ text: '不存在的东西' }))).toEqual({ rows: [], total: 0 });
      expect(await sns({ text: '欧阳娜娜13812' })).toEqual([]);
      expect(await sns({ text: '   ' })).toHaveLength(4);
    });

    it('finds a masked phone fragment as stored', async () => {
      const masked = order({ receiver_phone: '186****4242' });
      await book.upsertOrders(OWNER, [masked]);
      expect(await sns({ text: '186****4242' })).toEqual([masked.order_sn]);
      expect(await sns({ text: '4242' })).toEqual([masked.order_sn]);
    });

    it('never matches a fragment spanning two fields', async () => {
      // goods name / spec, spec / remark, phone / goods, name / phone: each pair is adjacent in the search text.
      expect(await sns({ text: '保温壶1L' })).toEqual([]);
      expect(await sns({ text: '壶1' })).toEqual([]);
      expect(await sns({ text: '白请' })).toEqual([]);
      expect(await sns({ text: '5678t' })).toEqual([]);
      expect(await sns({ text: '娜1' })).toEqual([]);
    });

    it('takes %, _ and \\ as plain characters', async () => {
      const odd = order({ remark: '满100%_包邮\\' });
      await book.upsertOrders(OWNER, [odd]);
      expect(await sns({ text: '100%_' })).toEqual([odd.order_sn]);
      expect(await sns({ text: '%' })).toEqual([odd.order_sn]);
      expect(await sns({ text: '_包邮\\' })).toEqual([odd.order_sn]);
      expect(await sns({ text: '1_0' })).toEqual([]);
    });

    it('counts and pages every match of one character, newest first', async () => {
      const many = Array.from({ length: 30 }, () => order({ receiver_name: '张**' }));
      await book.upsertOrders(OWNER, many);
      const newest = [...many].reverse().map((o) => o.order_sn);
      const first = await book.search([OWNER], search({ text: '张', pageSize: 20 }));
      expect(first.total).toBe(30);
      expect(first.rows.map((r) => r.order.order_sn)).toEqual(newest.slice(0, 20));
      const second = await book.search([OWNER], search({ text: '张', page: 1, pageSize: 20 }));
      expect(second.rows.map((r) => r.order.order_sn)).toEqual(newest.slice(20));
      expect(second.total).toBe(30);
      const past = await book.search([OWNER], search({ text: '张', page: 5, pageSize: 20 }));
      expect(past).toEqual({ rows: [], total: 30 });
      expect(await sns({ text: '张', sort: 'oldest', pageSize: 3 })).toEqual(
        [...many].slice(0, 3).map((o) => o.order_sn),
      );
    });

    it('sees a stored change (new remark) at once', async () => {
      await book.upsertOrders(OWNER, [{ ...special, remark: '改为中通' }]);
      expect(await sns({ text: '顺丰加急' })).toEqual([]);
      expect(await sns({ text: '改为中通' })).toEqual([special.order_sn]);
    });
  });

  describe('filters, sort and paging', () => {
    it('filters status, mark and confirm time; counts by status; newest first by default', async () => {
      const a = order({ order_status: 1 });
      const b = order({ order_status: 2, remark_tag: '2' });
      const c = order({ order_status: 4 });
      const d = order({ order_status: 7 });
      const e = order({ order_status: 1, remark_tag: '2' });
      await book.upsertOrders(OWNER, [a, b, c, d, e]);
      expect(await sns({ status: 1 })).toEqual([e.order_sn, a.order_sn]);
      expect(await sns({ status: 1, sort: 'oldest' })).toEqual([a.order_sn, e.order_sn]);
      expect(await sns({ remarkTag: '2' })).toEqual([e.order_sn, b.order_sn]);
      expect(await sns({ from: b.confirm_time, to: d.confirm_time })).toEqual([
        d.order_sn,
        c.order_sn,
        b.order_sn,
      ]);
      expect(await book.countsByStatus([OWNER])).toEqual({ '1': 2, '2': 1, '4': 1, '7': 1 });
      expect(await book.countConfirmedBetween(OWNER, a.confirm_time, c.confirm_time)).toBe(3);
      expect(await book.countConfirmedBetween(OWNER, a.confirm_time, e.confirm_time, [1])).toBe(2);
    });

    it('pages with the total of all matches', async () => {
      const many = Array.from({ length: 25 }, () => order({ goods_name: '雨伞' }));
      await book.upsertOrders(OWNER, many);
      const page1 = await book.search([OWNER], search({ text: '雨伞', page: 1, pageSize: 10 }));
      expect(page1.total).toBe(25);
      expect(page1.rows.map((r) => r.order.order_sn)).toEqual(
        [...many]
          .reverse()
          .slice(10, 20)
          .map((o) => o.order_sn),
      );
      const last = await book.search([OWNER], search({ page: 2, pageSize: 10 }));
      expect(last.rows).toHaveLength(5);
      expect(last.total).toBe(25);
    });

    it('sorts by ship-by time', async () => {
      const late = order({ last_ship_time: T0 + 9e6 });
      const soon = order({ last_ship_time: T0 + 1e6 });
      await book.upsertOrders(OWNER, [late, soon]);
      expect(await sns({ sort: 'ship-by' })).toEqual([soon.order_sn, late.order_sn]);
    });
  });

  describe('waybill state (joined with the ledger)', () => {
    it('filters none / live / printed / unprinted / recycled / outcome-unknown, rows carrying the state', async () => {
      const [none, live, printed, recycled, unknown] = Array.from({ length: 5 }, () => order());
      await book.upsertOrders(OWNER, [none!, live!, printed!, recycled!, unknown!]);
      const [w1] = await recordFetch(ledger, [{ orderSn: live!.order_sn, waybillCode: 'YT1' }]);
      const [w2] = await recordFetch(ledger, [{ orderSn: printed!.order_sn, waybillCode: 'YT2' }]);
      const [w3] = await recordFetch(ledger, [{ orderSn: recycled!.order_sn, waybillCode: 'YT3' }]);
      await ledger.recordPrints([w2!.id], 'Label-1', 'silent');
      await ledger.recordRecycleOutcomes([{ id: w3!.id, ok: true, errorMsg: null }]);
      const intent = await ledger.openFetchIntent(intentFor([unknown!.order_sn]), {
        confirmDuplicate: false,
      });
      await ledger.markFetchIntentUnknown(intent, 'timeout');

      expect(await sns({ waybill: 'none' })).toEqual([none!.order_sn]);
      expect(await sns({ waybill: 'live' })).toEqual([printed!.order_sn, live!.order_sn]);
      expect(await sns({ waybill: 'printed' })).toEqual([printed!.order_sn]);
      expect(await sns({ waybill: 'unprinted' })).toEqual([live!.order_sn]);
      expect(await sns({ waybill: 'recycled' })).toEqual([recycled!.order_sn]);
      expect(await sns({ waybill: 'outcome-unknown' })).toEqual([unknown!.order_sn]);
      const row = (await book.search([OWNER], search({ text: live!.order_sn }))).rows[0];
      expect(row?.waybill).toMatchObject({
        state: 'live',
        liveWaybillCodes: ['YT1'],
        liveWaybillIds: [w1!.id],
      });
      expect(await sns({ waybill: 'live', text: printed!.order_sn })).toEqual([printed!.order_sn]);
    });

    it('a waybill number as the text finds its orders (each of a merged one), in any case', async () => {
      const [a, b, c] = Array.from({ length: 3 }, () => order());
      await book.upsertOrders(OWNER, [a!, b!, c!]);
      await recordFetch(ledger, [
        { orderSn: a!.order_sn, orderSns: [a!.order_sn, b!.order_sn], waybillCode: 'YT7700112233' },
      ]);
      await recordFetch(ledger, [{ orderSn: c!.order_sn, waybillCode: 'SF1234567890' }]);
      expect(await sns({ text: 'YT7700112233' })).toEqual([b!.order_sn, a!.order_sn]);
      expect(await sns({ text: ' sf1234567890 ' })).toEqual([c!.order_sn]);
      expect(await sns({ text: 'SF1234567890', status: 2 })).toEqual([]);
      // Not a whole number of the ledger: the orders' own text is searched.
      expect(await sns({ text: 'YT77001' })).toEqual([]);
    });
  });

  describe('merge groups', () => {
    const receiver = {
      receiver_name: '王**',
      receiver_phone: '137****2222',
      province: '广东省',
      city: '深圳市',
      town: '南山区',
      receiver_address: '科技园 1 栋',
    };

    it('groups awaiting orders of one receiver, newest first, on every row of the group', async () => {
      const a = order(receiver);
      const b = order(receiver);
      const c = order({ ...receiver, order_status: 2 });
      const d = order({ ...receiver, receiver_address: '科技园 2 栋' });
      await book.upsertOrders(OWNER, [a, b, c, d]);
      const rows = (await book.search([OWNER], search({}))).rows;
      const byOrder = new Map(rows.map((r) => [r.order.order_sn, r.merge]));
      expect(byOrder.get(a.order_sn)?.orderSns).toEqual([b.order_sn, a.order_sn]);
      expect(byOrder.get(b.order_sn)?.key).toBe(byOrder.get(a.order_sn)?.key);
      expect(byOrder.get(c.order_sn)).toBeUndefined();
      expect(byOrder.get(d.order_sn)).toBeUndefined();
      // A row found alone (search) still says which group it belongs to.
      const alone = (await book.search([OWNER], search({ text: a.order_sn }))).rows[0];
      expect(alone?.merge?.orderSns).toEqual([b.order_sn, a.order_sn]);
    });

    it('leaves out orders holding a live waybill; a group of one is no group', async () => {
      const a = order(receiver);
      const b = order(receiver);
      const c = order(receiver);
      await book.upsertOrders(OWNER, [a, b, c]);
      await recordFetch(ledger, [{ orderSn: c.order_sn, waybillCode: 'YT9' }]);
      const rows = (await book.search([OWNER], search({ status: 1 }))).rows;
      expect(rows.find((r) => r.order.order_sn === a.order_sn)?.merge?.orderSns).toEqual([
        b.order_sn,
        a.order_sn,
      ]);
      expect(rows.find((r) => r.order.order_sn === c.order_sn)?.merge).toBeUndefined();
      await recordFetch(ledger, [{ orderSn: b.order_sn, waybillCode: 'YT8' }]);
      const after = (await book.search([OWNER], search({ status: 1 }))).rows;
      expect(after.every((r) => r.merge === undefined)).toBe(true);
    });
  });

  describe('sync bookkeeping', () => {
    it('starts empty, keeps the state, and stores a page together with it', async () => {
      expect(await book.syncState(OWNER)).toEqual(EMPTY_SYNC_STATE);
      const state = {
        ...EMPTY_SYNC_STATE,
        plan: {
          startedAt: T0,
          edition: 'enhanced' as const,
          steps: [{ kind: 'all' as const, end: T0, pages: 3, done: [0] }],
          pagesDone: 1,
          charged: 1,
          orders: 0,
          newOrders: 0,
          statusChanged: 0,
          allowedPoints: 20,
          highWater: T0,
          rechecks: true,
        },
      };
      const counts = await book.storeSyncPage(OWNER, [order(), order()], state);
      expect(counts.newOrders).toBe(2);
      book = (await opened.reopen()).book;
      expect(await book.syncState(OWNER)).toEqual(state);
      expect((await book.search([OWNER], search({}))).total).toBe(2);
      await book.saveSyncState(OWNER, { ...EMPTY_SYNC_STATE, lastSyncedAt: T0, highWater: T0 });
      expect((await book.syncState(OWNER)).plan).toBeNull();
      expect(await book.syncState('other-owner')).toEqual(EMPTY_SYNC_STATE);
    });

    it('finds the oldest order that may still change status', async () => {
      const a = order({ order_status: 3 });
      const b = order({ order_status: 2 });
      const c = order({ order_status: 1 });
      await book.upsertOrders(OWNER, [a, b, c]);
      expect(await book.oldestChangeable(OWNER, 0)).toBe(b.confirm_time);
      expect(await book.oldestChangeable(OWNER, c.confirm_time)).toBe(c.confirm_time);
      expect(await book.oldestChangeable(OWNER, c.confirm_time + 1)).toBeNull();
    });
  });
});
