import { describe, expect, it } from 'vitest';
import {
  call,
  newToken,
  printResponses,
  recycleOf,
  stateOf,
  tradeOrder,
  waybillRequest,
  type FetchData,
} from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox();

interface RecycleData {
  result: {
    waybill_code: string;
    wp_code: string;
    code: number;
    error_msg: string | null;
    order_sn: string;
  }[];
  withholding_money: number;
}

/** Issues `count` waybills with the token; returns them with the order each was issued for. */
async function issue(token: string, count: number, cp = 'YTO', shopId = 'demo-shop') {
  const dtos = Array.from({ length: count }, (_, i) =>
    tradeOrder(i, {
      order_info: { order_channels_type: 'PDD', trade_order_list: [`ORDER-${i}`, `ORDER-${i}b`] },
    }),
  );
  const { envelope } = await call<FetchData>(
    gateway.url,
    'fetchWaybills',
    waybillRequest(1, { cp_code: cp, trade_order_info_dtos: dtos }, { shop_id: shopId }),
    { token },
  );
  expect(envelope.code).toBe(0);
  return printResponses(envelope.data).map((r) => ({ code: r.waybill_code, cp }));
}

describe('R2 per-waybill outcomes', () => {
  it('recycles issued waybills, in request order, with the order each was issued for, charging 1 for the call', async () => {
    const token = await newToken(gateway.url);
    const waybills = await issue(token, 3);
    const { envelope } = await call<RecycleData>(
      gateway.url,
      'recycleWaybills',
      recycleOf([waybills[2]!, waybills[0]!, waybills[1]!]),
      { token },
    );
    expect(envelope.code).toBe(0);
    expect(envelope.data.result).toEqual([
      {
        waybill_code: waybills[2]!.code,
        wp_code: 'YTO',
        code: 1,
        error_msg: null,
        order_sn: 'ORDER-2,ORDER-2b',
      },
      {
        waybill_code: waybills[0]!.code,
        wp_code: 'YTO',
        code: 1,
        error_msg: null,
        order_sn: 'ORDER-0,ORDER-0b',
      },
      {
        waybill_code: waybills[1]!.code,
        wp_code: 'YTO',
        code: 1,
        error_msg: null,
        order_sn: 'ORDER-1,ORDER-1b',
      },
    ]);
    expect(envelope.data.withholding_money).toBe(1);
    const state = await stateOf(gateway.url, token);
    expect([state.points, state.waybillsLive, state.waybillsRecycled]).toEqual([100_000 - 3 - 1, 0, 3]);
  });

  it('fails single entries (code 0 with error_msg) while the envelope stays 0', async () => {
    const token = await newToken(gateway.url);
    const [good, recycled, wrongCarrier, otherPlatform] = await issue(token, 4);
    await call(gateway.url, 'recycleWaybills', recycleOf([recycled!]), { token });
    const body = {
      params: [
        { wp_code: 'YTO', waybill_code: good!.code, owner_id: 'demo-owner', platform: '1' },
        { wp_code: 'YTO', waybill_code: 'YT9999999999999', owner_id: 'demo-owner', platform: '1' },
        { wp_code: 'ZTO', waybill_code: wrongCarrier!.code, owner_id: 'demo-owner', platform: '1' },
        { wp_code: 'YTO', waybill_code: recycled!.code, owner_id: 'demo-owner', platform: '1' },
        { wp_code: 'YTO', waybill_code: otherPlatform!.code, owner_id: 'demo-owner', platform: '2' },
        { wp_code: 'YTO', waybill_code: good!.code, owner_id: 'demo-owner', platform: '1' },
      ],
    };
    const { envelope } = await call<RecycleData>(gateway.url, 'recycleWaybills', body, { token });
    expect(envelope.code).toBe(0);
    expect(envelope.data.result.map((r) => r.code)).toEqual([1, 0, 0, 0, 0, 0]);
    const messages = envelope.data.result.map((r) => r.error_msg);
    expect(messages[0]).toBeNull();
    expect(messages[1]).toMatch(/not found/);
    expect(messages[2]).toMatch(/carrier/);
    expect(messages[3]).toMatch(/already recycled/);
    expect(messages[4]).toMatch(/platform/);
    expect(messages[5]).toMatch(/already recycled/);
    expect(envelope.data.result.map((r) => r.waybill_code)).toEqual(body.params.map((p) => p.waybill_code));
    expect(envelope.data.withholding_money).toBe(1);
    // The failed ones are still live and recyclable.
    const again = await call<RecycleData>(
      gateway.url,
      'recycleWaybills',
      recycleOf([wrongCarrier!, otherPlatform!]),
      { token },
    );
    expect(again.envelope.data.result.map((r) => r.code)).toEqual([1, 1]);
  });

  it('charges nothing when every entry fails', async () => {
    const token = await newToken(gateway.url);
    const { envelope } = await call<RecycleData>(
      gateway.url,
      'recycleWaybills',
      recycleOf([{ code: 'YT1', cp: 'YTO' }]),
      { token },
    );
    expect(envelope).toMatchObject({ code: 0, data: { withholding_money: 0 } });
    expect((await stateOf(gateway.url, token)).points).toBe(100_000);
  });

  it('does not recycle a waybill of another owner', async () => {
    const token = await newToken(gateway.url, { shops: ['demo-shop', 'other-shop'] });
    const [otherShopWaybill] = await issue(token, 1, 'YTO', 'other-shop');
    const { envelope } = await call<RecycleData>(
      gateway.url,
      'recycleWaybills',
      recycleOf([otherShopWaybill!], 'demo-owner'),
      { token },
    );
    expect(envelope.data.result[0]).toMatchObject({ code: 0, order_sn: '' });
    const right = await call<RecycleData>(
      gateway.url,
      'recycleWaybills',
      recycleOf([otherShopWaybill!], 'other-owner'),
      { token },
    );
    expect(right.envelope.data.result[0]?.code).toBe(1);
  });

  it('answers 204 when the one point for a successful recycle cannot be paid, recycling nothing', async () => {
    const token = await newToken(gateway.url, { points: 1 });
    const [waybill] = await issue(token, 1);
    const { envelope } = await call(gateway.url, 'recycleWaybills', recycleOf([waybill!]), { token });
    expect(envelope).toMatchObject({ code: 204, msg: 'Number of API calls insufficient', data: null });
    expect((await stateOf(gateway.url, token)).waybillsLive).toBe(1);
  });
});

