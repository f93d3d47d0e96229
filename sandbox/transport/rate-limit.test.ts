import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../state/rate-limiter';
import { createSandbox } from '../server';
import { call, newToken, pointsOf } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

/** The gateway's limit (10 per rolling 1000 ms) on a clock the test moves by hand. */
const limiterOnHandClock = () => {
  const clock = { now: 0 };
  return { clock, limiter: new RateLimiter(10, 1000, () => clock.now) };
};

describe('RateLimiter (rolling window on arrivals)', () => {
  it('admits 10 in any rolling 1000 ms and says when the next one fits', () => {
    const { clock, limiter } = limiterOnHandClock();
    for (let i = 0; i < 10; i++) {
      clock.now = i * 50;
      expect(limiter.admit('k').admitted).toBe(true);
    }
    clock.now = 999;
    expect(limiter.admit('k')).toEqual({ admitted: false, retryAfterSeconds: 1 });
    // At 1000 the first arrival (t=0) has left the window; at 1001 the second (t=50) is still in it.
    for (const [at, admitted] of [
      [1000, true],
      [1001, false],
      [1050, true],
    ] as const) {
      clock.now = at;
      expect(limiter.admit('k').admitted, `at ${at} ms`).toBe(admitted);
    }
  });

  it('does not count refused calls, and keeps keys apart', () => {
    const { clock, limiter } = limiterOnHandClock();
    for (let i = 0; i < 10; i++) limiter.admit('a');
    for (let i = 0; i < 50; i++) expect(limiter.admit('a').admitted).toBe(false);
    expect(limiter.admit('b').admitted).toBe(true);
    clock.now = 1000;
    expect(limiter.admit('a').admitted).toBe(true);
  });

  it('never admits more than 10 in any 1000 ms over a long random run', () => {
    const { clock, limiter } = limiterOnHandClock();
    const admitted: number[] = [];
    for (let i = 0; i < 5000; i++) {
      clock.now += Math.floor(Math.random() * 60);
      if (limiter.admit('k').admitted) admitted.push(clock.now);
    }
    for (let i = 10; i < admitted.length; i++) {
      expect(admitted[i]! - admitted[i - 10]!).toBeGreaterThanOrEqual(1000);
    }
  });
});

describe('T4 over HTTP', () => {
  const gateway = startSuiteSandbox();

  const orders = { owner_id: 'demo-owner', pageSize: '1' };

  it('refuses the 11th call in a second with HTTP 429, code 202 and Retry-After, without charging it', async () => {
    const token = await newToken(gateway.url, { points: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => call(gateway.url, 'listSoldOrders', orders, { token })),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.envelope).toMatchObject({ code: 202, data: null });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200 && a.envelope.code === 0)).toHaveLength(10);
    expect(await pointsOf(gateway.url, token)).toBe(1000 - 10);
  });

  it('counts per endpoint and per token', async () => {
    const token = await newToken(gateway.url);
    const other = await newToken(gateway.url);
    const push = { items: [{ url: '1', account: 'a' }], type: '1' };
    // 11 calls in each (token, endpoint) group at once: exactly one of each group is refused.
    const groups = await Promise.all([
      Promise.all(Array.from({ length: 11 }, () => call(gateway.url, 'listSoldOrders', orders, { token }))),
      Promise.all(Array.from({ length: 11 }, () => call(gateway.url, 'pushItems', push, { token }))),
      Promise.all(
        Array.from({ length: 11 }, () => call(gateway.url, 'listSoldOrders', orders, { token: other })),
      ),
    ]);
    for (const answers of groups) {
      expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200 && a.envelope.code === 0)).toHaveLength(10);
    }
  });

  it('admits again once the window has rolled past', async () => {
    const token = await newToken(gateway.url);
    await Promise.all(
      Array.from({ length: 10 }, () => call(gateway.url, 'listSoldOrders', orders, { token })),
    );
    expect((await call(gateway.url, 'listSoldOrders', orders, { token })).status).toBe(429);
    await new Promise((r) => setTimeout(r, 1050));
    expect((await call(gateway.url, 'listSoldOrders', orders, { token })).envelope.code).toBe(0);
  });

  it('does not limit the operator paths under /sandbox/', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${gateway.url}/sandbox/state?token=sandbox-demo-token`).then((r) => r.status),
      ),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
  });

  it('is off with rateLimit: false', async () => {
    const open = await createSandbox({ port: 0, rateLimit: false });
    try {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => call(open.url, 'listSoldOrders', orders)),
      );
      expect(answers.every((a) => a.envelope.code === 0)).toBe(true);
    } finally {
      await open.close();
    }
  });
});
