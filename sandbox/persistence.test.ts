import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from './server';
import {
  call,
  newToken,
  operator,
  printResponses,
  recycleOf,
  stateOf,
  waybillRequest,
  type FetchData,
} from './testing/test-support';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a data file keeps state across a restart', () => {
  it('keeps waybills, points, tokens, authorizations, added orders, the signing key and the coupon secret', async () => {
    const dataFile = join(dir, 'gateway.sqlite');
    const first = await createSandbox({ port: 0, dataFile, orders: 30 });
    const token = await newToken(first.url, { points: 50 });
    const fetched = await call<FetchData>(first.url, 'fetchWaybills', waybillRequest(2), { token });
    const [w1, w2] = printResponses(fetched.envelope.data);
    const link = (
      await call<{ auth_url: string }>(first.url, 'listSoldOrders', { owner_id: 'other-owner' }, { token })
    ).envelope.data.auth_url;
    await fetch(link);
    await operator(first.url, 'POST', '/sandbox/orders', {
      owner_id: 'other-owner',
      orders: [{ order_sn: 'KEPT-1' }],
    });
    const key = await (await fetch(`${first.url}/sandbox/public-key`)).text();
    const me = first.demoCouponMe;
    const demoPoints = (await stateOf(first.url, 'sandbox-demo-token')).points;
    await call(first.url, 'listSoldOrders', { owner_id: 'demo-owner' });
    await first.close();

    // A different --orders on restart does not reseed an owner that already has orders.
    const second = await createSandbox({ port: 0, dataFile, orders: 99 });
    try {
      expect(await stateOf(second.url, token)).toMatchObject({
        points: 50 - 2,
        waybillsIssued: 2,
        waybillsLive: 2,
      });
      expect((await stateOf(second.url, 'sandbox-demo-token')).points).toBe(demoPoints - 1);
      const recycled = await call<{ result: { code: number; order_sn: string }[] }>(
        second.url,
        'recycleWaybills',
        recycleOf([
          { code: w1!.waybill_code, cp: 'YTO' },
          { code: w2!.waybill_code, cp: 'YTO' },
        ]),
        { token },
      );
      expect(recycled.envelope.data.result.map((r) => r.code)).toEqual([1, 1]);
      const others = await call<{ content: { order_sn: string }[]; totalElements: number }>(
        second.url,
        'listSoldOrders',
        { owner_id: 'other-owner', pageSize: '1' },
        { token },
      );
      expect(others.envelope.code).toBe(0);
      expect(others.envelope.data.totalElements).toBe(61);
      expect(others.envelope.data.content[0]?.order_sn).toBe('KEPT-1');
      const demo = await call<{ totalElements: number }>(second.url, 'listSoldOrders', {
        owner_id: 'demo-owner',
      });
      expect(demo.envelope.data.totalElements).toBe(30);
      expect(await (await fetch(`${second.url}/sandbox/public-key`)).text()).toBe(key);
      expect(second.demoCouponMe).toBe(me);
      expect((await call(second.url, 'lookupCoupon', { me, mall_user_id: 10001 })).envelope.code).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('in memory, every start is fresh', async () => {
    const a = await createSandbox({ port: 0 });
    await call(a.url, 'fetchWaybills', waybillRequest(1));
    expect((await stateOf(a.url, 'sandbox-demo-token')).waybillsIssued).toBe(1);
    await a.close();
    const b = await createSandbox({ port: 0 });
    expect((await stateOf(b.url, 'sandbox-demo-token')).waybillsIssued).toBe(0);
    await b.close();
  });
});
