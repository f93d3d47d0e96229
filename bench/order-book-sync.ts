import { pathToFileURL } from 'node:url';
import { createSandbox } from '../sandbox/server';
import { accountState, addSandboxOrders } from '../shared/testing/sandbox-harness';
import { startTestDesk } from '../electron/testing/desk-test-harness';

/*
 * Order book sync against the sandbox with its rate limit ON: the first sync of 10,000 orders
 * (100 pages of 100) through the desk's own `orders.sync`, then an incremental sync after 50 new orders.
 * calls/s: pages ÷ (last send − first send) × (pages − 1)/pages, i.e. the rate between the first and the last call,
 * as a ratio of the throttle's bound (10 calls/s; target ≥ 0.95). Points from the sandbox's own books (= pages).
 */

const ORDERS = 10_000;
const BOUND = 10;

export async function benchOrderBookSync(): Promise<void> {
  const sandbox = await createSandbox({ orders: ORDERS, seed: 20240601 });
  const desk = await startTestDesk({ sandbox });
  try {
    const before = await accountState(sandbox.url, desk.token);
    const started = performance.now();
    const first = await desk.call('orders.sync', { confirmPoints: 1_000 });
    const wall = performance.now() - started;
    const sends = desk.calls.filter((c) => c.path.endsWith('/paging-orders')).map((c) => c.sentAt);
    const span = (Math.max(...sends) - Math.min(...sends)) / 1000;
    const rate = (sends.length - 1) / span;
    const after = await accountState(sandbox.url, desk.token);
    console.log(
      `first sync: ${first.orders.toLocaleString('en')} orders, ${first.pages} pages, ${before.points - after.points} points spent ` +
        `(sandbox books), ${(wall / 1000).toFixed(1)} s wall`,
    );
    console.log(
      `  calls/s between first and last call: ${rate.toFixed(2)} = ${(rate / BOUND).toFixed(3)} of the ${BOUND}/s bound ` +
        `(target ≥ 0.95: ${rate / BOUND >= 0.95 ? 'met' : 'NOT met'}); wall incl. the first answer: ${((first.pages / wall) * 1000).toFixed(2)}/s`,
    );

    await addSandboxOrders(sandbox.url, 'demo-owner', 50);
    const points = (await accountState(sandbox.url, desk.token)).points;
    const later = await desk.call('orders.sync', {});
    const spent = points - (await accountState(sandbox.url, desk.token)).points;
    console.log(
      `incremental sync after 50 new orders: ${later.pages} pages, ${spent} points, ${later.newOrders} new ` +
        `(target ≤ 2 pages: ${later.pages <= 2 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await desk.close();
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSync();
