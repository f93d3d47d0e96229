import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookTeller, type BookNotice, type BookNotices } from './book-notices';

/*
 * A sync's notices to the other desks are paced: the start at once, pages at most one per interval (the latest
 * one, so the count the others see is current), the end at once and last — a 1,000-page sync does not flood them.
 */

const recorder = () => {
  const told: Array<BookNotice & { at: number }> = [];
  const notices: BookNotices = {
    publish: (notice) => {
      told.push({ ...notice, at: Date.now() });
      return Promise.resolve();
    },
    subscribe: () => () => undefined,
  };
  return { told, notices };
};

describe('book notices pacing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('1,000 pages over 100 s: about two notices a second, the end last, nothing after it', async () => {
    const { told, notices } = recorder();
    const teller = bookTeller(notices, 500);
    teller.now({ ownerId: 'o', orders: 0, syncing: true });
    for (let page = 1; page <= 1000; page++) {
      await vi.advanceTimersByTimeAsync(100); // 10 pages a second: the gateway's bound
      teller.page({ ownerId: 'o', orders: page * 100, syncing: true });
    }
    teller.now({ ownerId: 'o', orders: 100_000, syncing: false });
    await vi.advanceTimersByTimeAsync(5_000);

    expect(told.length).toBeGreaterThan(150);
    expect(told.length).toBeLessThanOrEqual(203); // 100 s × 2/s, plus the start and the end
    for (let i = 2; i < told.length - 1; i++)
      expect(told[i]!.at - told[i - 1]!.at).toBeGreaterThanOrEqual(500);
    expect(told.at(-1)).toMatchObject({ orders: 100_000, syncing: false });
    // Every page is told within an interval of being stored: the latest count, never an old one.
    const pages = told.filter((n) => n.syncing);
    for (let i = 1; i < pages.length; i++) expect(pages[i]!.orders).toBeGreaterThan(pages[i - 1]!.orders);
  });

  it('a quiet page is told at once; a burst keeps only its latest page', async () => {
    const { told, notices } = recorder();
    const teller = bookTeller(notices, 500);
    teller.page({ ownerId: 'o', orders: 100, syncing: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(told.map((n) => n.orders)).toEqual([100]);
    teller.page({ ownerId: 'o', orders: 200, syncing: true });
    teller.page({ ownerId: 'o', orders: 300, syncing: true });
    await vi.advanceTimersByTimeAsync(499);
    expect(told.map((n) => n.orders)).toEqual([100]);
    await vi.advanceTimersByTimeAsync(1);
    expect(told.map((n) => n.orders)).toEqual([100, 300]);
  });

  it('the end drops a page notice still waiting, so "syncing" never arrives after the end', async () => {
    const { told, notices } = recorder();
    const teller = bookTeller(notices, 500);
    teller.page({ ownerId: 'o', orders: 100, syncing: true });
    teller.page({ ownerId: 'o', orders: 200, syncing: true });
    teller.now({ ownerId: 'o', orders: 200, syncing: false });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(told.map((n) => [n.orders, n.syncing])).toEqual([
      [100, true],
      [200, false],
    ]);
  });
});
