import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSellerToolsClient, type QueueChange, type SellerToolsClientOptions } from './client';
import { endpoints } from './endpoints';
import type { GatewayError } from './errors';
import { gatewayFailure } from '../testing/gateway-failure';
import { sampleFetchRequest, sampleOrdersRequest, samplePushRequest } from '../testing/sample-requests';

/*
 * The client's mechanics (encoding, envelope reading, retries, outcome-unknown, cancellation) against a tiny
 * scripted node:http gateway, where each answer can be chosen exactly. The same behaviour against the real
 * sandbox is in client.contract.test.ts.
 */

interface Seen {
  at: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Script = (seen: Seen, index: number, res: ServerResponse) => void;

const envelope = (code: number, data: unknown = null, msg = code === 0 ? 'success' : 'failed') =>
  JSON.stringify({ code, msg, msec: 1, time: Math.floor(Date.now() / 1000), data });
const answer = (res: ServerResponse, text: string, status = 200, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
};
const ordersPage = { content: [], page: 0, pageSize: 20, totalElements: 0 };

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const stub = async (script: Script) => {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = {
        at: performance.now(),
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      script(entry, seen.length - 1, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  servers.push({ close });
  const client = (extra: Partial<SellerToolsClientOptions> = {}) =>
    createSellerToolsClient({ baseUrl: url, token: 'tok-1', ...extra });
  return { url, seen, client, close };
};

const pick = (e: GatewayError, like: object | undefined) =>
  Object.fromEntries(Object.keys(like ?? {}).map((k) => [k, (e as unknown as Record<string, unknown>)[k]]));

describe('client: what it sends', () => {
  it('refuses a base URL or token that could not make a request, when it is created', () => {
    expect(() => createSellerToolsClient({ baseUrl: 'not a url', token: 't' })).toThrow();
    expect(() => createSellerToolsClient({ baseUrl: 'http://127.0.0.1:1', token: 'a\nb' })).toThrow();
  });

  it('sends the bearer token, a JSON body for fetch, and url-encoded forms for push and orders (T6)', async () => {
    const gw = await stub((s, _i, res) => {
      const data =
        s.path === endpoints.fetchWaybills.path ? fetchResult : s.path.includes('amallnei') ? [] : ordersPage;
      answer(res, envelope(0, data));
    });
    const fetchResult = {
      withholding_money: 1,
      carrier_waybill_ii_get_response: { modules: { waybill_cloud_print_response: [] } },
    };
    const client = gw.client();
    const request = sampleFetchRequest(1);
    await client.fetchWaybills(request);
    await client.pushItems(samplePushRequest(7));
    await client.listSoldOrders({ owner_id: 'o-1', vvtype: 2, page: '3', pageSize: '50' });

    const [fetchCall, pushCall, ordersCall] = gw.seen;
    expect(fetchCall?.headers.authorization).toBe('Bearer tok-1');
    expect(fetchCall?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(fetchCall!.body)).toEqual(request);

    expect(pushCall?.path).toBe(endpoints.pushItems.path);
    expect(pushCall?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const push = new URLSearchParams(pushCall!.body);
    expect(JSON.parse(push.get('items')!)).toEqual(samplePushRequest(7).items);
    expect(push.get('type')).toBe('1');

    const orders = new URLSearchParams(ordersCall!.body);
    expect(Object.fromEntries(orders)).toEqual({ owner_id: 'o-1', vvtype: '2', page: '3', pageSize: '50' });
  });

  it('refuses an invalid request with the JSON path of the field and sends nothing', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(0, ordersPage)));
    const client = gw.client();
    const bad = sampleFetchRequest(1);
    bad.param_waybill_cloud_print_apply_new_request.trade_order_info_dtos[0]!.template_url = 'ftp://x/y';
    const e = await gatewayFailure(client.fetchWaybills(bad));
    expect(e.kind).toBe('invalid-request');
    expect(e.field).toBe('param_waybill_cloud_print_apply_new_request.trade_order_info_dtos[0].template_url');
    const e2 = await gatewayFailure(client.listSoldOrders({ ...sampleOrdersRequest(), pageSize: '101' }));
    expect(e2.field).toBe('pageSize');
    expect(gw.seen).toHaveLength(0);
  });
});

describe('client: reading answers (T1/T2)', () => {
  it('types every envelope code by kind (103 is here because the sandbox never answers it)', async () => {
    const cases: { code: number; msg: string; data?: unknown; kind: string; extra?: object }[] = [
      { code: 401, msg: 'Credential invalid', kind: 'unauthorized' },
      {
        code: 302,
        msg: 'Shop not authorized',
        data: { auth_url: 'https://gw/authorize?x=1' },
        kind: 'shop-not-authorized',
        extra: { authUrl: 'https://gw/authorize?x=1' },
      },
      {
        code: 302,
        msg: 'Shop not authorized, scan at https://gw/scan?s=2 please',
        kind: 'shop-not-authorized',
        extra: { authUrl: 'https://gw/scan?s=2' },
      },
      { code: 204, msg: 'Number of API calls insufficient', kind: 'calls-exhausted' },
      { code: 204, msg: 'No permission for the interface', kind: 'no-permission' },
      {
        code: 100,
        msg: 'params[2].platform: must be a string of digits',
        kind: 'invalid-request',
        extra: { field: 'params[2].platform' },
      },
      { code: 101, msg: 'Request timed out, retry', kind: 'retryable' },
      { code: 202, msg: 'System error, retry later', kind: 'retryable' },
      { code: 203, msg: 'Interface currently not supported', kind: 'unsupported' },
      { code: 404, msg: 'Path or method wrong', kind: 'not-found' },
      { code: 103, msg: 'Instant-messaging account does not exist', kind: 'account-missing' },
      { code: 200, msg: 'System error, contact support', kind: 'system' },
      { code: 999, msg: 'something new', kind: 'system' },
    ];
    let next = 0;
    const gw = await stub((_s, _i, res) => {
      const c = cases[next++]!;
      answer(res, envelope(c.code, c.data ?? null, c.msg));
    });
    const client = gw.client({ maxReadRetries: 0 });
    for (const c of cases) {
      const e = await gatewayFailure(client.listSoldOrders(sampleOrdersRequest()));
      expect({ kind: e.kind, code: e.code, msg: e.message, ...pick(e, c.extra) }).toEqual({
        kind: c.kind,
        code: c.code,
        msg: c.msg,
        ...c.extra,
      });
    }
  });

  it('reads the envelope whatever the HTTP status', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(404, null, 'Path or method wrong'), 404));
    const e = await gatewayFailure(gw.client().listSoldOrders(sampleOrdersRequest()));
    expect([e.kind, e.code]).toEqual(['not-found', 404]);
  });

  it('a non-JSON body is transport for a read (after its retries) and outcome-unknown for a fetch', async () => {
    const gw = await stub((_s, _i, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    });
    const client = gw.client({ maxReadRetries: 1 });
    const read = await gatewayFailure(client.listSoldOrders(sampleOrdersRequest()));
    expect(read.kind).toBe('transport');
    expect(gw.seen).toHaveLength(2);
    const write = await gatewayFailure(client.fetchWaybills(sampleFetchRequest(2)));
    expect(write.kind).toBe('outcome-unknown');
    expect(gw.seen).toHaveLength(3);
  });

  it('a success whose data cannot be read is outcome-unknown for a fetch (waybills were issued)', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(0, { withholding_money: 1 })));
    const e = await gatewayFailure(gw.client().fetchWaybills(sampleFetchRequest(1)));
    expect(e.kind).toBe('outcome-unknown');
  });
});