describe('R1 size', () => {
  it('takes 1 to 100 entries', async () => {
    const token = await newToken(gateway.url);
    const many = (n: number) =>
      recycleOf(Array.from({ length: n }, (_, i) => ({ code: `YT${i}`, cp: 'YTO' })));
    const hundred = await call<RecycleData>(gateway.url, 'recycleWaybills', many(100), { token });
    expect(hundred.envelope.code).toBe(0);
    expect(hundred.envelope.data.result).toHaveLength(100);
    expect((await call(gateway.url, 'recycleWaybills', many(101), { token })).envelope.msg).toMatch(
      /^params: /,
    );
    expect((await call(gateway.url, 'recycleWaybills', many(0), { token })).envelope.msg).toMatch(
      /^params: /,
    );
    expect((await call(gateway.url, 'recycleWaybills', {}, { token })).envelope.msg).toMatch(
      /^params: is required/,
    );
  });

  it('refuses a malformed entry with its path', async () => {
    const token = await newToken(gateway.url);
    const body = {
      params: [{ wp_code: 'YTO', waybill_code: 'YT1', owner_id: 'demo-owner', platform: 'one' }],
    };
    const { envelope } = await call(gateway.url, 'recycleWaybills', body, { token });
    expect(envelope.code).toBe(100);
    expect(envelope.msg).toMatch(/^params\[0\]\.platform: /);
  });
});

describe('R3 vvtype', () => {
  it('is accepted and ignored', async () => {
    const token = await newToken(gateway.url);
    const [waybill] = await issue(token, 1);
    const { envelope } = await call<RecycleData>(
      gateway.url,
      'recycleWaybills',
      { ...recycleOf([waybill!]), vvtype: 2 },
      { token },
    );
    expect(envelope.data.result[0]?.code).toBe(1);
  });
});
