import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountState, sandboxCalls } from '../../../../shared/testing/sandbox-harness';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { openPgLedger, type PgLedger } from '../../ledger/postgres/open-pg-ledger';
import { deskPairForSuite } from '../../ledger/postgres/testing/desk-pair';

/*
 * One desk syncs an owner's book at a time: the lease across two ledger connections (refused with
 * the holder's name, released, run out on the database's clock, taken over), and two desks asking to sync the
 * same shop at once against the sandbox: one buys every page once, the other buys nothing, is told which desk
 * syncs, and reads the result.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl)
  console.warn('pg-sync-lease.test: skipped, no PostgreSQL cluster (see the global setup message)');

describe.skipIf(!clusterUrl)('order book sync lease on the shared ledger', () => {
  let db: TestDatabase;
  const opened: PgLedger[] = [];
  const open = async (desk: string, leaseMs?: number) => {
    const ledger = await openPgLedger({
      url: db.url,
      desk,
      maxConnections: 2,
      ...(leaseMs ? { leaseMs } : {}),
    });
    opened.push(ledger);
    return ledger;
  };

  beforeAll(async () => {
    db = await createTestDatabase(clusterUrl, 'sync_lease');
  });
  afterEach(async () => {
    for (const l of opened.splice(0)) await l.close();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('refuses a second desk naming the holder, per owner; released, the other desk takes it', async () => {
    const a = await open('desk A');
    const b = await open('desk B');
    const first = await a.book.takeSyncLease('owner-1');
    expect('lease' in first).toBe(true);
    expect(await b.book.takeSyncLease('owner-1')).toEqual({ heldBy: 'desk A' });
    const other = await b.book.takeSyncLease('owner-2');
    expect('lease' in other).toBe(true);
    if (!('lease' in first)) return;
    expect(await first.lease.renew()).toBe(true);
    await first.lease.release();
    const second = await b.book.takeSyncLease('owner-1');
    expect('lease' in second).toBe(true);
    expect(await a.book.takeSyncLease('owner-1')).toEqual({ heldBy: 'desk B' });
  });

  it("runs out on the database's clock when the holder stops renewing; the old holder cannot renew", async () => {
    const a = await open('desk A', 300);
    const b = await open('desk B', 300);
    const first = await a.book.takeSyncLease('owner-3');
    expect(await b.book.takeSyncLease('owner-3')).toEqual({ heldBy: 'desk A' });
    await new Promise((r) => setTimeout(r, 450));
    const taken = await b.book.takeSyncLease('owner-3');
    expect('lease' in taken).toBe(true);
    if ('lease' in first) expect(await first.lease.renew()).toBe(false);
  });

  it("names the other desk syncing while its lease is live on the database's clock, never this desk", async () => {
    const a = await open('desk A', 300);
    const b = await open('desk B', 300);
    expect(await b.book.syncingDesk?.('owner-4')).toBeNull();
    const first = await a.book.takeSyncLease('owner-4');
    expect(await b.book.syncingDesk?.('owner-4')).toBe('desk A');
    expect(await a.book.syncingDesk?.('owner-4')).toBeNull(); // its own sync is not "another desk"
    expect(await b.book.syncingDesk?.('owner-5')).toBeNull(); // per owner
    if ('lease' in first) await first.lease.release();
    expect(await b.book.syncingDesk?.('owner-4')).toBeNull();
    // A desk that stopped renewing (died) stops counting once its lease ran out.
    await a.book.takeSyncLease('owner-4');
    expect(await b.book.syncingDesk?.('owner-4')).toBe('desk A');
    await new Promise((r) => setTimeout(r, 450));
    expect(await b.book.syncingDesk?.('owner-4')).toBeNull();
  });
});

describe.skipIf(!clusterUrl)('two desks syncing one shop', () => {
  const desks = deskPairForSuite(clusterUrl, {
    name: 'two_desks_sync',
    sandbox: { orders: 0 },
    owner: { id: `sync-owner-${process.pid}`, orders: 250, spreadMs: 3_600_000 },
  });

  it('one desk buys each page once; the other is told which desk syncs and reads the same book', async () => {
    const { sandbox, a, b } = desks();
    const before = (await accountState(sandbox.url, a.token)).points;
    const [outA, outB] = await Promise.all([a.call('orders.sync', {}), b.call('orders.sync', {})]);
    const [winner, loser, loserName] =
      outA.syncingDesk === undefined ? [outA, outB, 'desk A'] : [outB, outA, 'desk B'];
    expect(winner).toMatchObject({ orders: 250, pages: 3, charged: 3, complete: true });
    expect(loser).toMatchObject({ pages: 0, charged: 0, complete: false, syncingDesk: loserName });
    expect(before - (await accountState(sandbox.url, a.token)).points).toBe(3);
    const calls = await sandboxCalls(sandbox.url, a.token, 'listSoldOrders');
    expect(calls.map((c) => c.fields.page).sort()).toEqual(['0', '1', '2']);
    for (const desk of [a, b]) {
      const status = await desk.call('orders.bookStatus', undefined);
      expect(status).toMatchObject({ size: 250, resumable: false });
      expect(status.lastSyncedAt).not.toBeNull();
      expect((await desk.call('orders.search', {})).total).toBe(250);
    }
  });
});
