import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import type { Shop } from '../../../shared/shops/shop';
import { accountState, createToken, sandboxCalls } from '../../../shared/testing/sandbox-harness';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { SHOP_B, SHOP_C } from '../../testing/three-shops';

/*
 * orders.sync across the seller's shops, against the sandbox over HTTP: the demo shop (240 orders), its other
 * shop (302 until its link is opened) and its third (43 orders, 3 under numbers the demo shop's orders carry too). One sync asks once with each shop's cost before
 * any point is spent; each page names its shop's owner id and costs one point; a shop refused with 302 spends
 * nothing and is said so while the others sync; after its link is opened it syncs, no restart; a paused shop, a
 * shop outside this desk's own limit, and an owner none of the desk's shops are not synced.
 */

let sandbox: RunningSandbox;
let desk: TestDesk;

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 240 });
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(async () => {
  await desk.close();
});

const draftOf = ({ id: _id, paused: _paused, ...shop }: Shop) => shop;

/** A desk of three shops whose token acts for the demo and third shops, not (yet) the other shop. */
const threeShopDesk = async (): Promise<{ b: Shop; c: Shop }> => {
  const token = await createToken(sandbox.url, { points: 100_000, shops: ['demo-shop', 'third-shop'] });
  desk = await startTestDesk({ sandbox, token });
  const b = await desk.call('shops.save', draftOf(SHOP_B));
  const c = await desk.call('shops.save', draftOf(SHOP_C));
  return { b, c };
};

const pointsLeft = async () => (await accountState(sandbox.url, desk.token)).points;
const pagesOf = async () =>
  (await sandboxCalls(sandbox.url, desk.token, 'listSoldOrders')).map((c) => String(c.fields.owner_id));
const count = (owners: string[], owner: string) => owners.filter((o) => o === owner).length;

describe('orders.sync across shops', () => {
  it('asks once with each shop’s cost before any point is spent', async () => {
    await threeShopDesk();
    const { orderBook } = desk.core.services.settings.get();
    desk.core.services.settings.update({ orderBook: { ...orderBook, askAbovePoints: 2 } });
    const status = await desk.call('orders.bookStatus', undefined);
    expect(status.shops?.map((s) => [s.ownerId, s.points, s.exact])).toEqual([
      ['demo-owner', 1, false],
      ['other-owner', 1, false],
      ['third-owner', 1, false],
    ]);
    const before = await pointsLeft();
    const outcome = await desk.call('orders.sync', {});
    expect(outcome.needsConfirmation).toEqual({
      points: 3,
      shops: [
        { ownerId: 'demo-owner', name: 'demo-owner', points: 1, exact: false },
        { ownerId: 'other-owner', name: SHOP_B.name, points: 1, exact: false },
        { ownerId: 'third-owner', name: SHOP_C.name, points: 1, exact: false },
      ],
    });
    expect(await pagesOf()).toEqual([]);
    expect(await pointsLeft()).toBe(before);
  });

  it('syncs every shop by its own owner id, points = pages; the refused shop spends nothing and syncs once authorized', async () => {
    const { b } = await threeShopDesk();
    const before = await pointsLeft();
    const outcome = await desk.call('orders.sync', { confirmPoints: 10 });
    expect(outcome).toMatchObject({ orders: 283, pages: 4, charged: 4, complete: false });
    expect(outcome.shops?.map((s) => [s.ownerId, s.orders, s.pages, s.complete])).toEqual([
      ['demo-owner', 240, 3, true],
      ['other-owner', 0, 0, false],
      ['third-owner', 43, 1, true],
    ]);
    const refused = outcome.shops?.[1]?.unauthorized;
    expect(refused?.authUrl).toMatch(/\/sandbox\/authorize\?.*shop=other-owner/);
    const owners = await pagesOf();
    expect([count(owners, 'demo-owner'), count(owners, 'third-owner'), owners.length]).toEqual([3, 1, 4]);
    expect(before - (await pointsLeft())).toBe(owners.length);
    // The shops room marks it unauthorized, with its link.
    const listed = (await desk.call('shops.list', {})).shops.find((s) => s.shop.id === b.id);
    expect(listed?.unauthorized?.authUrl).toBe(refused?.authUrl);

    // The seller opens the link and says so: the same desk syncs that shop alone.
    expect((await fetch(refused?.authUrl ?? '')).ok).toBe(true);
    await desk.call('shops.authorized', { id: b.id });
    const again = await desk.call('orders.sync', { ownerId: 'other-owner', confirmPoints: 10 });
    expect(again).toMatchObject({ orders: 60, pages: 1, charged: 1, complete: true });
    expect((await pagesOf()).slice(4)).toEqual(['other-owner']);
    expect(before - (await pointsLeft())).toBe(5);
  });

  it('leaves paused shops and shops outside this desk’s limit unsynced, and refuses an owner none of its shops', async () => {
    const { b, c } = await threeShopDesk();
    await desk.call('shops.pause', { id: c.id, paused: true });
    await desk.call('shops.deskLimit.set', { shopIds: ['shop-1', c.id] });
    const outcome = await desk.call('orders.sync', { confirmPoints: 10 });
    expect(outcome.shops?.map((s) => s.ownerId)).toEqual(['demo-owner']);
    expect(new Set(await pagesOf())).toEqual(new Set(['demo-owner']));

    for (const ownerId of [b.ownerId, c.ownerId, 'nobody']) {
      const refused = await desk.raw('orders.sync', { ownerId, confirmPoints: 10 });
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.error.field).toBe('ownerId');
    }
    expect(new Set(await pagesOf())).toEqual(new Set(['demo-owner']));
  });
});
