import { describe, expect, it } from 'vitest';
import { startSuiteSandbox } from '../../sandbox/testing/suite-sandbox';
import { createSellerToolsClient, type SellerToolsClientOptions } from './client';
import type { GatewayError } from './errors';
import { gatewayFailure } from '../testing/gateway-failure';
import {
  accountState,
  createDemoLikeToken,
  createToken,
  injectFault,
  recordingFetch,
} from '../testing/sandbox-harness';
import {
  DEMO,
  sampleCouponRequest,
  sampleFetchRequest,
  sampleOrdersRequest,
  samplePushRequest,
} from '../testing/sample-requests';

/*
 * The client against the real sandbox gateway over HTTP, rate limit ON. Each test uses a fresh token, so
 * that it starts with its own empty rate window and its own points.
 */

const sandbox = startSuiteSandbox();

const clientFor = (token: string, extra: Partial<SellerToolsClientOptions> = {}) =>
  createSellerToolsClient({ baseUrl: sandbox.url, token, ...extra });

describe('client ↔ sandbox: every operation', () => {
  it('resolves each operation to its typed data', async () => {
    const client = clientFor(await createDemoLikeToken(sandbox.url));
    const fetched = await client.fetchWaybills(sampleFetchRequest(1, 2));
    const issued = fetched.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response;
    expect(issued.map((w) => w.object_id)).toEqual(['obj-1-0', 'obj-1-1']);
    expect(issued[0]!.waybill_code).toMatch(/^YT\d{13}$/);
    expect(fetched.withholding_money).toBe(2);

    const recycled = await client.recycleWaybills({
      params: issued.map((w) => ({
        wp_code: 'YTO',
        waybill_code: w.waybill_code,
        owner_id: DEMO.owner,
        platform: '1',
      })),
    });
    expect(recycled.result.map((r) => r.code)).toEqual([1, 1]);

    const coupon = await client.lookupCoupon(sampleCouponRequest(sandbox.running.demoCouponMe));
    expect(coupon.mall_coupon_get_response.data.coupon_activity_id).not.toBe('');
    expect(await client.pushItems(samplePushRequest(1))).toEqual({ pushed: true });
    const page = await client.listSoldOrders(sampleOrdersRequest(0, 5));
    expect(page.content).toHaveLength(5);
    expect(page.totalElements).toBe(240);
  });
});

describe('client ↔ sandbox: typed errors', () => {
  it('401 → unauthorized', async () => {
    const e = await gatewayFailure(clientFor('no-such-token').listSoldOrders(sampleOrdersRequest()));
    expect([e.kind, e.code]).toEqual(['unauthorized', 401]);
  });

  it('302 → shop-not-authorized with the link from data.auth_url, which authorizes the shop', async () => {
    const client = clientFor(await createDemoLikeToken(sandbox.url));
    const request = { ...sampleFetchRequest(1), shop_id: 'other-shop' };
    const e = await gatewayFailure(client.fetchWaybills(request));
    expect([e.kind, e.code]).toEqual(['shop-not-authorized', 302]);
    expect(e.authUrl).toMatch(
      new RegExp(`^${sandbox.url}/sandbox/authorize\\?token_hint=.{4}&shop=other-shop$`),
    );
    expect((await fetch(e.authUrl!)).status).toBe(200);
    await expect(client.fetchWaybills(request)).resolves.toHaveProperty('withholding_money', 1);
  });

  it('the two 204s are told apart: calls-exhausted and no-permission', async () => {
    const broke = clientFor(await createToken(sandbox.url, { points: 0, owners: [DEMO.owner] }));
    const e1 = await gatewayFailure(broke.listSoldOrders(sampleOrdersRequest()));
    expect([e1.kind, e1.code]).toEqual(['calls-exhausted', 204]);
    const pushOnly = clientFor(
      await createToken(sandbox.url, { owners: [DEMO.owner], endpoints: ['pushItems'] }),
    );
    const e2 = await gatewayFailure(pushOnly.listSoldOrders(sampleOrdersRequest()));
    expect([e2.kind, e2.code]).toEqual(['no-permission', 204]);
  });

  it('100 → invalid-request with the field path from the message', async () => {
    const client = clientFor(await createDemoLikeToken(sandbox.url));
    const e = await gatewayFailure(client.fetchWaybills(sampleFetchRequest(1, 1, 'NOPE')));
    expect([e.kind, e.code]).toEqual(['invalid-request', 100]);
    expect(e.field).toBe('param_waybill_cloud_print_apply_new_request.cp_code');
  });

  it('101 and 202 → retryable; 203 → unsupported; 200 → system', async () => {
    const token = await createDemoLikeToken(sandbox.url);
    const client = clientFor(token, { maxReadRetries: 0 });
    const cases = [
      [101, 'retryable'],
      [202, 'retryable'],
      [203, 'unsupported'],
      [200, 'system'],
    ] as const;
    for (const [code, kind] of cases) {
      await injectFault(sandbox.url, { endpoint: 'recycleWaybills', code, times: 1 });
      const e = await gatewayFailure(
        client.recycleWaybills({
          params: [{ wp_code: 'YTO', waybill_code: 'YT0', owner_id: DEMO.owner, platform: '1' }],
        }),
      );
      expect([e.kind, e.code]).toEqual([kind, code]);
    }
  });

  it('HTTP 429 → retryable with retryAfterMs (two clients sharing one token trip the limit)', async () => {
    const token = await createDemoLikeToken(sandbox.url);
    const first = clientFor(token);
    const second = clientFor(token, { maxReadRetries: 0 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => first.listSoldOrders(sampleOrdersRequest(i, 1))));
    const e = await gatewayFailure(second.listSoldOrders(sampleOrdersRequest()));
    expect([e.kind, e.code]).toEqual(['retryable', 202]);
    expect(e.retryAfterMs).toBeGreaterThanOrEqual(1000);
  });

  it('an unknown path → not-found', async () => {
    const client = createSellerToolsClient({ baseUrl: `${sandbox.url}/elsewhere`, token: DEMO.token });
    const e = await gatewayFailure(client.listSoldOrders(sampleOrdersRequest()));
    expect([e.kind, e.code]).toEqual(['not-found', 404]);
  });

  it('a non-JSON answer → transport for a read, after its bounded retries', async () => {
    const recorder = recordingFetch();
    const client = clientFor(await createDemoLikeToken(sandbox.url), {
      fetch: recorder.fetch,
      maxReadRetries: 2,
    });
    await injectFault(sandbox.url, { endpoint: 'listSoldOrders', nonJson: true, times: 3 });
    const e = await gatewayFailure(client.listSoldOrders(sampleOrdersRequest()));
    expect(e.kind).toBe('transport');
    expect(recorder.calls.map((c) => c.status)).toEqual([502, 502, 502]);
  });
});

