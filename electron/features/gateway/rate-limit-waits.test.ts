import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/pg-test-databases';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';

/*
 * A fetch held back by the rate limit every desk of a shared ledger shares says so: the desk tells the renderer
 * `gateway.waiting` when its fetch calls start waiting for the limit and when they stop, and nothing for a call
 * that found room.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('rate-limit-waits.test: skipped, no PostgreSQL cluster');

describe.skipIf(!clusterUrl)('a fetch waiting for the shared rate limit', () => {
  let db: TestDatabase;
  let desk: TestDesk;

  beforeAll(async () => {
    db = await createTestDatabase(clusterUrl, 'waits');
    // One call per window: the second of two fetches at once must wait for the first one's slot.
    desk = await startTestDesk({ ledgerUrl: db.url, gateway: { rateLimit: { limit: 1, windowMs: 700 } } });
  });
  afterAll(async () => {
    await desk?.close();
    await db?.drop();
  });

  const waits = () => desk.events.filter((e) => e.event === 'gateway.waiting').map((e) => e.payload);

  it('says when fetches wait for the limit and when they stop, and nothing for one that found room', async () => {
    const [first, second, third] = await seeOrders(desk, 3);
    expect((await desk.call('waybills.fetch', fetchInput(desk, [first!]))).results[0]?.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 800)); // its slot is free again
    expect(waits()).toEqual([]);

    const both = await Promise.all([
      desk.call('waybills.fetch', fetchInput(desk, [second!])),
      desk.call('waybills.fetch', fetchInput(desk, [third!])),
    ]);
    expect(both.map((o) => o.results[0]?.ok)).toEqual([true, true]);
    expect(waits()).toEqual([
      { op: 'fetchWaybills', waiting: true },
      { op: 'fetchWaybills', waiting: false },
    ]);
  });
});
