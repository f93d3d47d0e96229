import { describe, expect, inject, it } from 'vitest';
import type { OrderBookStatus } from '../../../shared/ipc/channels/order-book';
import type { Change } from '../../../shared/ipc/events';
import { deskPairForSuite } from '../ledger/postgres/testing/desk-pair';

/*
 * Desks see each other's book syncs: desk A syncs the shop's book (tens of pages); desk B, on the
 * same shared ledger, hears of it as its own `changed` (book) events while pages are stored (paced, not one
 * per page) and once more within a second of the end; its `orders.bookStatus` names desk A while A syncs (and
 * says a sync runs, so "Sync now" waits) and stops naming it when A is done, when B reads the whole book.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('book-sync-across-desks.test: skipped, no PostgreSQL cluster');

const ORDERS = 2500; // 25 pages: about 2.5 s at the gateway's 10 calls/s

describe.skipIf(!clusterUrl)("desks see each other's order book syncs", () => {
  const desks = deskPairForSuite(
    clusterUrl,
    {
      name: 'book_watch',
      sandbox: { orders: 0 },
      owner: { id: `watch-owner-${process.pid}`, orders: ORDERS, spreadMs: 600_000 },
    },
    60_000,
  );

  it('desk B is told while A stores pages and when it ends, and its status names A only while A syncs', async () => {
    const { a, b } = desks();
    const idle = await b.call('orders.bookStatus', undefined);
    expect(idle).toMatchObject({ running: false, syncingDesk: null, size: 0 });

    const heard: Array<{ at: number }> = [];
    const statuses: Array<{ at: number; status: OrderBookStatus }> = [];
    const stop = b.core.events.subscribe((event, payload) => {
      if (event !== 'changed' || (payload as Change).topic !== 'book') return;
      heard.push({ at: performance.now() });
      // As B's Orders screen does on the event: re-read the status.
      void b.call('orders.bookStatus', undefined).then((status) => {
        statuses.push({ at: performance.now(), status });
      });
    });

    const startedAt = performance.now();
    const outcome = await a.call('orders.sync', { confirmPoints: 1000 });
    const endedAt = performance.now();
    expect(outcome).toMatchObject({ orders: ORDERS, complete: true });
    expect(outcome.pages).toBeGreaterThanOrEqual(25);
    expect(endedAt - startedAt).toBeGreaterThan(1500); // long enough for notices while it runs

    // The end reaches B within a second: a status read on it says nobody syncs, and the book is whole.
    await expect
      .poll(() => statuses.find((s) => s.status.syncingDesk === null && s.status.size === ORDERS), {
        timeout: 1000,
        interval: 20,
      })
      .toBeTruthy();
    const end = statuses.find((s) => s.status.syncingDesk === null && s.status.size === ORDERS)!;
    expect(end.at - endedAt).toBeLessThan(1000);
    expect(end.status.running).toBe(false);
    stop();

    // While A synced, B was told of stored pages (paced: at most ~2 a second, plus start and end) …
    const during = heard.filter((h) => h.at < endedAt);
    expect(during.length).toBeGreaterThanOrEqual(3); // its start, and stored pages

    expect(heard.length).toBeLessThanOrEqual(Math.ceil(((endedAt - startedAt) / 1000) * 2) + 3);
    expect(heard.length).toBeLessThan(outcome.pages);
    // … and its status named desk A, with a sync running, while the book was still filling.
    const whileSyncing = statuses.filter((s) => s.status.syncingDesk === 'desk A');
    expect(whileSyncing.length).toBeGreaterThan(0);
    for (const s of whileSyncing) expect(s.status.running).toBe(true);
    expect(Math.min(...whileSyncing.map((s) => s.status.size))).toBeLessThan(ORDERS);

    // Desk A's own status never names itself; after the end both read the same book, nobody syncing.
    for (const desk of [a, b]) {
      const status = await desk.call('orders.bookStatus', undefined);
      expect(status).toMatchObject({ running: false, syncingDesk: null, size: ORDERS });
      expect((await desk.call('orders.search', {})).total).toBe(ORDERS);
    }
    // A desk that asks while another syncs buys nothing (the lease) — covered in pg-sync-lease.test.ts.
  });
});
