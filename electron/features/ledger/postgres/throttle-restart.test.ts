import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../../scripts/pg-cluster.mjs';
import type { Slot } from '../../../../shared/api/throttle';
import { databaseUrl } from '../../../testing/pg-test-databases';
import { openPgLedger, type PgLedger } from './open-pg-ledger';
import { createSlotLeases } from './pg-slot-leases';
import { pgThrottleFactory } from './pg-throttle';

/*
 * The shared throttle through a server crash: slots taken by calls whose release was lost while the server was
 * away lapse by themselves a few seconds after the server is back (not after minutes), so the next desk's call
 * goes out; and a call that waits for a full bucket says so (its desk's queue depth), while one that finds room
 * says nothing. The server is stopped for real, so this test has a cluster of its own.
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn('throttle-restart.test: skipped, no PostgreSQL cluster');

const LIMITS = { limit: 2, windowMs: 200 };
const TOKEN = 'token-of-both-desks';
/** Far beyond a lapsed lease (a few seconds), far below the old reclaim of a silent slot (2 minutes). */
const PATIENCE_MS = 30_000;

describe.skipIf(!runs)('shared throttle slots across a server crash', () => {
  let cluster: PostgresCluster;
  const ledgers: PgLedger[] = [];

  const openDesk = async (desk: string) => {
    const url = databaseUrl(cluster.url, 'postgres');
    const ledger = await openPgLedger({ url, desk, maxConnections: 2, bounds: { connectMs: 1000 } });
    ledgers.push(ledger);
    return ledger;
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(async () => {
    for (const l of ledgers) await l.close();
    cluster?.stop();
  });

  it('frees the slots of calls that can no longer answer, and a waiting call says it waits', async () => {
    const a = await openDesk('desk A');
    const b = await openDesk('desk B');
    const depthsA: number[] = [];
    const throttleA = pgThrottleFactory({ pool: a.pool, desk: a.desk })('fetchWaybills', TOKEN, LIMITS, (d) =>
      depthsA.push(d),
    );
    const held: Slot[] = [await throttleA.acquire(), await throttleA.acquire()];
    // Room in the bucket: no wait, nothing said.
    expect(depthsA).toEqual([]);
    await a.pool.query('CHECKPOINT'); // the taken slots survive the crash

    cluster.crash();
    for (const slot of held) slot.release(); // lost: the server is away
    await new Promise((r) => setTimeout(r, 300));
    cluster.resume();

    const depthsB: number[] = [];
    const throttleB = pgThrottleFactory({ pool: b.pool, desk: b.desk })('fetchWaybills', TOKEN, LIMITS, (d) =>
      depthsB.push(d),
    );
    const got = await Promise.race([
      throttleB.acquire().then(() => 'slot'),
      new Promise((r) => setTimeout(() => r('still waiting'), PATIENCE_MS)),
    ]);
    expect(got).toBe('slot');
    // It waited for the full bucket and said so; then said it no longer waits.
    expect(depthsB[0]).toBe(1);
    expect(depthsB.at(-1)).toBe(0);
  }, 60_000);

  it("keeps the slots of a live desk's calls on the wire however long they take", async () => {
    const [a, b] = ledgers as [PgLedger, PgLedger];
    // A short lease, so "longer than a lease" is quick to reach.
    const leases = createSlotLeases(a.pool, 300);
    const throttleA = pgThrottleFactory({ pool: a.pool, desk: a.desk, leases })(
      'fetchWaybills',
      'slow',
      LIMITS,
      () => undefined,
    );
    const throttleB = pgThrottleFactory({ pool: b.pool, desk: b.desk })(
      'fetchWaybills',
      'slow',
      LIMITS,
      () => undefined,
    );
    const held = [await throttleA.acquire(), await throttleA.acquire()];
    let granted = false;
    const waiting = throttleB.acquire().then((slot) => {
      granted = true;
      return slot;
    });
    // Five leases and more: desk A renews its slots, so desk B may not take them.
    await new Promise((r) => setTimeout(r, 1500));
    expect(granted).toBe(false);
    for (const slot of held) slot.release();
    (await waiting).release();
    expect(granted).toBe(true);
  }, 30_000);
});
