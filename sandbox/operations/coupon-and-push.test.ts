import { describe, expect, it } from 'vitest';
import { call, newToken, operator, pointsOf, type Encoding } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox({ rateLimit: false });

interface Coupon {
  item_id: string;
  coupon_activity_id: string;
  me: string;
  [field: string]: unknown;
}
interface LookupData {
  withholding_money: number;
  mall_coupon_get_response: { data: Record<string, unknown> };
}

const catalogue = async (mallUser: string) =>
  (await operator<{ coupons: Coupon[] }>(gateway.url, 'GET', `/sandbox/coupons?mall_user_id=${mallUser}`))
    .data.coupons;

const lookup = (body: unknown, token?: string) =>
  call<LookupData>(gateway.url, 'lookupCoupon', body, token ? { token } : {});

describe('P1 coupon lookup by ids or by me', () => {
  it('finds a coupon by item_id with activity_id, with every field of the spec, charging 1', async () => {
    const token = await newToken(gateway.url, { mallUsers: [10001] });
    const [coupon] = await catalogue('10001');
    const { envelope } = await lookup(
      { item_id: coupon!.item_id, activity_id: coupon!.coupon_activity_id, mall_user_id: 10001 },
      token,
    );
    expect(envelope.code).toBe(0);
    expect(envelope.data.withholding_money).toBe(1);
    const detail = envelope.data.mall_coupon_get_response.data;
    expect(Object.keys(detail).sort()).toEqual([
      'coupon_activity_id',
      'coupon_amount',
      'coupon_end_time',
      'coupon_remain_count',
      'coupon_src_scene',
      'coupon_start_fee',
      'coupon_start_time',
      'coupon_total_count',
      'coupon_type',
    ]);
    expect(detail.coupon_activity_id).toBe(coupon!.coupon_activity_id);
    expect(detail.coupon_amount).toMatch(/^\d+\.\d{2}$/);
    expect(detail.coupon_start_fee).toMatch(/^\d+\.\d{2}$/);
    expect(detail.coupon_start_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.coupon_end_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(detail.coupon_end_time) >= String(detail.coupon_start_time)).toBe(true);
    expect([1, 4]).toContain(detail.coupon_src_scene);
    expect([0, 1]).toContain(detail.coupon_type);
    expect(detail.coupon_remain_count as number).toBeLessThanOrEqual(detail.coupon_total_count as number);
    expect(await pointsOf(gateway.url, token)).toBe(100_000 - 1);
  });

  it('finds the same coupon by me (the printed demo me included), alone or beside agreeing ids', async () => {
    const [coupon] = await catalogue('10001');
    expect(coupon!.me).toBe(gateway.running.demoCouponMe);
    const byMe = await lookup({ me: gateway.running.demoCouponMe, mall_user_id: '10001' });
    expect(byMe.envelope.data.mall_coupon_get_response.data.coupon_activity_id).toBe(
      coupon!.coupon_activity_id,
    );
    const beside = await lookup({
      me: coupon!.me,
      item_id: coupon!.item_id,
      activity_id: coupon!.coupon_activity_id,
      mall_user_id: 10001,
    });
    expect(beside.envelope.code).toBe(0);
    const [payload, mac] = coupon!.me.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      item_id: coupon!.item_id,
      activity_id: coupon!.coupon_activity_id,
    });
    expect(Buffer.from(mac!, 'base64url')).toHaveLength(32);
  });

  it('refuses a bad me, a me that disagrees with the ids, and neither me nor both ids', async () => {
    const [coupon, second] = await catalogue('10001');
    const forged = `${Buffer.from(JSON.stringify({ item_id: second!.item_id, activity_id: second!.coupon_activity_id })).toString('base64url')}.${coupon!.me.split('.')[1]}`;
    const cases: [unknown, RegExp][] = [
      [{ me: 'garbage', mall_user_id: 10001 }, /^me: /],
      [{ me: forged, mall_user_id: 10001 }, /^me: /],
      [{ me: `${coupon!.me}x`, mall_user_id: 10001 }, /^me: /],
      [{ me: coupon!.me, item_id: second!.item_id, mall_user_id: 10001 }, /^item_id: /],
      [{ me: coupon!.me, activity_id: second!.coupon_activity_id, mall_user_id: 10001 }, /^activity_id: /],
      [{ mall_user_id: 10001 }, /^me: /],
      [{ item_id: coupon!.item_id, mall_user_id: 10001 }, /^activity_id: /],
      [{ activity_id: coupon!.coupon_activity_id, mall_user_id: 10001 }, /^item_id: /],
      [{ me: coupon!.me }, /^mall_user_id: /],
      [{ me: coupon!.me, mall_user_id: 'abc' }, /^mall_user_id: /],
    ];
    const token = await newToken(gateway.url, { mallUsers: [10001] });
    for (const [body, msg] of cases) {
      const { envelope } = await lookup(body, token);
      expect([envelope.code, envelope.data]).toEqual([100, null]);
      expect(envelope.msg).toMatch(msg);
    }
    expect(await pointsOf(gateway.url, token)).toBe(100_000);
  });

  it('checks mall_user_id authorization (302)', async () => {
    const [coupon] = await catalogue('10002');
    const { envelope } = await lookup({ me: coupon!.me, mall_user_id: 10002 });
    expect(envelope.code).toBe(302);
  });
});