describe('client: lost answers are never re-sent for charged writes (W11)', () => {
  it('a dropped connection after a fetch arrived is outcome-unknown, sent exactly once', async () => {
    const gw = await stub((_s, _i, res) => res.socket?.destroy());
    const e = await gatewayFailure(gw.client().fetchWaybills(sampleFetchRequest(1)));
    expect(e.kind).toBe('outcome-unknown');
    await new Promise((r) => setTimeout(r, 300));
    expect(gw.seen).toHaveLength(1);
  });

  it('the same drop is retried for an idempotent read', async () => {
    const gw = await stub((_s, i, res) =>
      i === 0 ? res.socket?.destroy() : answer(res, envelope(0, ordersPage)),
    );
    const page = await gw.client().listSoldOrders(sampleOrdersRequest());
    expect(page.totalElements).toBe(0);
    expect(gw.seen).toHaveLength(2);
  });

  it('a fetch that gets no answer in time is outcome-unknown', async () => {
    const gw = await stub(() => undefined);
    const e = await gatewayFailure(gw.client({ requestTimeoutMs: 200 }).fetchWaybills(sampleFetchRequest(1)));
    expect(e.kind).toBe('outcome-unknown');
    expect(e.message).toMatch(/no answer in time/);
  });

  it('a refused connection provably sent nothing: transport, even for a fetch', async () => {
    const gw = await stub(() => undefined);
    await gw.close();
    const e = await gatewayFailure(
      createSellerToolsClient({ baseUrl: gw.url, token: 't' }).fetchWaybills(sampleFetchRequest(1)),
    );
    expect(e.kind).toBe('transport');
  });

  it('a caller abort after a fetch was sent still waits for its outcome', async () => {
    const gw = await stub((_s, _i, res) => setTimeout(() => answer(res, envelope(101)), 150));
    const controller = new AbortController();
    const pending = gw.client().fetchWaybills(sampleFetchRequest(1), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const e = await gatewayFailure(pending);
    expect(e.kind).toBe('retryable'); // the gateway's real answer, not "cancelled"
    expect(gw.seen).toHaveLength(1);
  });
});

describe('client: read retries', () => {
  it('honours Retry-After on HTTP 429 and re-sends the read after at least that long', async () => {
    const gw = await stub((_s, i, res) =>
      i === 0
        ? answer(res, envelope(202, null, 'System error, retry later'), 429, { 'retry-after': '1' })
        : answer(res, envelope(0, ordersPage)),
    );
    await gw.client().listSoldOrders(sampleOrdersRequest());
    expect(gw.seen).toHaveLength(2);
    expect(gw.seen[1]!.at - gw.seen[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('gives up after maxReadRetries with the last error, carrying retryAfterMs', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(202), 429, { 'retry-after': '0' }));
    const e = await gatewayFailure(
      gw.client({ maxReadRetries: 2 }).lookupCoupon({ me: 'x.y', mall_user_id: 1 }),
    );
    expect([e.kind, e.retryAfterMs]).toEqual(['retryable', 0]);
    expect(gw.seen).toHaveLength(3);
  });

  it('a 429 refusal is retryable even for a fetch (the gateway did not carry it out), and not re-sent', async () => {
    const gw = await stub((_s, _i, res) => {
      res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '2' });
      res.end('Too Many Requests');
    });
    const e = await gatewayFailure(gw.client().fetchWaybills(sampleFetchRequest(1)));
    expect([e.kind, e.retryAfterMs]).toEqual(['retryable', 2000]);
    expect(gw.seen).toHaveLength(1);
  });

  it('never re-sends a retryable fetch, recycle or push', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(101)));
    const client = gw.client();
    expect((await gatewayFailure(client.fetchWaybills(sampleFetchRequest(1)))).kind).toBe('retryable');
    expect((await gatewayFailure(client.pushItems(samplePushRequest(1)))).kind).toBe('retryable');
    const recycle = { params: [{ wp_code: 'YTO', waybill_code: 'YT1', owner_id: 'o', platform: '1' }] };
    expect((await gatewayFailure(client.recycleWaybills(recycle))).kind).toBe('retryable');
    expect(gw.seen).toHaveLength(3);
  });

  it('a read waiting to retry can be cancelled', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(202), 429, { 'retry-after': '5' }));
    const controller = new AbortController();
    const pending = gw.client().listSoldOrders(sampleOrdersRequest(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect((await gatewayFailure(pending)).kind).toBe('cancelled');
    expect(gw.seen).toHaveLength(1);
  });
});

