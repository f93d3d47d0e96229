import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import type { OrdersSyncProgress } from '../../../shared/ipc/channels/order-book';
import type { Change } from '../../../shared/ipc/events';
import {
  accountState,
  addSandboxOrders,
  sandboxCalls,
  setSandboxOrderStatus,
} from '../../../shared/testing/sandbox-harness';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { firstShopOwner } from '../shops/testing/first-shop-owner';

/*
 * orders.sync against the sandbox over HTTP: the first sync pulls every order by pages of 100, later ones only
 * what is new (≤ 2 pages) plus the re-check window when due; a sync above the setting asks first and spends
 * nothing; a second call joins the first; points spent equal pages bought (the sandbox's own count).
 */

const OWNER = 'demo-owner';
let sandbox: RunningSandbox;
let desk: TestDesk;

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

/** A fresh owner with `count` orders and a desk set to it. */
let ownerSerial = 0;
const freshDesk = async (count: number): Promise<{ owner: string }> => {
  ownerSerial += 1;
  const owner = `${OWNER}-${process.pid}-${ownerSerial}`;
  desk = await startTestDesk({ sandbox });
  // The token of the harness is authorized for demo subjects; authorize this owner too.
  await fetch(`${sandbox.url}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: desk.token, owners: [owner], shops: ['demo-shop'] }),
  });
  // A history: one order an hour back from now (all within the 15-day re-check window).
  if (count > 0) await addSandboxOrders(sandbox.url, owner, count, 3_600_000);
  await firstShopOwner(desk.core.services, owner);
  return { owner };
};

const pagesBought = async () => (await sandboxCalls(sandbox.url, desk.token, 'listSoldOrders')).length;
const pointsLeft = async () => (await accountState(sandbox.url, desk.token)).points;
const progressEvents = () =>
  desk.events.filter((e) => e.event === 'orders.sync.progress').map((e) => e.payload as OrdersSyncProgress);

afterEach(async () => {
  await desk.close();
});

describe('orders.sync', () => {
  it('first sync pulls every order by pages of 100, points = pages, with progress, its start, charges, end and book told', async () => {
    await freshDesk(250);
    const before = await pointsLeft();
    const status = await desk.call('orders.bookStatus', undefined);
    // One desk per SQLite ledger: no other desk is ever syncing.
    expect(status).toMatchObject({ lastSyncedAt: null, size: 0, resumable: false, syncingDesk: null });
    const outcome = await desk.call('orders.sync', {});
    expect(outcome).toMatchObject({ orders: 250, newOrders: 250, pages: 3, charged: 3, complete: true });
    expect(before - (await pointsLeft())).toBe(3);
    expect(await pagesBought()).toBe(3);
    const calls = await sandboxCalls(sandbox.url, desk.token, 'listSoldOrders');
    expect(calls.map((c) => c.fields.pageSize)).toEqual(['100', '100', '100']);
    expect(new Set(calls.map((c) => c.fields.page))).toEqual(new Set(['0', '1', '2']));
    const progress = progressEvents();
    expect(progress.at(-1)).toEqual({ pagesDone: 3, pagesExpected: 3, orders: 250, charged: 3, done: true });
    // Its start and end, each page's charge, then the book (after the shop the test saved first).
    expect(desk.events.filter((e) => e.event === 'changed').map((e) => (e.payload as Change).topic)).toEqual([
      'shops',
      'sync',
      'charges',
      'charges',
      'charges',
      'sync',
      'book',
    ]);
    const after = await desk.call('orders.bookStatus', undefined);
    expect(after.size).toBe(250);
    expect(after.lastSyncedAt).not.toBeNull();
    expect(Object.values(after.countsByStatus).reduce((a, b) => a + b, 0)).toBe(250);
    const found = await desk.call('orders.search', { status: 1 });
    expect(found.total).toBe(after.countsByStatus['1']);
  });

  it('a sync tells its start and its end (sync), then the book: a status read on each says what runs', async () => {
    await freshDesk(120);
    const readOnChange: Array<[string, Promise<{ running: boolean }>]> = [];
    desk.core.events.subscribe((event, payload) => {
      const { topic } = payload as Change;
      if (event === 'changed' && (topic === 'sync' || topic === 'book'))
        readOnChange.push([topic, desk.call('orders.bookStatus', undefined)]);
    });
    await desk.call('orders.sync', {});
    expect(readOnChange.map(([topic]) => topic)).toEqual(['sync', 'sync', 'book']);
    const [started, ended, book] = await Promise.all(readOnChange.map(([, status]) => status));
    expect(started).toMatchObject({ running: true });
    expect(ended).toMatchObject({ running: false });
    expect(book).toMatchObject({ running: false });
  });

  it('a later sync pulls only the new orders (≤ 2 pages), and a forced re-check sees a status change', async () => {
    const { owner } = await freshDesk(150);
    await desk.call('orders.sync', {});
    const awaiting = (await desk.call('orders.search', { status: 1, sort: 'oldest', pageSize: 1 })).rows[0]!
      .order;
    await addSandboxOrders(sandbox.url, owner, 50);
    await setSandboxOrderStatus(sandbox.url, owner, awaiting.order_sn, 4);
    const before = await pagesBought();
    const incremental = await desk.call('orders.sync', {});
    expect(incremental.newOrders).toBe(50);
    expect(incremental.pages).toBeLessThanOrEqual(2);
    expect((await pagesBought()) - before).toBe(incremental.pages);
    // The re-check is not due yet (just synced): the closed order still reads awaiting in the book.
    expect((await desk.call('orders.search', { text: awaiting.order_sn })).rows[0]?.order.order_status).toBe(
      1,
    );
    const rechecked = await desk.call('orders.sync', { recheck: true, confirmPoints: 10 });
    expect(rechecked.statusChanged).toBe(1);
    expect((await desk.call('orders.search', { text: awaiting.order_sn })).rows[0]?.order.order_status).toBe(
      4,
    );
    // Every re-check call is bounded to confirm times (enhanced edition windows).
    const last = (await sandboxCalls(sandbox.url, desk.token, 'listSoldOrders')).slice(-rechecked.pages);
    expect(
      last.every((c) => typeof c.fields.start_time === 'string' && typeof c.fields.end_time === 'string'),
    ).toBe(true);
  });

  it('above the setting it asks first and spends nothing; the confirmed sync then completes', async () => {
    await freshDesk(250);
    await desk.call('orders.sync', {});
    desk.core.services.settings.update({
      orderBook: { ...desk.core.services.settings.get().orderBook, askAbovePoints: 2, recheckDays: 90 },
    });
    const status = await desk.call('orders.bookStatus', undefined);
    const points = await pointsLeft();
    const asked = await desk.call('orders.sync', { recheck: true });
    expect(asked.complete).toBe(false);
    expect(asked.needsConfirmation?.points).toBeGreaterThan(2);
    expect(asked.pages).toBe(0);
    expect(await pointsLeft()).toBe(points);
    expect(status.estimate.points).toBeLessThanOrEqual(asked.needsConfirmation?.points ?? 0);
    const done = await desk.call('orders.sync', { confirmPoints: asked.needsConfirmation?.points ?? 0 });
    expect(done.complete).toBe(true);
    expect(points - (await pointsLeft())).toBe(done.pages);
  });

  it('a first sync larger than the setting stops after its first page and resumes without re-buying it', async () => {
    await freshDesk(250);
    desk.core.services.settings.update({
      orderBook: { ...desk.core.services.settings.get().orderBook, askAbovePoints: 1 },
    });
    const asked = await desk.call('orders.sync', {});
    expect(asked).toMatchObject({ complete: false, pages: 1, needsConfirmation: { points: 2 } });
    expect((await desk.call('orders.bookStatus', undefined)).resumable).toBe(true);
    const done = await desk.call('orders.sync', { confirmPoints: 2 });
    expect(done).toMatchObject({ complete: true, pages: 3, orders: 250 });
    const pages = (await sandboxCalls(sandbox.url, desk.token, 'listSoldOrders')).map((c) => c.fields.page);
    expect(pages.sort()).toEqual(['0', '1', '2']);
  });

  it('a second call while one runs joins it', async () => {
    await freshDesk(250);
    const [a, b] = await Promise.all([desk.call('orders.sync', {}), desk.call('orders.sync', {})]);
    expect(a).toEqual(b);
    expect(await pagesBought()).toBe(3);
  });

  it('its settings refuse a bad value naming the field', async () => {
    await freshDesk(0);
    const orderBook = desk.core.services.settings.get().orderBook;
    expect(orderBook).toEqual({
      recheckDays: 15,
      recheckEveryHours: 6,
      askAbovePoints: 20,
      edition: 'enhanced',
    });
    const result = await desk.raw('settings.update', { orderBook: { ...orderBook, recheckDays: 0 } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.field).toBe('orderBook.recheckDays');
    expect(!result.ok && result.error.msg).toMatch(/must be from 1 to 90/);
  });

  it('syncs nothing, costing nothing, when every shop is paused', async () => {
    await freshDesk(10);
    await desk.call('shops.pause', { id: 'shop-1', paused: true });
    const outcome = await desk.call('orders.sync', {});
    expect(outcome).toMatchObject({ pages: 0, charged: 0, shops: [] });
    expect(await pagesBought()).toBe(0);
  });

  it('the normal edition has no filters: pages newest first until one brings nothing new', async () => {
    const { owner } = await freshDesk(250);
    desk.core.services.settings.update({
      orderBook: { ...desk.core.services.settings.get().orderBook, edition: 'normal' },
    });
    const first = await desk.call('orders.sync', {});
    expect(first).toMatchObject({ edition: 'normal', pages: 3, orders: 250, complete: true });
    await addSandboxOrders(sandbox.url, owner, 20);
    const later = await desk.call('orders.sync', {});
    expect(later.newOrders).toBe(20);
    expect(later.pages).toBe(2);
    const calls = await sandboxCalls(sandbox.url, desk.token, 'listSoldOrders');
    expect(calls.every((c) => c.fields.vvtype === '2' && c.fields.start_time === undefined)).toBe(true);
  });
});
