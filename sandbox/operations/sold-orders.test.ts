import { describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../server';
import { call, newToken, operator, pointsOf, type Encoding } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox({ rateLimit: false });

interface Order {
  order_sn: string;
  confirm_time: number;
  last_ship_time: number;
  is_pre_sale: boolean;
  pay_amount: number;
  order_status: number;
  remark: string;
  remark_tag: string | null;
  remark_tag_name: string | null;
  receiver_name: string;
  receiver_phone: string;
  withholding_money: number;
  [field: string]: unknown;
}
interface OrdersPage {
  content: Order[];
  page: number;
  pageSize: number;
  totalElements: number;
}

const list = (body: Record<string, unknown>, encoding: Encoding = 'urlencoded', token?: string) =>
  call<OrdersPage>(gateway.url, 'listSoldOrders', body, { encoding, ...(token ? { token } : {}) });

async function all(owner: string, extra: Record<string, unknown> = {}): Promise<Order[]> {
  const { envelope } = await list({ owner_id: owner, pageSize: '100', ...extra });
  const orders = [...envelope.data.content];
  for (let page = 1; orders.length < envelope.data.totalElements; page++) {
    orders.push(
      ...(await list({ owner_id: owner, pageSize: '100', page: String(page), ...extra })).envelope.data
        .content,
    );
  }
  return orders;
}

const FIELDS = [
  'receiver_name',
  'receiver_phone',
  'province',
  'city',
  'town',
  'receiver_address',
  'order_sn',
  'goods_name',
  'goods_img',
  'goods_spec',
  'is_pre_sale',
  'last_ship_time',
  'confirm_time',
  'remark',
  'goods_count',
  'pay_amount',
  'order_status',
  'remark_tag',
  'remark_tag_name',
  'withholding_money',
];

describe('O5 seeded orders and the fixtures', () => {
  it('seeds demo-owner with 240 and other-owner with 60 realistic orders over the last 30 days', async () => {
    const token = await newToken(gateway.url, { shops: ['demo-shop', 'other-shop'] });
    const demo = await all('demo-owner');
    const other = (await list({ owner_id: 'other-owner', pageSize: '100' }, 'urlencoded', token)).envelope
      .data;
    expect(demo).toHaveLength(240);
    expect(other.totalElements).toBe(60);
    const now = Date.now();
    for (const o of demo) {
      expect(Object.keys(o)).toEqual(FIELDS);
      expect(String(o.confirm_time)).toMatch(/^\d{13}$/);
      expect(String(o.last_ship_time)).toMatch(/^\d{13}$/);
      expect(o.confirm_time).toBeLessThanOrEqual(now);
      expect(o.confirm_time).toBeGreaterThan(now - 31 * 86_400_000);
      expect(o.last_ship_time).toBeGreaterThan(o.confirm_time);
      expect(typeof o.is_pre_sale).toBe('boolean');
      expect(typeof o.pay_amount).toBe('number');
      expect(o.receiver_name).toMatch(/^\p{Script=Han}\*\*$/u);
      expect(o.receiver_phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(o.province).toMatch(/\p{Script=Han}/u);
      expect(o.goods_img).toMatch(/^https:\/\//);
      expect(o.withholding_money).toBe(1);
      if (o.remark_tag === null) expect(o.remark_tag_name).toBeNull();
      else expect(o.remark_tag).toMatch(/^[1-5]$/);
    }
    expect(new Set(demo.map((o) => o.order_status))).toEqual(new Set([1, 2, 3, 4]));
    expect(demo.some((o) => o.is_pre_sale)).toBe(true);
    expect(demo.some((o) => o.remark !== '')).toBe(true);
    expect(demo.some((o) => o.remark_tag === null)).toBe(true);
    expect(new Set(demo.map((o) => o.remark_tag).filter(Boolean)).size).toBe(5);
    expect(new Set(demo.map((o) => o.order_sn)).size).toBe(240);
  });

  it('is deterministic for a seed, and --orders sets the count', async () => {
    const a = await createSandbox({ port: 0, seed: 7, orders: 12 });
    const b = await createSandbox({ port: 0, seed: 7, orders: 12 });
    const c = await createSandbox({ port: 0, seed: 8, orders: 12 });
    try {
      const pageOf = async (s: RunningSandbox) =>
        (await call<OrdersPage>(s.url, 'listSoldOrders', { owner_id: 'demo-owner', pageSize: '100' }))
          .envelope.data;
      const [pa, pb, pc] = await Promise.all([pageOf(a), pageOf(b), pageOf(c)]);
      expect(pa.totalElements).toBe(12);
      expect(pb.content).toEqual(pa.content);
      expect(pc.content.map((o) => o.order_sn)).not.toEqual(pa.content.map((o) => o.order_sn));
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('POST /sandbox/orders adds orders that come first, generated where fields are not given', async () => {
    const added = await operator<{ added: Order[] }>(gateway.url, 'POST', '/sandbox/orders', {
      owner_id: 'demo-owner',
      orders: [{ order_sn: 'NEW-ORDER-1', remark: '刚推送的订单', remark_tag: '3' }, {}],
    });
    expect(added.code).toBe(0);
    expect(added.data.added).toHaveLength(2);
    expect(added.data.added[0]).toMatchObject({
      order_sn: 'NEW-ORDER-1',
      remark: '刚推送的订单',
      remark_tag: '3',
      remark_tag_name: '绿旗 已核对地址',
    });
    const first = (await list({ owner_id: 'demo-owner', pageSize: '2' })).envelope.data;
    expect(first.totalElements).toBe(242);
    expect(first.content.map((o) => o.order_sn)).toEqual(added.data.added.map((o) => o.order_sn));
    const dup = await operator(gateway.url, 'POST', '/sandbox/orders', {
      owner_id: 'demo-owner',
      orders: [{ order_sn: 'NEW-ORDER-1' }],
    });
    expect(dup.code).toBe(100);
    expect(dup.msg).toMatch(/^orders\[0\]\.order_sn: /);
    const bad = await operator(gateway.url, 'POST', '/sandbox/orders', {
      owner_id: 'demo-owner',
      orders: [{ pay_amount: 'free' }],
    });
    expect(bad.msg).toMatch(/^orders\[0\]\.pay_amount: /);
    const generated = await operator<{ added: Order[] }>(gateway.url, 'POST', '/sandbox/orders', {
      owner_id: 'fresh-owner',
      count: 3,
    });
    expect(generated.data.added).toHaveLength(3);
  });
});

describe('O1 paging', () => {
  it('defaults to page 0 and pageSize 20, newest confirm_time first, on every encoding', async () => {
    for (const encoding of ['json', 'multipart', 'urlencoded'] as const) {
      const { envelope } = await list(
        { owner_id: 'other-owner' },
        encoding,
        await newToken(gateway.url, { owners: ['other-owner'] }),
      );
      expect(envelope.code).toBe(0);
      expect(envelope.data).toMatchObject({ page: 0, pageSize: 20, totalElements: 60 });
      expect(envelope.data.content).toHaveLength(20);
    }
    const orders = await all('demo-owner');
    for (let i = 1; i < orders.length; i++)
      expect(orders[i - 1]!.confirm_time).toBeGreaterThanOrEqual(orders[i]!.confirm_time);
  });

  it('pages through without gaps or repeats; a page past the end is empty with the true total', async () => {
    const whole = (await list({ owner_id: 'demo-owner', pageSize: '100' })).envelope.data.content.map(
      (o) => o.order_sn,
    );
    const pages = await Promise.all(
      [0, 1, 2, 3, 4].map((p) => list({ owner_id: 'demo-owner', pageSize: '20', page: String(p) })),
    );
    expect(pages.flatMap((p) => p.envelope.data.content.map((o) => o.order_sn))).toEqual(whole);
    const past = (await list({ owner_id: 'demo-owner', page: '999' })).envelope.data;
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBeGreaterThanOrEqual(240);
    expect(past.page).toBe(999);
  });

  it('refuses pageSize outside 1 to 100 and non-digit page text (T5)', async () => {
    for (const [field, value] of [
      ['pageSize', '0'],
      ['pageSize', '101'],
      ['pageSize', '1.5'],
      ['page', '-1'],
      ['page', 'one'],
      ['page', ' 1'],
    ]) {
      const { envelope } = await list({ owner_id: 'demo-owner', [field as string]: value });
      expect(envelope.code).toBe(100);
      expect(envelope.msg.startsWith(`${field}: `)).toBe(true);
    }
    expect((await list({ owner_id: 'demo-owner', pageSize: 5 }, 'json')).envelope.code).toBe(100);
    expect((await list({ owner_id: 'demo-owner', pageSize: '100' })).envelope.code).toBe(0);
  });
});

describe('O2, O3 enhanced-edition filters', () => {
  it('bounds confirm_time inclusively by UTC+8 text or 13-digit ms', async () => {
    const orders = await all('demo-owner');
    const t = orders[50]!.confirm_time;
    const fromMs = await all('demo-owner', { start_time: String(t), end_time: String(t) });
    expect(fromMs.map((o) => o.order_sn)).toEqual(
      orders.filter((o) => o.confirm_time === t).map((o) => o.order_sn),
    );
    const text = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const second = Math.floor(t / 1000) * 1000;
    const bounded = await all('demo-owner', {
      start_time: text(second - 5 * 86_400_000),
      end_time: text(second),
    });
    const expected = orders.filter(
      (o) => o.confirm_time >= second - 5 * 86_400_000 && o.confirm_time <= second + 999,
    );
    expect(bounded.map((o) => o.order_sn)).toEqual(
      expected.filter((o) => o.confirm_time <= second).map((o) => o.order_sn),
    );
    expect(bounded.length).toBeGreaterThan(0);
  });

  it('refuses any other time format', async () => {
    for (const value of [
      '2024-06-01',
      '2024-06-01T10:00:00',
      '1717200000',
      '2024-02-30 10:00:00',
      '2024-06-01 24:00:00',
    ]) {
      const { envelope } = await list({ owner_id: 'demo-owner', start_time: value });
      expect([envelope.code, envelope.msg.startsWith('start_time: ')]).toEqual([100, true]);
    }
  });

  it('filters by remark and remarkTagName substrings and remarkTag 1 to 5', async () => {
    const orders = await all('demo-owner');
    const remark = orders.find((o) => o.remark !== '')!.remark.slice(0, 3);
    expect((await all('demo-owner', { remark })).map((o) => o.order_sn)).toEqual(
      orders.filter((o) => o.remark.includes(remark)).map((o) => o.order_sn),
    );
    for (const tag of ['1', '5']) {
      const tagged = await all('demo-owner', { remarkTag: tag });
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.map((o) => o.order_sn)).toEqual(
        orders.filter((o) => o.remark_tag === tag).map((o) => o.order_sn),
      );
    }
    const byName = await all('demo-owner', { remarkTagName: '旗 加' });
    expect(byName.map((o) => o.order_sn)).toEqual(
      orders.filter((o) => o.remark_tag_name?.includes('旗 加')).map((o) => o.order_sn),
    );
    for (const tag of ['0', '6', 'red'])
      expect((await list({ owner_id: 'demo-owner', remarkTag: tag })).envelope.msg).toMatch(/^remarkTag: /);
  });

  it('the normal edition (vvtype 2) ignores the filters; 1 is the default', async () => {
    const normal = (
      await list({ owner_id: 'demo-owner', vvtype: '2', remarkTag: '1', start_time: '2999-01-01 00:00:00' })
    ).envelope.data;
    expect(normal.totalElements).toBeGreaterThanOrEqual(240);
    const enhanced = (await list({ owner_id: 'demo-owner', vvtype: '1', remarkTag: '1' })).envelope.data;
    const byDefault = (await list({ owner_id: 'demo-owner', remarkTag: '1' })).envelope.data;
    expect(enhanced.totalElements).toBeLessThan(normal.totalElements);
    expect(byDefault.totalElements).toBe(enhanced.totalElements);
    expect((await list({ owner_id: 'demo-owner', vvtype: '3' })).envelope.msg).toMatch(/^vvtype: /);
  });
});

describe('C1 charge of the orders query', () => {
  it('charges 1 per successful call, even for an empty page, and nothing for a refused one', async () => {
    const token = await newToken(gateway.url);
    await list({ owner_id: 'demo-owner', page: '500' }, 'urlencoded', token);
    await list({ owner_id: 'demo-owner', pageSize: '500' }, 'urlencoded', token);
    await list({ owner_id: 'other-owner' }, 'urlencoded', token);
    expect(await pointsOf(gateway.url, token)).toBe(100_000 - 1);
  });
});
