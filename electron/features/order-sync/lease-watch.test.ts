import { describe, expect, it } from 'vitest';
import { leaseWatch } from './lease-watch';

/*
 * Another desk's sync whose end notice was lost (its desk died, its lease ran out): main, not the screens, asks
 * the server who holds the lease until nobody does, and tells the end once.
 */

/** A lease held for `heldFor` reads, then free; the watch's ends are counted. */
const watched = (heldFor: number) => {
  let reads = 0;
  let ends = 0;
  const watch = leaseWatch(
    () => Promise.resolve(++reads > heldFor ? null : 'desk A'),
    () => (ends += 1),
    1,
  );
  return { watch, ends: () => ends, reads: () => reads };
};

describe('leaseWatch', () => {
  it('tells the end once, when the lease is free, however often it was started meanwhile', async () => {
    const w = watched(3);
    w.watch.start('owner-1');
    w.watch.start('owner-1');
    await expect.poll(w.ends).toBe(1);
    expect(w.reads()).toBe(4);
    await new Promise((r) => setTimeout(r, 20));
    expect(w.ends()).toBe(1);
  });

  it("stops without telling once the other desk's end notice came", async () => {
    const w = watched(1_000_000);
    w.watch.start('owner-1');
    await expect.poll(w.reads).toBeGreaterThan(1);
    w.watch.stop('owner-1');
    const readsAtStop = w.reads();
    await new Promise((r) => setTimeout(r, 20));
    expect(w.reads()).toBeLessThanOrEqual(readsAtStop + 1);
    expect(w.ends()).toBe(0);
  });

  it('gives up while the ledger is away (its catch-up reads the book again once back)', async () => {
    let reads = 0;
    let ends = 0;
    const watch = leaseWatch(
      () => (++reads, Promise.reject(new Error('ledger away'))),
      () => (ends += 1),
      1,
    );
    watch.start('owner-1');
    await expect.poll(() => reads).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toBe(1);
    expect(ends).toBe(0);
  });
});
