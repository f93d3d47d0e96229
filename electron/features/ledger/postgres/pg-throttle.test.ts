import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../../../sandbox/server';
import { createSellerToolsClient } from '../../../../shared/api/client';
import { createDemoLikeToken, recordingFetch } from '../../../../shared/testing/sandbox-harness';
import { sampleOrdersRequest } from '../../../../shared/testing/sample-requests';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { openPgLedger, type PgLedger } from './open-pg-ledger';
import { pgThrottleFactory } from './pg-throttle';

/*
 * One rate limit for all desks, against the sandbox's strict limiter (10 calls per rolling second
 * per endpoint and token, counted as calls arrive). Three desks share one token: each with its own in-process
 * throttle, they trip the limiter; with the shared throttle's slots in PostgreSQL, none of their calls is refused.
 */

const clusterUrl = inject('pgUrl');
const DESKS = 3;
const CALLS_PER_DESK = 15;

describe.skipIf(!clusterUrl)('the shared throttle', () => {
  let sandbox: RunningSandbox;
  let db: TestDatabase;
  let ledgers: PgLedger[] = [];

  beforeAll(async () => {
    sandbox = await createSandbox({ port: 0, rateLimit: true });
    db = await createTestDatabase(clusterUrl, 'throttle');
    ledgers = await Promise.all(
      Array.from({ length: DESKS }, (_, i) => openPgLedger({ url: db.url, desk: `desk ${i + 1}` })),
    );
  });
  afterAll(async () => {
    await Promise.all(ledgers.map((l) => l.close()));
    await db?.drop();
    await sandbox?.close();
  });

  /** Every desk's calls at once; the HTTP statuses the clients saw (a read's 429 is retried silently). */
  const run = async (shared: boolean, perDesk: number) => {
    const token = await createDemoLikeToken(sandbox.url);
    const recorder = recordingFetch();
    const clients = ledgers.map((ledger) => {
      const factory = pgThrottleFactory({ pool: ledger.pool, desk: ledger.desk });
      return createSellerToolsClient({
        baseUrl: sandbox.url,
        token,
        fetch: recorder.fetch,
        ...(shared ? { throttle: (op, limits, onQueue) => factory(op, token, limits, onQueue) } : {}),
      });
    });
    const started = performance.now();
    const results = await Promise.allSettled(
      clients.flatMap((client) =>
        Array.from({ length: perDesk }, (_, i) => client.listSoldOrders(sampleOrdersRequest(i % 5, 20))),
      ),
    );
    return {
      failed: results.filter((r) => r.status === 'rejected').length,
      status429: recorder.calls.filter((c) => c.status === 429).length,
      ok: recorder.calls.filter((c) => c.status === 200).length,
      seconds: (performance.now() - started) / 1000,
    };
  };

  it('three desks with their own throttles trip the strict limiter (the case the shared one is for)', async () => {
    // 3 × 5 calls at once: more than the 10 the limiter lets through in one second.
    const separate = await run(false, 5);
    expect(separate.status429).toBeGreaterThan(0);
  });

  it('three desks on the shared throttle: no call refused, and the combined rate stays at the bound', async () => {
    await new Promise((r) => setTimeout(r, 1100)); // the previous test's window passes
    const shared = await run(true, CALLS_PER_DESK);
    expect(shared).toMatchObject({ failed: 0, status429: 0, ok: DESKS * CALLS_PER_DESK });
    // 45 calls at 10 per rolling second: the first 10 at once, then 10 per second at most.
    expect(shared.seconds).toBeGreaterThan((DESKS * CALLS_PER_DESK - 10) / 10 - 0.2);
  });
});
