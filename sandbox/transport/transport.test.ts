import { describe, expect, it } from 'vitest';
import { endpoints, operationNames } from '../../shared/api/endpoints';
import { call, newToken, pointsOf, rawPost, waybillRequest, type Envelope } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox();

const ordersBody = { owner_id: 'demo-owner', pageSize: '5' };

describe('T1 HTTP status', () => {
  it('answers 404 with envelope code 404 for an unknown path', async () => {
    const answer = await rawPost(`${gateway.url}/papi/tool/nowhere`, '{}', {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(404);
    expect(answer.envelope.code).toBe(404);
    expect(answer.envelope.data).toBeNull();
  });

  it('answers 404 for a method other than POST on every operation path', async () => {
    for (const op of operationNames) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await fetch(`${gateway.url}${endpoints[op].path}`, {
          method,
          headers: { authorization: 'Bearer sandbox-demo-token' },
        });
        const envelope = (await res.json()) as Envelope;
        expect([res.status, envelope.code]).toEqual([404, 404]);
        expect(envelope.msg).toContain(method);
      }
    }
  });

  it('answers HTTP 200 for failures other than 404 and 429', async () => {
    const unauthorized = await call(gateway.url, 'listSoldOrders', ordersBody, { token: null });
    const invalid = await call(gateway.url, 'listSoldOrders', { owner_id: '' });
    const notAuthorized = await call(gateway.url, 'listSoldOrders', { owner_id: 'other-owner' });
    expect([unauthorized.status, invalid.status, notAuthorized.status]).toEqual([200, 200, 200]);
    expect([unauthorized.envelope.code, invalid.envelope.code, notAuthorized.envelope.code]).toEqual([
      401, 100, 302,
    ]);
  });
});

describe('T2 body of a failed call', () => {
  it('carries data null, except the 302 link and the push', async () => {
    expect((await call(gateway.url, 'fetchWaybills', {})).envelope.data).toBeNull();
    expect((await call(gateway.url, 'recycleWaybills', { params: [] })).envelope.data).toBeNull();
    expect((await call(gateway.url, 'lookupCoupon', {})).envelope.data).toBeNull();
    const notAuthorized = await call<{ auth_url: string }>(gateway.url, 'listSoldOrders', {
      owner_id: 'other-owner',
    });
    expect(notAuthorized.envelope.data.auth_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/authorize\?/);
    const push = await call(gateway.url, 'pushItems', { items: [], type: '1' });
    expect(push.envelope).toMatchObject({ code: 100, data: [] });
    const pushUnauthorized = await call(
      gateway.url,
      'pushItems',
      { items: [], type: '1' },
      { token: 'nope' },
    );
    expect(pushUnauthorized.envelope).toMatchObject({ code: 401, data: [] });
  });
});

describe('T3 time and msec', () => {
  it('sends time in Unix seconds and msec as whole milliseconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { envelope } = await call(gateway.url, 'listSoldOrders', ordersBody);
    const after = Math.ceil(Date.now() / 1000);
    expect(envelope.time).toBeGreaterThanOrEqual(before);
    expect(envelope.time).toBeLessThanOrEqual(after);
    expect(Number.isInteger(envelope.msec)).toBe(true);
    expect(envelope.msec).toBeGreaterThanOrEqual(0);
    expect(envelope.msec).toBeLessThan(5000);
    expect(Object.keys(envelope)).toEqual(['code', 'msg', 'msec', 'time', 'data']);
  });
});

describe('T6 body encodings', () => {
  it('accepts the orders query as JSON, multipart and gateway.url-encoded with the same result', async () => {
    const pages = await Promise.all(
      (['json', 'multipart', 'urlencoded'] as const).map((encoding) =>
        call<{ content: { order_sn: string }[] }>(gateway.url, 'listSoldOrders', ordersBody, { encoding }),
      ),
    );
    const numbers = pages.map((p) => p.envelope.data.content.map((o) => o.order_sn));
    expect(pages.map((p) => p.envelope.code)).toEqual([0, 0, 0]);
    expect(numbers[0]).toHaveLength(5);
    expect(numbers[1]).toEqual(numbers[0]);
    expect(numbers[2]).toEqual(numbers[0]);
  });

  it('refuses a form body on the JSON-only operations with code 100', async () => {
    for (const op of ['fetchWaybills', 'lookupCoupon', 'recycleWaybills'] as const) {
      for (const encoding of ['multipart', 'urlencoded'] as const) {
        const { envelope } = await call(gateway.url, op, { a: '1' }, { encoding });
        expect(envelope.code).toBe(100);
        expect(envelope.msg).toMatch(/^body: content type .* is not accepted here; send application\/json$/);
      }
    }
  });
});

