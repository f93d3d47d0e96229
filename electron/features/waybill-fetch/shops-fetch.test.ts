import { beforeAll, describe, expect, it } from 'vitest';
import { accountState, createToken, sandboxCalls } from '../../../shared/testing/sandbox-harness';
import type { ParsedIn } from '../../../shared/ipc/contract';
import { seeOrders } from '../../testing/desk-test-harness';
import { startSuiteDesk } from '../../testing/suite-desk';
import { ordersOfShop, SHOP_A, SHOP_B, SHOP_C, threeShopDirectory } from '../../testing/three-shops';
import { createWaybillFetch, type WaybillFetch } from './waybill-fetch';

/*
 * A fetch across shops against the sandbox: one call per shop (≤ 10 waybills), each with its shop's ids, sender and
 * template; a shop the token is not authorized for spends nothing and says so while the others proceed.
 */

const desk = startSuiteDesk({ orders: 80 });
let service: WaybillFetch;
let token: string;
let demo: string[];
let next = 0;
const take = (n: number): string[] => {
  const group = demo.slice(next, next + n);
  next += n;
  return group;
};

beforeAll(async () => {
  demo = await seeOrders(desk, 80);
  const { settings, ledger, gateway, emit } = desk.core.services;
  // The same order numbers in shops B and C: two orders each, one per shop.
  const snapshots = await ledger.getOrderSnapshots(SHOP_A.ownerId, demo);
  await ledger.saveOrderSnapshots(SHOP_B.ownerId, ordersOfShop([...snapshots.values()], SHOP_B));
  await ledger.saveOrderSnapshots(SHOP_C.ownerId, ordersOfShop([...snapshots.values()], SHOP_C));
  // Authorized for shops A and B; shop C the sandbox does not know.
  token = await createToken(desk.sandbox.url, { points: 10_000, shops: [SHOP_A.shopId, SHOP_B.shopId] });
  desk.core.services.vault.write(token);
  service = createWaybillFetch({ settings, ledger, gateway, emit, shops: threeShopDirectory() });
});

const refs = (ownerId: string, sns: string[]) => sns.map((orderSn) => ({ ownerId, orderSn }));
type ShopsFetchInput = ParsedIn<'waybills.fetchShops'>;
const fetchOf = (orders: ShopsFetchInput['orders'], extra: Partial<ShopsFetchInput> = {}) =>
  service.fetchShops({
    orders,
    merges: [],
    options: { needEncrypt: false, edition: 1, callDoorPickUp: false },
    confirmDuplicate: false,
    confirmNotAwaiting: true,
    ...extra,
  });

