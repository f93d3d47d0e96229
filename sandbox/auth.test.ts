import { describe, expect, it } from 'vitest';
import { endpoints } from '../shared/api/endpoints';
import {
  call,
  newToken,
  pointsOf,
  rawPost,
  recycleOf,
  stateOf,
  waybillRequest,
} from './testing/test-support';
import { startSuiteSandbox } from './testing/suite-sandbox';
import { COLLIDING_ORDERS } from './fixtures';

const gateway = startSuiteSandbox();

describe('A1 token failures say which', () => {
  const post = (headers: Record<string, string>) =>
    rawPost(`${gateway.url}${endpoints.listSoldOrders.path}`, JSON.stringify({ owner_id: 'demo-owner' }), {
      'content-type': 'application/json',
      ...headers,
    });

  it('missing header', async () => {
    const { envelope } = await post({});
    expect(envelope.code).toBe(401);
    expect(envelope.msg).toMatch(/missing Authorization header/);
  });

  it('a scheme other than Bearer', async () => {
    for (const value of ['Basic c2FuZGJveDpkZW1v', 'sandbox-demo-token', 'Token sandbox-demo-token']) {
      const { envelope } = await post({ authorization: value });
      expect(envelope.code).toBe(401);
      expect(envelope.msg).toMatch(/scheme is not Bearer/);
    }
  });

  it('an unknown token', async () => {
    for (const value of ['Bearer nope', 'Bearer ', 'Bearer sandbox-demo-token-2']) {
      const { envelope } = await post({ authorization: value });
      expect(envelope.code).toBe(401);
      expect(envelope.msg).toMatch(/unknown access token|scheme is not Bearer/);
    }
    expect((await post({ authorization: 'Bearer nope' })).envelope.msg).toMatch(/unknown access token/);
  });

  it('applies to every operation', async () => {
    for (const op of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      expect((await call(gateway.url, op, {}, { token: 'not-a-token' })).envelope.code).toBe(401);
    }
  });
});

describe('fixtures', () => {
  it('the demo token holds 100000 points and is authorized for the demo shop and the third shop (each by all its ids)', async () => {
    const state = await stateOf(gateway.url, 'sandbox-demo-token');
    expect(state.points).toBe(100_000);
    expect(state.authorized.sort()).toEqual([
      '10001',
      '10003',
      'demo-owner',
      'demo-shop',
      'third-owner',
      'third-shop',
    ]);
  });

  it("the third shop has orders of its own, and its newest numbers are demo-owner's too (two orders each)", async () => {
    const page = async (owner_id: string) =>
      (
        await call<{ content: { order_sn: string }[] }>(gateway.url, 'listSoldOrders', {
          owner_id,
          pageSize: '100',
        })
      ).envelope;
    const third = await page('third-owner');
    const demo = await page('demo-owner');
    expect(third.code).toBe(0);
    const orders = (e: typeof third) => e.data.content;
    const demoBySn = new Map(orders(demo).map((o) => [o.order_sn, o]));
    const shared = orders(third).filter((o) => demoBySn.has(o.order_sn));
    expect(shared).toHaveLength(COLLIDING_ORDERS);
    expect(orders(third).length).toBeGreaterThan(COLLIDING_ORDERS);
    // The same number, another order: not a copy of demo-owner's.
    for (const o of shared) expect(o).not.toEqual(demoBySn.get(o.order_sn));
  });

  it('other-shop and other-owner answer 302 until authorized', async () => {
    const fetch302 = await call(
      gateway.url,
      'fetchWaybills',
      waybillRequest(1, {}, { shop_id: 'other-shop' }),
    );
    expect(fetch302.envelope.code).toBe(302);
    expect((await call(gateway.url, 'listSoldOrders', { owner_id: 'other-owner' })).envelope.code).toBe(302);
  });
});

describe('A2 shop authorization', () => {
  it('checks shop_id (fetch), owner_id (orders, each recycle entry) and mall_user_id (coupon), with the link', async () => {
    const token = await newToken(gateway.url, { shops: [] });
    const hint = token.slice(-4);
    const cases = [
      [await call(gateway.url, 'fetchWaybills', waybillRequest(1), { token }), 'demo-shop'],
      [await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner' }, { token }), 'demo-owner'],
      [
        await call(
          gateway.url,
          'lookupCoupon',
          { item_id: '1', activity_id: 'a', mall_user_id: 10001 },
          { token },
        ),
        '10001',
      ],
      [
        await call(
          gateway.url,
          'recycleWaybills',
          recycleOf([{ code: 'YT0000000000000', cp: 'YTO' }], 'demo-owner'),
          { token },
        ),
        'demo-owner',
      ],
    ] as const;
    for (const [answer, subject] of cases) {
      expect(answer.envelope.code).toBe(302);
      expect((answer.envelope.data as { auth_url: string }).auth_url).toBe(
        `${gateway.url}/sandbox/authorize?token_hint=${hint}&shop=${subject}`,
      );
    }
    expect(await pointsOf(gateway.url, token)).toBe(100_000);
  });

  it('checks every recycle entry: one unauthorized owner refuses the call', async () => {
    const token = await newToken(gateway.url);
    const body = {
      params: [
        { wp_code: 'YTO', waybill_code: 'YT1', owner_id: 'demo-owner', platform: '1' },
        { wp_code: 'YTO', waybill_code: 'YT2', owner_id: 'other-owner', platform: '1' },
      ],
    };
    const { envelope } = await call<{ auth_url: string }>(gateway.url, 'recycleWaybills', body, { token });
    expect(envelope.code).toBe(302);
    expect(envelope.data.auth_url).toContain('shop=other-owner');
  });

  it('opening the link (GET) authorizes the whole shop for that token, and says so', async () => {
    const token = await newToken(gateway.url);
    const denied = await call<{ auth_url: string }>(
      gateway.url,
      'listSoldOrders',
      { owner_id: 'other-owner' },
      { token },
    );
    const page = await fetch(denied.envelope.data.auth_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('authorized');
    expect(html).toContain('other-owner');
    expect(
      (await call(gateway.url, 'listSoldOrders', { owner_id: 'other-owner' }, { token })).envelope.code,
    ).toBe(0);
    // the shop's other ids come with it
    expect(
      (await call(gateway.url, 'fetchWaybills', waybillRequest(1, {}, { shop_id: 'other-shop' }), { token }))
        .envelope.code,
    ).toBe(0);
    // and no other token gained anything
    expect((await call(gateway.url, 'listSoldOrders', { owner_id: 'other-owner' })).envelope.code).toBe(302);
  });

  it('POST on the link works too; a bad link says why', async () => {
    const token = await newToken(gateway.url, { token: 'tok-for-post-auth-zq9x', shops: [] });
    const res = await fetch(`${gateway.url}/sandbox/authorize?token_hint=zq9x&shop=unknown-shop-7`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect((await stateOf(gateway.url, token)).authorized).toEqual(['unknown-shop-7']);
    expect((await fetch(`${gateway.url}/sandbox/authorize?token_hint=none&shop=x`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/sandbox/authorize?shop=x`)).status).toBe(400);
  });
});

describe('A3 push', () => {
  it('needs a valid token but no shop authorization', async () => {
    const token = await newToken(gateway.url, { shops: [] });
    const body = { items: [{ url: '123', account: 'anyone' }], type: '2' };
    expect((await call(gateway.url, 'pushItems', body, { token })).envelope).toMatchObject({
      code: 0,
      data: [],
    });
    expect((await call(gateway.url, 'pushItems', body, { token: null })).envelope.code).toBe(401);
  });
});
