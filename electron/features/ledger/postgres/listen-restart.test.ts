import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../../scripts/pg-cluster.mjs';
import { databaseUrl } from '../../../testing/pg-test-databases';
import type { BookNotice } from '../../order-book/book-notices';
import { openPgLedger, type PgLedger } from './open-pg-ledger';
import { CATCH_UP, listenForChanges, type LedgerChange, type LedgerChanges } from './pg-changes';

/*
 * PostgreSQL stopped and started while desks run (the LISTEN side): each desk's listener loses its
 * connection, waits and tries again by itself (backing off, no busy loop, no unhandled 'error' to end main), and
 * once the server is back a change another desk makes after the restart reaches it again — a ledger change and a
 * book notice alike; and the desk that was deaf reads all its ledger views again (a catch-up). The server is stopped for real, so this test has a cluster of its own.
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn('listen-restart.test: skipped, no PostgreSQL cluster');

describe.skipIf(!runs)('the LISTEN connection across a server restart', () => {
  let cluster: PostgresCluster;
  let url: string;
  const ledgers: PgLedger[] = [];
  const listeners: LedgerChanges[] = [];

  const openDesk = async (desk: string) => {
    const ledger = await openPgLedger({ url, desk, maxConnections: 2, bounds: { connectMs: 1000 } });
    const changes = listenForChanges({ url, desk, pool: ledger.pool });
    ledgers.push(ledger);
    listeners.push(changes);
    await expect.poll(() => changes.listening(), { timeout: 5000 }).toBe(true);
    return { ledger, changes };
  };

  /** Publishes from `from` until `to` hears it (a desk cannot know when another's listener is back). */
  const tellUntilHeard = async (
    from: LedgerChanges,
    to: LedgerChanges,
    timeoutMs: number,
  ): Promise<{ ledger: LedgerChange; book: BookNotice }> => {
    const sn = `RESTART-${Date.now()}`;
    let ledger: LedgerChange | null = null;
    let book: BookNotice | null = null;
    const offLedger = to.subscribe((c) => {
      if (c.keys?.orderSns?.includes(sn)) ledger = c;
    });
    const offBook = to.book.subscribe((n) => {
      if (n.ownerId === sn) book = n;
    });
    const until = Date.now() + timeoutMs;
    try {
      while ((!ledger || !book) && Date.now() < until) {
        if (!ledger) await from.publish({ topic: 'ledger', keys: { orderSns: [sn], waybillIds: [1] } });
        if (!book) await from.book.publish({ ownerId: sn, orders: 100, syncing: true });
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      offLedger();
      offBook();
    }
    if (!ledger || !book) throw new Error(`not heard within ${timeoutMs} ms`);
    return { ledger, book };
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    url = databaseUrl(cluster.url, 'postgres');
  }, 60_000);
  afterAll(async () => {
    for (const l of listeners) await l.close();
    for (const l of ledgers) await l.close();
    cluster?.stop();
  });

  it("after a restart the desk's listener is back by itself and hears the other desk again", async () => {
    const a = await openDesk('desk A');
    const b = await openDesk('desk B');
    // Before: heard at once.
    expect((await tellUntilHeard(a.changes, b.changes, 2000)).ledger.keys?.orderSns?.[0]).toMatch(
      /^RESTART-/,
    );

    const caughtUp: LedgerChange[] = [];
    const offCatchUp = b.changes.subscribe((c) => {
      if (c.keys === undefined) caughtUp.push(c);
    });
    cluster.pause();
    await expect.poll(() => b.changes.listening(), { timeout: 5000 }).toBe(false);
    // Down for a few seconds: the listener keeps trying (backing off), and nothing crashes the process.
    await new Promise((r) => setTimeout(r, 3000));
    expect(b.changes.listening()).toBe(false);
    cluster.resume();

    // Back: no reload, no new listener — the same one hears a change desk A makes after the restart.
    const heard = await tellUntilHeard(a.changes, b.changes, 15_000);
    expect(heard.ledger).toMatchObject({ topic: 'ledger', keys: { waybillIds: [1] } });
    expect(heard.book).toMatchObject({ orders: 100, syncing: true });
    expect(b.changes.listening()).toBe(true);
    expect(a.changes.listening()).toBe(true);
    // What desk A changed while desk B could not hear it is lost with NOTIFY: desk B told itself to read every
    // ledger view again, once, when its listener came back (and never published that to the other desks).
    offCatchUp();
    expect(caughtUp).toEqual([CATCH_UP]);
  }, 60_000);
});
