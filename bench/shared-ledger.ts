import os from 'node:os';
import pg from 'pg';
import { createSandbox } from '../sandbox/server';
import { createDemoLikeToken, issuedWaybills } from '../shared/testing/sandbox-harness';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../electron/testing/desk-test-harness';
import { databaseUrl } from '../electron/testing/pg-test-databases';

/*
 * Several desks on one shared ledger (issue 12 §5), against the sandbox with its strict rate limit ON, on a private
 * PostgreSQL cluster. Each desk is a whole desk core (router, ledger pool, shared throttle, change listener), as a
 * web host runs it; they share this process, so the figures include their CPU contention.
 * 1. 4 desks racing over the same 1,000 orders: each walks every order (in its own order) in fetches of 10, and
 *    when refused drops the orders another desk holds. Orders fetched twice (must be 0), waybills issued, and
 *    time against the gateway bound: 1,000 orders = 100 fetch calls at 10 calls/s = 10 s.
 * 2. 3 desks sharing one token, 100 orders-page calls each: 429s (must be 0) and the combined sustained rate as a
 *    ratio of the 10 calls/s bound (target ≥ 0.90).
 */

const ORDERS = 1000;
const RACERS = 4;
const PAGERS = 3;
const PAGES_EACH = 100;
const LIMIT = 10;

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/** One desk's walk: batches of 10 in flight two at a time; refused orders another desk holds are dropped. */
async function race(desk: TestDesk, orderSns: string[]): Promise<number> {
  const queue = [...orderSns];
  let fetched = 0;
  const worker = async () => {
    for (;;) {
      let batch = queue.splice(0, 10);
      while (batch.length > 0) {
        const result = await desk.raw('waybills.fetch', fetchInput(desk, batch));
        if (result.ok) {
          fetched += (result.value as { results: Array<{ ok: boolean }> }).results.filter((r) => r.ok).length;
          break;
        }
        const held = new Set((result.error.duplicates ?? []).map((d) => d.orderSn));
        if (held.size === 0) throw new Error(`fetch failed: ${JSON.stringify(result.error)}`);
        batch = batch.filter((sn) => !held.has(sn));
      }
      if (queue.length === 0) return;
    }
  };
  await Promise.all([worker(), worker()]);
  return fetched;
}

export async function benchSharedLedger(): Promise<void> {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE race');
  await admin.query('CREATE DATABASE pages');
  await admin.end();
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `  ${os.cpus().length} cores, load average ${load.join(' ')}; desks, sandbox and PostgreSQL share them`,
  );
  try {
    // 1. The race.
    const sandbox = await createSandbox({ port: 0, orders: ORDERS, rateLimit: true });
    const token = await createDemoLikeToken(sandbox.url, 1_000_000);
    const desks: TestDesk[] = [];
    try {
      for (let i = 1; i <= RACERS; i++) {
        desks.push(
          await startTestDesk({
            sandbox,
            token,
            ledgerUrl: databaseUrl(cluster.url, 'race'),
            deskName: `desk ${i}`,
          }),
        );
      }
      // One desk lists the orders (10 charged pages); the snapshots are in the shared ledger for all.
      const orderSns = await seeOrders(desks[0]!, ORDERS);
      const started = performance.now();
      const fetched = await Promise.all(
        desks.map((desk, i) => {
          const shift = Math.floor((i * orderSns.length) / RACERS);
          return race(desk, [...orderSns.slice(shift), ...orderSns.slice(0, shift)]);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const waybills = await issuedWaybills(sandbox.url, token);
      const perOrder = new Map<string, number>();
      for (const w of waybills) perOrder.set(w.order_sn, (perOrder.get(w.order_sn) ?? 0) + 1);
      const twice = [...perOrder.values()].filter((n) => n > 1).length;
      const bound = orderSns.length / 10 / LIMIT;
      console.log(
        `4 desks racing over ${orderSns.length} orders: fetched per desk ${fetched.join(' / ')}; ` +
          `waybills issued ${waybills.length}; orders fetched twice ${twice}; orders without a waybill ` +
          `${orderSns.length - perOrder.size}`,
      );
      console.log(
        `  time ${seconds.toFixed(1)} s against the gateway bound ${bound.toFixed(1)} s: ratio ${(bound / seconds).toFixed(2)}`,
      );
      console.log(
        `  target 0 orders fetched twice: ${verdict(twice === 0 && perOrder.size === orderSns.length)}`,
      );
    } finally {
      for (const desk of desks) await desk.close();
      await sandbox.close();
    }

    // 2. One token, three desks, the strict limiter.
    const strict = await createSandbox({ port: 0, orders: 200, rateLimit: true });
    const pagers: TestDesk[] = [];
    try {
      const shared = await createDemoLikeToken(strict.url, 1_000_000);
      for (let i = 1; i <= PAGERS; i++) {
        pagers.push(
          await startTestDesk({
            sandbox: strict,
            token: shared,
            ledgerUrl: databaseUrl(cluster.url, 'pages'),
            deskName: `desk ${i}`,
          }),
        );
      }
      const started = performance.now();
      const failures = await Promise.all(
        pagers.map(async (desk) => {
          const results = await Promise.all(
            Array.from({ length: PAGES_EACH }, (_, p) =>
              desk.raw('orders.page', { page: p % 10, pageSize: 20, edition: 'normal' }),
            ),
          );
          return results.filter((r) => !r.ok).length;
        }),
      );
      const wall = (performance.now() - started) / 1000;
      const sent = pagers.flatMap((d) => d.calls.filter((c) => c.path.includes('order')));
      const times = sent.map((c) => c.sentAt).sort((a, b) => a - b);
      const span = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
      const sustained = (sent.length - LIMIT) / span;
      const status429 = sent.filter((c) => c.status === 429).length;
      const failed = failures.reduce((a, b) => a + b, 0);
      console.log(
        `3 desks × ${PAGES_EACH} orders pages, one token: ${sent.length} calls in ${wall.toFixed(1)} s; 429s ${status429}; ` +
          `failed ${failed}; sustained ${sustained.toFixed(2)}/s = ${(sustained / LIMIT).toFixed(2)} of the 10/s bound`,
      );
      console.log(
        `  target 0 × 429 and ≥ 0.90 of the bound: ${verdict(status429 === 0 && failed === 0 && sustained / LIMIT >= 0.9)}`,
      );
    } finally {
      for (const desk of pagers) await desk.close();
      await strict.close();
    }
  } finally {
    cluster.stop();
  }
}
