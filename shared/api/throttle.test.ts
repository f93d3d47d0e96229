import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGatewayError } from './errors';
import { SlotThrottle, type Slot, type SlotThrottleOptions } from './throttle';

/** Resolves pending promise callbacks without moving fake time. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A one-slot throttle (no guard unless said) whose slot is held, and a second caller waiting for it. */
const heldWithWaiter = async (options: SlotThrottleOptions) => {
  const throttle = new SlotThrottle({ limit: 1, guardMs: 0, ...options });
  const held = await throttle.acquire();
  const waiter: { slot?: Slot } = {};
  void throttle.acquire().then((slot) => (waiter.slot = slot));
  return { held, waiter };
};

describe('SlotThrottle (fake time)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('grants `limit` slots at once and queues the rest', async () => {
    const throttle = new SlotThrottle({ limit: 3, windowMs: 1000, guardMs: 0 });
    const granted: number[] = [];
    const slots: Slot[] = [];
    for (let i = 0; i < 5; i += 1) {
      void throttle.acquire().then((slot) => {
        granted.push(i);
        slots.push(slot);
      });
    }
    await settle();
    expect(granted).toEqual([0, 1, 2]);
    expect(throttle.queueDepth).toBe(2);
    expect(throttle.busySlots).toBe(3);
  });

  it('frees a slot exactly windowMs + guard after its release, not after it was granted', async () => {
    const { held, waiter } = await heldWithWaiter({ windowMs: 1000, guardMs: 5 });
    // The held call is "on the wire" for 400 ms; the window only starts when its answer arrives.
    await vi.advanceTimersByTimeAsync(400);
    held.release();
    await vi.advanceTimersByTimeAsync(1004);
    expect(waiter.slot).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(waiter.slot).toBeDefined();
  });

  it('serves waiters first in, first out', async () => {
    const throttle = new SlotThrottle({ limit: 1, windowMs: 100, guardMs: 0 });
    const order: string[] = [];
    const holder = await throttle.acquire();
    for (const name of ['a', 'b', 'c']) {
      void throttle.acquire().then((slot) => {
        order.push(name);
        slot.release();
      });
    }
    holder.release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('never lets more than `limit` grants fall in any rolling window while calls take varying time', async () => {
    const throttle = new SlotThrottle({ limit: 10, windowMs: 1000, guardMs: 0 });
    const grants: number[] = [];
    const latencies = [0, 3, 250, 17, 1, 90, 400, 2, 5, 33, 700, 1];
    const calls = Array.from({ length: 80 }, async (_, i) => {
      const slot = await throttle.acquire();
      grants.push(Date.now());
      await new Promise((r) => setTimeout(r, latencies[i % latencies.length]));
      slot.release();
    });
    await vi.advanceTimersByTimeAsync(20_000);
    await Promise.all(calls);
    expect(grants).toHaveLength(80);
    for (let i = 10; i < grants.length; i += 1) {
      // grants are in time order; the 11th after any grant must be at least a window later.
      expect(grants[i]! - grants[i - 10]!).toBeGreaterThanOrEqual(1000);
    }
  });

  it('an aborted waiter leaves the queue, rejects with kind cancelled, and does not take a slot', async () => {
    const changes: number[] = [];
    const throttle = new SlotThrottle({
      limit: 1,
      windowMs: 1000,
      guardMs: 0,
      onQueueChange: (d) => changes.push(d),
    });
    const holder = await throttle.acquire();
    const controller = new AbortController();
    const cancelled = throttle.acquire(controller.signal);
    let nextGranted = false;
    void throttle.acquire().then(() => (nextGranted = true));
    expect(throttle.queueDepth).toBe(2);
    controller.abort();
    const error: unknown = await cancelled.catch((e: unknown) => e);
    expect(isGatewayError(error) && error.kind).toBe('cancelled');
    expect(throttle.queueDepth).toBe(1);
    holder.release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(nextGranted).toBe(true);
    expect(changes).toEqual([1, 2, 1, 0]);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const throttle = new SlotThrottle();
    const error: unknown = await throttle.acquire(AbortSignal.abort()).catch((e: unknown) => e);
    expect(isGatewayError(error) && error.kind).toBe('cancelled');
    expect(throttle.busySlots).toBe(0);
  });

  it('a slot given back unused (never sent) is free at once', async () => {
    const { held, waiter } = await heldWithWaiter({ windowMs: 1000 });
    held.giveBack();
    held.release(); // too late: already given back
    await settle();
    expect(waiter.slot).toBeDefined();
  });

  it('keeps serving when a queue listener throws', async () => {
    const { held, waiter } = await heldWithWaiter({
      windowMs: 100,
      onQueueChange: () => {
        throw new Error('listener bug');
      },
    });
    held.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(waiter.slot).toBeDefined();
  });

  it('ignores a second release of the same slot', async () => {
    const throttle = new SlotThrottle({ limit: 1, windowMs: 100, guardMs: 0 });
    const slot = await throttle.acquire();
    slot.release();
    slot.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(throttle.busySlots).toBe(0);
    await throttle.acquire();
    expect(throttle.busySlots).toBe(1);
  });
});