describe('T7 order of checks', () => {
  it('checks the path before the token', async () => {
    const answer = await rawPost(`${gateway.url}/papi/tool/accounts/other`, 'not json', {});
    expect(answer.envelope.code).toBe(404);
  });

  it('checks the token before the body', async () => {
    const answer = await rawPost(`${gateway.url}${endpoints.fetchWaybills.path}`, '{broken', {
      'content-type': 'application/json',
    });
    expect(answer.envelope.code).toBe(401);
  });

  it('checks the token before the size of the body', async () => {
    const huge = JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) });
    const answer = await rawPost(`${gateway.url}${endpoints.fetchWaybills.path}`, huge, {
      'content-type': 'application/json',
      authorization: 'Bearer unknown',
    });
    expect(answer.envelope.code).toBe(401);
  });

  it('checks the rate before validation', async () => {
    const token = await newToken(gateway.url);
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => call(gateway.url, 'recycleWaybills', { params: [] }, { token })),
    );
    expect(answers.filter((a) => a.envelope.code === 100)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429 && a.envelope.code === 202)).toHaveLength(1);
  });

  it('checks validation before shop authorization, and authorization before permission and balance', async () => {
    const broke = await newToken(gateway.url, { points: 0, shops: [], endpoints: ['pushItems'] });
    expect(
      (await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner', pageSize: '0' }, { token: broke }))
        .envelope.code,
    ).toBe(100);
    expect(
      (await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner' }, { token: broke })).envelope.code,
    ).toBe(302);
    const authorizedBroke = await newToken(gateway.url, {
      points: 0,
      owners: ['demo-owner'],
      endpoints: ['pushItems'],
    });
    const permission = await call(
      gateway.url,
      'listSoldOrders',
      { owner_id: 'demo-owner' },
      { token: authorizedBroke },
    );
    expect(permission.envelope).toMatchObject({ code: 204, msg: 'No permission for the interface' });
  });
});

describe('robustness: bad input is a code-100 envelope and the server keeps serving', () => {
  // A fresh token per call keeps these many calls clear of the rate limit.
  const post = async (body: BodyInit | undefined, headers: Record<string, string>) =>
    rawPost(`${gateway.url}${endpoints.fetchWaybills.path}`, body, {
      authorization: `Bearer ${await newToken(gateway.url)}`,
      ...headers,
    });

  it.each([
    ['malformed JSON', '{"shop_id": ', { 'content-type': 'application/json' }, /^body: is not valid JSON$/],
    ['an empty JSON body', '', { 'content-type': 'application/json' }, /^body: /],
    ['no body at all', undefined, {}, /^body: is required$/],
    [
      'text/plain',
      '{"shop_id":"demo-shop"}',
      { 'content-type': 'text/plain' },
      /^body: content type text\/plain is not accepted/,
    ],
    [
      'an unknown content type',
      '<x/>',
      { 'content-type': 'application/xml' },
      /^body: content type application\/xml/,
    ],
    ['a JSON array', '[]', { 'content-type': 'application/json' }, /^body: must be object/],
    ['a JSON string', '"x"', { 'content-type': 'application/json' }, /^body: must be object/],
    ['a wrong type', '{"shop_id": 5}', { 'content-type': 'application/json' }, /^shop_id: must be string/],
    [
      'prototype poisoning',
      '{"__proto__": {"x": 1}}',
      { 'content-type': 'application/json' },
      /^body: is not valid JSON$/,
    ],
  ])('%s', async (_name, body, headers, msg) => {
    const answer = await post(body, headers);
    expect(answer.status).toBe(200);
    expect(answer.envelope.code).toBe(100);
    expect(answer.envelope.msg).toMatch(msg);
    expect(answer.envelope.msg).not.toMatch(/\bat .*\(.*:\d+:\d+\)/); // no stack trace
  });

  it('refuses a body over 1 MiB with code 100, charges nothing, and keeps serving', async () => {
    const token = await newToken(gateway.url);
    const before = await pointsOf(gateway.url, token);
    const huge = JSON.stringify({ shop_id: 'demo-shop', pad: 'x'.repeat(2 * 1024 * 1024) });
    const answer = await rawPost(`${gateway.url}${endpoints.fetchWaybills.path}`, huge, {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    expect(answer.envelope.code).toBe(100);
    expect(answer.envelope.msg).toMatch(/^body: is larger than/);
    const multipartHuge = await call(
      gateway.url,
      'listSoldOrders',
      { owner_id: 'demo-owner', remark: 'x'.repeat(2 * 1024 * 1024) },
      { token, encoding: 'multipart' },
    );
    expect(multipartHuge.envelope.code).toBe(100);
    expect(await pointsOf(gateway.url, token)).toBe(before);
    expect((await call(gateway.url, 'fetchWaybills', waybillRequest(1), { token })).envelope.code).toBe(0);
  });

  it('refuses a malformed multipart body with code 100', async () => {
    const answer = await rawPost(
      `${gateway.url}${endpoints.listSoldOrders.path}`,
      '--x\r\nContent-Disposition: form-data; name="owner_id"\r\n\r\ndemo',
      {
        authorization: 'Bearer sandbox-demo-token',
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect(answer.envelope.code).toBe(100);
  });

  it('refuses a form field sent twice', async () => {
    const body = 'owner_id=demo-owner&owner_id=other-owner';
    const answer = await rawPost(`${gateway.url}${endpoints.listSoldOrders.path}`, body, {
      authorization: 'Bearer sandbox-demo-token',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.envelope.code).toBe(100);
    expect(answer.envelope.msg).toMatch(/^owner_id: /);
  });
});