describe('P2 unknown coupon', () => {
  it('answers code 100 "coupon not found", uncharged, also for a coupon of another mall user', async () => {
    const token = await newToken(gateway.url, { mallUsers: [10001, 10002] });
    const [otherUsers] = await catalogue('10002');
    for (const body of [
      { item_id: '123456789012', activity_id: 'nope', mall_user_id: 10001 },
      { me: otherUsers!.me, mall_user_id: 10001 },
    ]) {
      const { envelope } = await lookup(body, token);
      expect(envelope).toMatchObject({ code: 100, msg: 'coupon not found', data: null });
    }
    expect(await pointsOf(gateway.url, token)).toBe(100_000);
  });
});

describe('P3 push, C2 balance', () => {
  const push = (body: Record<string, unknown>, encoding: Encoding, token: string) =>
    call(gateway.url, 'pushItems', body, { encoding, token });
  it('accepts JSON, multipart and gateway.url-encoded, deducting 5 points per item, with data []', async () => {
    const token = await newToken(gateway.url, { shops: [] });
    const items = [
      { url: '1001', account: 'shopper-a' },
      { url: '1002', account: 'shopper-b' },
      { url: '1003', account: 'c' },
    ];
    for (const encoding of ['json', 'multipart', 'urlencoded'] as const) {
      const { envelope } = await push({ items, type: '3' }, encoding, token);
      expect(envelope).toMatchObject({ code: 0, msg: 'success', data: [] });
    }
    expect(await pointsOf(gateway.url, token)).toBe(100_000 - 3 * 3 * 5);
  });

  it('refuses bad items and types with a path, charging nothing', async () => {
    const token = await newToken(gateway.url);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ items: [], type: '1' }, /^items: /],
      [{ items: [{ url: 'abc', account: 'a' }], type: '1' }, /^items\[0\]\.url: /],
      [{ items: [{ url: '', account: 'a' }], type: '1' }, /^items\[0\]\.url: /],
      [{ items: [{ url: '1', account: '' }], type: '1' }, /^items\[0\]\.account: /],
      [{ items: [{ url: '1', account: 'a' }], type: '5' }, /^type: /],
      [{ items: [{ url: '1', account: 'a' }], type: '0' }, /^type: /],
      [{ items: [{ url: '1', account: 'a' }] }, /^type: /],
      [{ items: 'not json', type: '1' }, /^items: /],
    ];
    for (const [body, msg] of cases) {
      for (const encoding of ['json', 'multipart'] as const) {
        const { envelope } = await push(body, encoding, token);
        expect([envelope.code, envelope.data]).toEqual([100, []]);
        expect(envelope.msg).toMatch(msg);
      }
    }
    expect(await pointsOf(gateway.url, token)).toBe(100_000);
  });

  it('answers 204 when the balance cannot pay for every item', async () => {
    const token = await newToken(gateway.url, { points: 9 });
    const { envelope } = await push(
      {
        items: [
          { url: '1', account: 'a' },
          { url: '2', account: 'b' },
        ],
        type: '1',
      },
      'multipart',
      token,
    );
    expect(envelope).toMatchObject({ code: 204, msg: 'Number of API calls insufficient', data: [] });
    expect(await pointsOf(gateway.url, token)).toBe(9);
    expect(
      (await push({ items: [{ url: '1', account: 'a' }], type: '1' }, 'multipart', token)).envelope.code,
    ).toBe(0);
    expect(await pointsOf(gateway.url, token)).toBe(4);
  });
});
