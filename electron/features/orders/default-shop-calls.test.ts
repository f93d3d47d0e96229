import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THIRD_SHOP } from '../../../sandbox/fixtures';
import { sandboxCalls } from '../../../shared/testing/sandbox-harness';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { sampleShop } from '../shops/testing/sample-shop';

/*
 * The gateway calls that name no shop (the gateway's order pages, the coupon lookup) carry the desk's default
 * shop's ids, read from what the sandbox received: the older one-shop settings fields no longer speak.
 */

let desk: TestDesk;
beforeAll(async () => {
  desk = await startTestDesk({ orders: 10 });
});
afterAll(() => desk.close());

describe('the default shop in the gateway calls that name no shop', () => {
  it("pages orders and looks up coupons with the chosen default shop's owner id and mall user id", async () => {
    const { id: _id, paused: _paused, ...draft } = sampleShop('third', THIRD_SHOP.owner_id, {
      shopId: THIRD_SHOP.shop_id,
      mallUserId: THIRD_SHOP.mall_user_id,
    });
    const third = await desk.call('shops.save', draft);
    // The settings' fields still name the demo shop: they must not be what is sent.
    expect((await desk.call('settings.get', {})).ownerId).toBe('demo-owner');
    await desk.call('shops.default.set', { id: third.id });
    expect((await desk.call('shops.list', {})).defaultShop).toMatchObject({ id: third.id, chosenId: third.id });

    // The test's token does not yet act for the third shop: its refusal names it; the seller opens the link.
    const refused = await desk.raw('orders.page', { page: 0, pageSize: 20 });
    if (refused.ok) throw new Error('the third shop answered before it was authorized');
    expect(refused.error.authUrl).toContain(`shop=${THIRD_SHOP.owner_id}`);
    await fetch(refused.error.authUrl as string);
    const page = await desk.call('orders.page', { page: 0, pageSize: 20 });
    expect(page.rows.every((r) => r.ownerId === THIRD_SHOP.owner_id)).toBe(true);
    const res = await fetch(`${desk.sandbox.url}/sandbox/coupons?mall_user_id=${THIRD_SHOP.mall_user_id}`);
    const [c] = ((await res.json()) as { data: { coupons: Array<{ item_id: string; coupon_activity_id: string }> } })
      .data.coupons;
    await desk.call('coupons.lookup', { by: 'ids', itemId: String(c!.item_id), activityId: c!.coupon_activity_id });

    const pages = await sandboxCalls(desk.sandbox.url, desk.token, 'listSoldOrders');
    expect(pages.map((c) => c.fields.owner_id)).toEqual([THIRD_SHOP.owner_id]);
    const coupons = await sandboxCalls(desk.sandbox.url, desk.token, 'lookupCoupon');
    expect(coupons.map((c) => c.fields.mall_user_id)).toEqual([THIRD_SHOP.mall_user_id]);

    // Paused, it gives way to the next active shop (the first shop, the demo one), said by the list.
    await desk.call('shops.pause', { id: third.id, paused: true });
    expect((await desk.call('shops.list', {})).defaultShop).toMatchObject({ id: 'shop-1', chosenId: third.id });
    await desk.call('orders.page', { page: 0, pageSize: 20 });
    const after = await sandboxCalls(desk.sandbox.url, desk.token, 'listSoldOrders');
    expect(after.map((c) => c.fields.owner_id)).toEqual([THIRD_SHOP.owner_id, 'demo-owner']);
  });
});
