import { beforeAll, describe, expect, it } from 'vitest';
import { accountState, createToken } from '../../../shared/testing/sandbox-harness';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { shopOrderCode } from '../../../shared/scan-station/shop-order-code';
import { seeOrders } from '../../testing/desk-test-harness';
import { scanAt } from '../../testing/scan-station-kit';
import { startSuiteDesk } from '../../testing/suite-desk';
import { ordersOfShop, SHOP_A, SHOP_C } from '../../testing/three-shops';

/*
 * The scan station across shops, against the sandbox over HTTP: a number two shops hold is never printed by guess
 * (the station asks which), the answer prints that shop's label with its own sender; a slip's shop code never asks;
 * a desk limited to some shops refuses another shop's order. Every refusal and question costs nothing.
 */

const desk = startSuiteDesk({ orders: 60 });
const scanned = scanAt(desk);
let demo: string[];
/** Numbers shop C holds too (two orders each, one per shop). */
let colliding: string[];
/** Numbers only the settings' shop (shop A, demo-owner) holds. */
let onlyA: string[];
let shopC: string;
let token: string;

const fetchCalls = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
const awaiting = async (ownerId: string, sns: string[]) => {
  const orders = await desk.core.services.ledger.getOrderSnapshots(ownerId, sns);
  return sns.filter((sn) => orders.get(sn)?.order_status === 1);
};

beforeAll(async () => {
  const seen = await seeOrders(desk, 60);
  demo = await awaiting(SHOP_A.ownerId, seen);
  colliding = demo.slice(0, 4);
  onlyA = demo.slice(4, 8);
  const { ledger, settings, vault } = desk.core.services;
  const snapshots = await ledger.getOrderSnapshots(SHOP_A.ownerId, colliding);
  await ledger.saveOrderSnapshots(SHOP_C.ownerId, ordersOfShop([...snapshots.values()], SHOP_C));
  // The token acts for the demo shop and the third shop.
  token = await createToken(desk.sandbox.url, { points: 10_000, shops: ['demo-shop', 'third-shop'] });
  vault.write(token);
  const { id: _id, paused: _paused, ...draft } = SHOP_C;
  shopC = (await desk.call('shops.save', draft)).id;
  const s = settings.get();
  settings.update({ scanProfile: { ...presetScanProfile(s), cpCode: 'YTO' }, scanRepeatSeconds: 0 });
});

describe('the scan station across shops', () => {
  it('asks which shop for a number two shops hold, spending nothing; the answer prints that shop’s label', async () => {
    const [sn] = colliding as [string];
    const before = { calls: fetchCalls(), points: (await accountState(desk.sandbox.url, token)).points };
    const asked = await scanned(sn);
    expect(asked).toMatchObject({ state: 'refused', reason: 'which-shop', charged: 0, waybillIds: [] });
    expect(asked.shopChoices.map((s) => s.ownerId)).toEqual([SHOP_A.ownerId, SHOP_C.ownerId]);
    expect(asked.shopChoices[1]).toEqual({
      ownerId: SHOP_C.ownerId,
      name: SHOP_C.name,
      colour: SHOP_C.colour,
    });
    expect(fetchCalls()).toBe(before.calls);

    await desk.call('scan.chooseShop', { seq: asked.seq, ownerId: SHOP_C.ownerId });
    await desk.settle();
    const entry = (await desk.call('scan.status', {})).entries.find((e) => e.seq === asked.seq);
    expect(entry).toMatchObject({
      charged: 1,
      orderSn: sn,
      shop: { ownerId: SHOP_C.ownerId, name: SHOP_C.name },
    });
    expect(fetchCalls()).toBe(before.calls + 1);
    expect((await accountState(desk.sandbox.url, token)).points).toBe(before.points - 1);
    const [waybill] = await desk.core.services.ledger.getWaybills(entry?.waybillIds ?? []);
    expect(waybill).toMatchObject({ ownerId: SHOP_C.ownerId, shopId: SHOP_C.shopId, orderSn: sn });
    // The label names shop C's own sender, never the settings' shop's.
    const [label] = (await desk.core.services.labelPrinting.labels([waybill?.id ?? 0], '100x180')).labels;
    expect(label?.label.ok && label.label.label.sender?.name).toBe(SHOP_C.sender?.name);
    // Shop A's order of the same number holds no waybill: two shops, two orders.
    const stateA = await desk.core.services.ledger.orderWaybillStates(SHOP_A.ownerId, [sn]);
    expect(stateA.get(sn)?.state).toBe('none');
  });

  it("a slip's shop code goes on as that shop's order without a question", async () => {
    const sn = colliding[1] as string;
    const entry = await scanned(shopOrderCode(SHOP_A.ownerId, sn));
    expect(entry).toMatchObject({
      charged: 1,
      orderSn: sn,
      shop: { ownerId: SHOP_A.ownerId },
      shopChoices: [],
    });
    const [waybill] = await desk.core.services.ledger.getWaybills(entry.waybillIds);
    expect(waybill?.ownerId).toBe(SHOP_A.ownerId);
  });

  it('takes only a shop the question offered, by its field, and only the first answer', async () => {
    const asked = await scanned(colliding[2] as string);
    const refused = await desk.raw('scan.chooseShop', { seq: asked.seq, ownerId: 'other-owner' });
    expect(refused).toMatchObject({ ok: false, error: { field: 'ownerId' } });
    // Answered once, a second key leaves the scan as the first answer made it: one fetch.
    const calls = fetchCalls();
    await desk.call('scan.chooseShop', { seq: asked.seq, ownerId: SHOP_A.ownerId });
    await desk.call('scan.chooseShop', { seq: asked.seq, ownerId: SHOP_C.ownerId });
    await desk.settle();
    const entry = (await desk.call('scan.status', {})).entries.find((e) => e.seq === asked.seq);
    expect(entry).toMatchObject({ charged: 1, shop: { ownerId: SHOP_A.ownerId } });
    expect(fetchCalls()).toBe(calls + 1);
  });

  it("a desk limited to one shop refuses another shop's order, naming the shop and that no desk packs it, at no cost", async () => {
    await desk.core.services.shops.setDeskLimit({ shopIds: [shopC] });
    try {
      const calls = fetchCalls();
      const entry = await scanned(onlyA[0] as string);
      expect(entry).toMatchObject({ state: 'refused', reason: 'other-shop', charged: 0 });
      expect(entry.shop?.ownerId).toBe(SHOP_A.ownerId);
      // The desk's own ledger file: no other desk packs shop A.
      expect(entry.packedBy).toEqual([]);
      expect(fetchCalls()).toBe(calls);
      // A number both shops hold is this desk's shop's order: no question.
      const own = await scanned(colliding[3] as string);
      expect(own).toMatchObject({ charged: 1, shop: { ownerId: SHOP_C.ownerId } });
    } finally {
      await desk.core.services.shops.setDeskLimit({ shopIds: [] });
    }
  });
});