describe('client: throttle and queue', () => {
  it('queues past the limit, reports the depth, and a cancelled waiter is never sent', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(0, ordersPage)));
    const changes: QueueChange[] = [];
    const client = gw.client({
      rateLimit: { limit: 2, windowMs: 300 },
      onQueueChange: (c) => changes.push(c),
    });
    const controller = new AbortController();
    const calls = [0, 1, 2, 3].map((i) =>
      client.listSoldOrders(sampleOrdersRequest(i), i === 2 ? { signal: controller.signal } : {}),
    );
    expect(client.queueDepth('listSoldOrders')).toBe(2);
    expect(client.queueDepth()).toBe(2);
    expect(client.queueDepth('fetchWaybills')).toBe(0);
    controller.abort();
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(gw.seen.map((s) => new URLSearchParams(s.body).get('page'))).toEqual(['0', '1', '3']);
    expect(changes.map((c) => c.depth)).toEqual([1, 2, 1, 0]);
    expect(changes.every((c) => c.op === 'listSoldOrders')).toBe(true);
  });

  it('the client-wide signal cancels everything not yet sent', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(0, ordersPage)));
    const controller = new AbortController();
    const client = gw.client({ signal: controller.signal, rateLimit: { limit: 1, windowMs: 1000 } });
    const first = client.listSoldOrders(sampleOrdersRequest(0));
    const second = client.listSoldOrders(sampleOrdersRequest(1));
    await first;
    controller.abort();
    expect((await gatewayFailure(second)).kind).toBe('cancelled');
    expect((await gatewayFailure(client.listSoldOrders(sampleOrdersRequest(2)))).kind).toBe('cancelled');
    expect(gw.seen).toHaveLength(1);
  });

  it('subscribeQueue returns an unsubscribe', async () => {
    const gw = await stub((_s, _i, res) => answer(res, envelope(0, ordersPage)));
    const client = gw.client({ rateLimit: { limit: 1, windowMs: 50 } });
    const seen: number[] = [];
    const off = client.subscribeQueue((c) => seen.push(c.total));
    const a = client.listSoldOrders(sampleOrdersRequest(0));
    const b = client.listSoldOrders(sampleOrdersRequest(1));
    off();
    await Promise.all([a, b]);
    expect(seen).toEqual([1]);
  });
});