describe('waybills across shops', () => {
  it('plans one call per shop of at most 10 waybills, each with its cost, its sender and its template', async () => {
    const a = demo.slice(0, 12);
    const plan = await service.planShops({
      orders: [...refs(SHOP_B.ownerId, demo.slice(0, 2)), ...refs(SHOP_A.ownerId, a)],
      merges: [{ ownerId: SHOP_A.ownerId, orderSns: [a[0] as string, a[1] as string] }],
    });
    expect(plan.calls.map((c) => [c.shopName, c.waybills, c.points, c.orderSns.length])).toEqual([
      ['店铺A', 10, 10, 11],
      ['店铺A', 1, 1, 1],
      ['店铺B', 2, 2, 2],
    ]);
    expect(plan.calls[0]?.merges).toEqual([[a[0], a[1]]]);
    expect(plan.calls.map((c) => [c.senderName, c.templateUrl])).toEqual([
      ['发件人A', SHOP_A.carriers[0]?.templateUrl],
      ['发件人A', SHOP_A.carriers[0]?.templateUrl],
      ['发件人B', SHOP_B.carriers[0]?.templateUrl],
    ]);
  });

  it("sends each shop's call with that shop's shop_id, user_id, sender and template", async () => {
    const sns = take(2);
    const before = await sandboxCalls(desk.sandbox.url, token, 'fetchWaybills');
    const outcome = await fetchOf([
      ...refs(SHOP_A.ownerId, sns.slice(0, 1)),
      ...refs(SHOP_B.ownerId, sns.slice(1)),
    ]);
    expect(outcome.calls.map((c) => [c.shopName, c.error, c.outcome?.charged])).toEqual([
      ['店铺A', null, 1],
      ['店铺B', null, 1],
    ]);
    const sent = (await sandboxCalls(desk.sandbox.url, token, 'fetchWaybills')).slice(before.length);
    const seen = sent.map((call) => {
      const fields = call.fields as { shop_id: string; param_waybill_cloud_print_apply_new_request: unknown };
      const apply = (
        typeof fields.param_waybill_cloud_print_apply_new_request === 'string'
          ? JSON.parse(fields.param_waybill_cloud_print_apply_new_request)
          : fields.param_waybill_cloud_print_apply_new_request
      ) as {
        sender: { name: string };
        trade_order_info_dtos: { user_id: number; template_url: string }[];
      };
      const dto = apply.trade_order_info_dtos[0];
      return [fields.shop_id, dto?.user_id, apply.sender.name, dto?.template_url];
    });
    expect(seen).toEqual([
      [SHOP_A.shopId, 10001, '发件人A', SHOP_A.carriers[0]?.templateUrl],
      [SHOP_B.shopId, 10002, '发件人B', SHOP_B.carriers[0]?.templateUrl],
    ]);
    const listed = await desk.call('waybills.list', {
      filter: { text: outcome.calls[1]?.outcome?.results[0]?.waybillCode ?? '-' },
    });
    expect(listed.rows.map((r) => [r.shopId, r.ownerId])).toEqual([[SHOP_B.shopId, SHOP_B.ownerId]]);
  });

  it('spends only on the authorized shop and says what happened to the unauthorized one', async () => {
    const sns = take(3);
    const before = await accountState(desk.sandbox.url, token);
    const outcome = await fetchOf([
      ...refs(SHOP_C.ownerId, sns.slice(0, 1)),
      ...refs(SHOP_A.ownerId, sns.slice(1)),
    ]);
    const after = await accountState(desk.sandbox.url, token);

    expect(outcome.calls.map((c) => c.shopName)).toEqual(['店铺A', '店铺C']);
    const [a, c] = outcome.calls;
    expect(a?.outcome?.results.map((r) => r.ok)).toEqual([true, true]);
    expect(c?.outcome).toBeNull();
    expect(c?.error).toMatchObject({ code: 302 });
    expect(c?.error?.authUrl).toContain('third-shop');
    expect(outcome.charged).toBe(2);
    expect(before.points - after.points).toBe(2);
    expect(after.waybillsIssued - before.waybillsIssued).toBe(2);
    // The refused call's intent is closed as failed, not left with an unknown outcome to resolve.
    const open = await desk.call('waybills.openIntents', {});
    expect(open.intents.flatMap((i) => i.orderSns)).not.toContain(sns[0]);
  });

  it('refuses an order of no shop of the desk, and a shop without a sender, before anything is spent', async () => {
    const [sn] = take(1) as [string];
    const before = await accountState(desk.sandbox.url, token);
    await expect(fetchOf([{ ownerId: 'stranger', orderSn: sn }])).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'orders[0].ownerId',
    });
    const silent = createWaybillFetch({
      ...desk.core.services,
      shops: threeShopDirectory([SHOP_A, { ...SHOP_B, sender: null }]),
    });
    await expect(
      silent.planShops({
        orders: [...refs(SHOP_A.ownerId, [sn]), ...refs(SHOP_B.ownerId, [sn])],
        merges: [],
      }),
    ).rejects.toMatchObject({ kind: 'invalid-request', field: 'shops.店铺B.sender' });
    expect((await accountState(desk.sandbox.url, token)).points).toBe(before.points);
  });
});
