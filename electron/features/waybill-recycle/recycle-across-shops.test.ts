import { beforeAll, describe, expect, it } from 'vitest';
import { accountState, createToken } from '../../../shared/testing/sandbox-harness';
import { seeOrders } from '../../testing/desk-test-harness';
import { startSuiteDesk } from '../../testing/suite-desk';
import { ordersOfShop, SHOP_A, SHOP_B, threeShopDirectory } from '../../testing/three-shops';
import { createWaybillFetch, type WaybillFetch } from '../waybill-fetch/waybill-fetch';

/*
 * A recycle that spans shops, against the sandbox: every entry carries its own owner_id, so the shops share one
 * call (charged once); a shop the token is not authorized for fails only its own waybills.
 */

const desk = startSuiteDesk({ orders: 40 });
let fetching: WaybillFetch;
let demo: string[];
let next = 0;
const take = (n: number): string[] => {
  const group = demo.slice(next, next + n);
  next += n;
  return group;
};
const recycleCalls = () => desk.calls.filter((c) => c.path.endsWith('/ks-cancel-waybill')).length;

/** Waybills for `n` orders of shop A and `n` of shop B (the same numbers: two orders each). */
const waybillsOfTwoShops = async (n: number): Promise<{ a: number[]; b: number[] }> => {
  const sns = take(n);
  const outcome = await fetching.fetchShops({
    orders: [SHOP_A, SHOP_B].flatMap((s) => sns.map((orderSn) => ({ ownerId: s.ownerId, orderSn }))),
    merges: [],
    options: { needEncrypt: false, edition: 1, callDoorPickUp: false },
    confirmDuplicate: true,
    confirmNotAwaiting: true,
  });
  const ids = outcome.calls.map((c) => c.outcome?.results.map((r) => r.waybillId as number) ?? []);
  return { a: ids[0] ?? [], b: ids[1] ?? [] };
};

beforeAll(async () => {
  demo = await seeOrders(desk, 40);
  const { settings, ledger, gateway, emit } = desk.core.services;
  const snapshots = [...(await ledger.getOrderSnapshots(SHOP_A.ownerId, demo)).values()];
  await ledger.saveOrderSnapshots(SHOP_B.ownerId, ordersOfShop(snapshots, SHOP_B));
  const token = await createToken(desk.sandbox.url, { shops: [SHOP_A.shopId, SHOP_B.shopId] });
  desk.core.services.vault.write(token);
  fetching = createWaybillFetch({ settings, ledger, gateway, emit, shops: threeShopDirectory() });
});

describe('recycle across shops', () => {
  it("sends both shops' waybills in one call, charged once, each waybill's outcome with its shop", async () => {
    const { a, b } = await waybillsOfTwoShops(2);
    expect([a.length, b.length]).toEqual([2, 2]);
    const token = desk.core.services.vault.read() as string;
    const before = await accountState(desk.sandbox.url, token);
    const callsBefore = recycleCalls();
    const run = await desk.call('waybills.recycle', { ids: [...a, ...b] });
    expect(recycleCalls() - callsBefore).toBe(1);
    expect(run).toMatchObject({ succeeded: 4, failed: 0, charged: 1 });
    expect(run.outcomes.map((o) => [o.ownerId, o.result])).toEqual([
      [SHOP_A.ownerId, 'recycled'],
      [SHOP_A.ownerId, 'recycled'],
      [SHOP_B.ownerId, 'recycled'],
      [SHOP_B.ownerId, 'recycled'],
    ]);
    expect(before.points - (await accountState(desk.sandbox.url, token)).points).toBe(1);
  });

  it('a shop the token is not authorized for fails only its own waybills; the others are recycled', async () => {
    const { a, b } = await waybillsOfTwoShops(2);
    // A token authorized for shop A alone: the mixed call is refused (302) and sent again one shop a call.
    const onlyA = await createToken(desk.sandbox.url, { shops: [SHOP_A.shopId] });
    desk.core.services.vault.write(onlyA);
    const before = await accountState(desk.sandbox.url, onlyA);
    const run = await desk.call('waybills.recycle', { ids: [...b, ...a] });
    expect(run.outcomes.map((o) => [o.ownerId, o.result])).toEqual([
      [SHOP_B.ownerId, 'failed'],
      [SHOP_B.ownerId, 'failed'],
      [SHOP_A.ownerId, 'recycled'],
      [SHOP_A.ownerId, 'recycled'],
    ]);
    expect(run.outcomes[0]?.errorMsg).toContain(SHOP_B.ownerId);
    expect(run.charged).toBe(1);
    expect(before.points - (await accountState(desk.sandbox.url, onlyA)).points).toBe(1);
  });
});
