import { pathToFileURL } from 'node:url';
import { createSandbox } from '../sandbox/server';
import { accountState, addSandboxOrders, createToken, sandboxCalls } from '../shared/testing/sandbox-harness';
import { startTestDesk } from '../electron/testing/desk-test-harness';
import { firstShopOwner } from '../electron/features/shops/testing/first-shop-owner';
import { SHOP_B, SHOP_C } from '../electron/testing/three-shops';

/*
 * One sync of three shops × 3,000 orders against the sandbox with its rate limit ON, through the desk's own
 * `orders.sync`: each shop's pages under its own owner id, one after the other. Points (the sandbox's own books)
 * against pages; calls/s between the first and the last call as a ratio of the throttle's bound (10 calls/s,
 * target ≥ 0.95), and the 429s the desk saw (target 0).
 */

const ORDERS_PER_SHOP = 3_000;
const BOUND = 10;

export async function benchShopsSync(): Promise<void> {
  const sandbox = await createSandbox({ orders: 0, seed: 20240601 });
  const owners = ['a', 'b', 'c'].map((x) => `bench-owner-${x}-${process.pid}`);
  const token = await createToken(sandbox.url, { points: 100_000, owners, shops: ['demo-shop'] });
  for (const owner of owners) await addSandboxOrders(sandbox.url, owner, ORDERS_PER_SHOP, 60_000);
  const desk = await startTestDesk({ sandbox, token });
  try {
    const [a, b, c] = owners as [string, string, string];
    await firstShopOwner(desk.core.services, a);
    for (const [shop, ownerId] of [
      [SHOP_B, b],
      [SHOP_C, c],
    ] as const) {
      const { id: _id, paused: _paused, ...draft } = shop;
      await desk.call('shops.save', { ...draft, ownerId, shopId: ownerId });
    }
    const before = await accountState(sandbox.url, token);
    const started = performance.now();
    const outcome = await desk.call('orders.sync', { confirmPoints: 1_000 });
    const wall = performance.now() - started;
    const sent = desk.calls.filter((x) => x.path.endsWith('/paging-orders'));
    const sends = sent.map((x) => x.sentAt);
    const rate = (sends.length - 1) / ((Math.max(...sends) - Math.min(...sends)) / 1000);
    const spent = before.points - (await accountState(sandbox.url, token)).points;
    const pages = (await sandboxCalls(sandbox.url, token, 'listSoldOrders')).length;
    const perShop = (outcome.shops ?? [])
      .map((s) => `${s.orders.toLocaleString('en')}/${s.pages}`)
      .join(', ');
    const status429 = sent.filter((x) => x.status === 429).length;
    console.log(
      `3 shops × ${ORDERS_PER_SHOP.toLocaleString('en')} orders: ${outcome.orders.toLocaleString('en')} orders, ` +
        `${outcome.pages} pages (orders/pages per shop: ${perShop}), ${spent} points spent for ${pages} pages ` +
        `(sandbox books; points = pages: ${spent === pages ? 'met' : 'NOT met'}), ${(wall / 1000).toFixed(1)} s wall`,
    );
    console.log(
      `  calls/s between first and last call: ${rate.toFixed(2)} = ${(rate / BOUND).toFixed(3)} of the ${BOUND}/s bound ` +
        `(target ≥ 0.95: ${rate / BOUND >= 0.95 ? 'met' : 'NOT met'}); 429s: ${status429} (target 0: ${status429 === 0 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await desk.close();
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchShopsSync();
