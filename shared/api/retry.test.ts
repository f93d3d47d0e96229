import { describe, expect, it } from 'vitest';
import { backoffDelay, sleep } from './retry';
import { isGatewayError } from './errors';

describe('backoffDelay', () => {
  it('grows exponentially with equal jitter, capped', () => {
    const low = () => 0;
    const high = () => 0.999_999;
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, undefined, { random: low }))).toEqual([
      100, 200, 400, 800,
    ]);
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, undefined, { random: high }))).toEqual([
      200, 400, 800, 1600,
    ]);
    expect(backoffDelay(20, undefined, { random: high, maxMs: 5000 })).toBe(5000);
  });

  it('never waits less than Retry-After, whatever the attempt', () => {
    for (const attempt of [0, 3, 10]) {
      for (const r of [0, 0.5, 0.999]) {
        const delay = backoffDelay(attempt, 1000, { random: () => r });
        expect(delay).toBeGreaterThanOrEqual(1000);
        expect(delay).toBeLessThanOrEqual(1100);
      }
    }
  });
});

describe('sleep', () => {
  it('rejects with kind cancelled when aborted', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort();
    const e: unknown = await waiting.catch((x: unknown) => x);
    expect(isGatewayError(e) && e.kind).toBe('cancelled');
  });
});
