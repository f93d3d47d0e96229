import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { call, encodeBody, newToken, operator, stateOf, waybillRequest } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox({ rateLimit: false });
afterEach(async () => {
  await operator(gateway.url, 'DELETE', '/sandbox/faults');
});

const addFault = (rule: Record<string, unknown>) => operator(gateway.url, 'POST', '/sandbox/faults', rule);

describe('injected faults', () => {
  it('answers 101 or 202 for the next N calls without doing or charging anything', async () => {
    const token = await newToken(gateway.url);
    expect((await addFault({ endpoint: 'fetchWaybills', code: 101, times: 2 })).code).toBe(0);
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await call(gateway.url, 'fetchWaybills', waybillRequest(1), { token })).envelope.code);
    expect(codes).toEqual([101, 101, 0]);
    expect(await stateOf(gateway.url, token)).toMatchObject({ points: 100_000 - 1, waybillsIssued: 1 });
    await addFault({ endpoint: 'pushItems', code: 202, times: 1 });
    const push = await call(
      gateway.url,
      'pushItems',
      { items: [{ url: '1', account: 'a' }], type: '1' },
      { token },
    );
    expect(push.envelope).toMatchObject({ code: 202, data: [] });
    expect(push.status).toBe(200);
  });

  it('delays the answer after the operation has committed', async () => {
    const token = await newToken(gateway.url);
    await addFault({ endpoint: 'fetchWaybills', delayMs: 400, times: 1 });
    let answered = false;
    const pending = call(gateway.url, 'fetchWaybills', waybillRequest(1), { token }).then((a) => {
      answered = true;
      return a;
    });
    // The waybill is committed while the answer is still held back.
    while ((await stateOf(gateway.url, token)).waybillsIssued === 0)
      await new Promise((r) => setTimeout(r, 20));
    const committedAt = Date.now();
    expect(answered).toBe(false);
    expect((await pending).envelope.code).toBe(0);
    expect(Date.now() - committedAt).toBeGreaterThanOrEqual(300);
  });

  it('drops the connection after committing: a charged call whose answer never arrives', async () => {
    const token = await newToken(gateway.url);
    await addFault({ endpoint: 'fetchWaybills', drop: true, times: 1 });
    const { body, headers } = encodeBody(waybillRequest(3), 'json');
    await expect(
      fetch(`${gateway.url}${endpoints.fetchWaybills.path}`, {
        method: 'POST',
        body,
        headers: { ...headers, authorization: `Bearer ${token}` },
      }),
    ).rejects.toThrow();
    expect(await stateOf(gateway.url, token)).toMatchObject({ points: 100_000 - 3, waybillsIssued: 3 });
    expect((await call(gateway.url, 'fetchWaybills', waybillRequest(1), { token })).envelope.code).toBe(0);
  });

  it('answers a non-JSON body after committing', async () => {
    const token = await newToken(gateway.url);
    await addFault({ endpoint: 'listSoldOrders', nonJson: true, times: 1 });
    const { body, headers } = encodeBody({ owner_id: 'demo-owner' }, 'urlencoded');
    const res = await fetch(`${gateway.url}${endpoints.listSoldOrders.path}`, {
      method: 'POST',
      body,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    await expect(res.json()).rejects.toThrow();
    expect((await stateOf(gateway.url, token)).points).toBe(100_000 - 1);
  });

  it('applies to every endpoint with "*", lists rules, and clears them', async () => {
    await addFault({ endpoint: '*', code: 202 });
    expect((await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner' })).envelope.code).toBe(202);
    expect(
      (await call(gateway.url, 'lookupCoupon', { me: gateway.running.demoCouponMe, mall_user_id: 10001 }))
        .envelope.code,
    ).toBe(202);
    const listed = await operator<{ faults: unknown[] }>(gateway.url, 'GET', '/sandbox/faults');
    expect(listed.data.faults).toEqual([{ endpoint: '*', code: 202 }]);
    expect((await operator(gateway.url, 'POST', '/sandbox/faults', { clear: true })).code).toBe(0);
    expect((await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner' })).envelope.code).toBe(0);
  });

  it('refuses a malformed rule', async () => {
    for (const rule of [
      { endpoint: 'nope', code: 101 },
      { endpoint: 'pushItems' },
      { endpoint: 'pushItems', code: 101, drop: true },
      { endpoint: 'pushItems', code: 500 },
    ]) {
      expect((await addFault(rule)).code).toBe(100);
    }
  });
});