describe('client ↔ sandbox: a charged fetch is never re-sent (W11)', () => {
  for (const fault of [{ drop: true }, { nonJson: true }] as const) {
    it(`${Object.keys(fault)[0]} after the fetch committed → outcome-unknown, and the sandbox issued exactly once`, async () => {
      const token = await createDemoLikeToken(sandbox.url);
      const recorder = recordingFetch();
      const client = clientFor(token, { fetch: recorder.fetch });
      await injectFault(sandbox.url, { endpoint: 'fetchWaybills', ...fault, times: 1 });
      const e = await gatewayFailure(client.fetchWaybills(sampleFetchRequest(1, 3)));
      expect(e.kind).toBe('outcome-unknown');
      await new Promise((r) => setTimeout(r, 300));
      expect(recorder.calls).toHaveLength(1);
      const state = await accountState(sandbox.url, token);
      expect(state.waybillsIssued).toBe(3);
      expect(state.points).toBe(100_000 - 3);
    });
  }
});

describe('client ↔ sandbox: throttle and retries', () => {
  it('60 calls on one endpoint through one client: zero 429s, and no faster than the bound', async () => {
    const recorder = recordingFetch();
    const client = clientFor(await createDemoLikeToken(sandbox.url), {
      fetch: recorder.fetch,
      maxReadRetries: 0,
    });
    const started = performance.now();
    const pages = await Promise.all(
      Array.from({ length: 60 }, (_, i) => client.listSoldOrders(sampleOrdersRequest(i % 12, 20))),
    );
    const elapsed = performance.now() - started;
    expect(pages).toHaveLength(60);
    expect(recorder.calls.filter((c) => c.status === 429)).toHaveLength(0);
    expect(recorder.calls).toHaveLength(60);
    // 10 at once, then 10 per window: five full windows at least (speed itself is for the benchmark).
    expect(elapsed).toBeGreaterThanOrEqual(5000);
  }, 20_000);

  it('a read refused with 429 is re-sent no sooner than Retry-After, and then succeeds', async () => {
    const token = await createDemoLikeToken(sandbox.url);
    const filler = clientFor(token);
    await Promise.all(Array.from({ length: 10 }, (_, i) => filler.listSoldOrders(sampleOrdersRequest(i, 1))));
    const recorder = recordingFetch();
    const client = clientFor(token, { fetch: recorder.fetch });
    const page = await client.listSoldOrders(sampleOrdersRequest());
    expect(page.content.length).toBeGreaterThan(0);
    const [refused, retried] = recorder.calls;
    expect(refused?.status).toBe(429);
    expect(retried?.status).toBe(200);
    expect(retried!.sentAt - refused!.sentAt).toBeGreaterThanOrEqual(1000); // Retry-After: 1
  });

  it('a read that meets an injected 202 is retried and succeeds', async () => {
    const recorder = recordingFetch();
    const client = clientFor(await createDemoLikeToken(sandbox.url), { fetch: recorder.fetch });
    await injectFault(sandbox.url, { endpoint: 'lookupCoupon', code: 202, times: 2 });
    const coupon = await client.lookupCoupon(sampleCouponRequest(sandbox.running.demoCouponMe));
    expect(coupon.withholding_money).toBe(1);
    expect(recorder.calls).toHaveLength(3);
  });

  it('a cancelled waiting call is never sent and never charged', async () => {
    const token = await createDemoLikeToken(sandbox.url);
    const recorder = recordingFetch();
    const client = clientFor(token, { fetch: recorder.fetch });
    const controller = new AbortController();
    const calls = Array.from({ length: 12 }, (_, i) =>
      client.listSoldOrders(sampleOrdersRequest(i, 1), i === 11 ? { signal: controller.signal } : {}),
    );
    expect(client.queueDepth('listSoldOrders')).toBe(2);
    controller.abort();
    const settled = await Promise.allSettled(calls);
    const last = settled[11];
    expect(last?.status === 'rejected' && (last.reason as GatewayError).kind).toBe('cancelled');
    expect(recorder.calls).toHaveLength(11);
    expect((await accountState(sandbox.url, token)).points).toBe(100_000 - 11);
  });
});
