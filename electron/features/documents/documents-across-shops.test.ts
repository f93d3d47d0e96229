import { beforeAll, describe, expect, it } from 'vitest';
import { parseShopOrderCode, shopCodePrefix } from '../../../shared/scan-station/shop-order-code';
import { seeOrders } from '../../testing/desk-test-harness';
import { scanAt } from '../../testing/scan-station-kit';
import { startSuiteDesk } from '../../testing/suite-desk';
import { ordersOfShop, SHOP_A, SHOP_C } from '../../testing/three-shops';

/*
 * Pick lists and packing slips of every shop the desk packs, against the sandbox over HTTP: a number two shops
 * hold is two slips, each naming its own shop and sender; each slip's code names its shop, and the scan station,
 * reading it, goes on with that shop without asking (nothing spent).
 */

const desk = startSuiteDesk({ orders: 20 });
let both: string;
let onlyA: string;
let onlyC: string;

beforeAll(async () => {
  const seen = await seeOrders(desk, 20);
  [both, onlyA, onlyC] = seen as [string, string, string];
  const { ledger } = desk.core.services;
  const snapshots = await ledger.getOrderSnapshots(SHOP_A.ownerId, [both, onlyC]);
  const [cBoth, cOnly] = ordersOfShop([snapshots.get(both)!, snapshots.get(onlyC)!], SHOP_C);
  // The third shop holds the same number as the demo shop, and one of its own the demo shop does not.
  await ledger.saveOrderSnapshots(SHOP_C.ownerId, [cBoth!]);
  onlyC = `${onlyC}-C`;
  await ledger.saveOrderSnapshots(SHOP_C.ownerId, [{ ...cOnly!, order_sn: onlyC }]);
  const { id: _id, paused: _paused, ...draft } = SHOP_C;
  await desk.call('shops.save', draft);
  const first = desk.core.services.shops.directory.all()[0]!;
  await desk.call('shops.save', { ...first, name: SHOP_A.name, sender: SHOP_A.sender });
});

describe('pick lists and packing slips across shops', () => {
  it("reads every shop's orders: each slip names its own shop and sender, and its code names its shop", async () => {
    const { orders, missing } = await desk.call('documents.orders', {
      orderSns: [both, onlyA, onlyC, 'NONE'],
    });
    expect(missing).toEqual(['NONE']);
    expect(orders.map((o) => [o.orderSn, o.shopName, o.sender])).toEqual([
      [both, SHOP_A.name, `${SHOP_A.sender!.name} ${SHOP_A.sender!.mobile}`],
      [both, SHOP_C.name, `${SHOP_C.sender!.name} ${SHOP_C.sender!.mobile}`],
      [onlyA, SHOP_A.name, `${SHOP_A.sender!.name} ${SHOP_A.sender!.mobile}`],
      [onlyC, SHOP_C.name, `${SHOP_C.sender!.name} ${SHOP_C.sender!.mobile}`],
    ]);
    const decoded = orders.map((o) => parseShopOrderCode(o.scanCode));
    expect(decoded).toEqual([
      { prefix: shopCodePrefix(SHOP_A.ownerId), orderSn: both },
      { prefix: shopCodePrefix(SHOP_C.ownerId), orderSn: both },
      { prefix: shopCodePrefix(SHOP_A.ownerId), orderSn: onlyA },
      { prefix: shopCodePrefix(SHOP_C.ownerId), orderSn: onlyC },
    ]);
  });

  it("the scan station reads each slip's code as its shop's order without asking, at no cost", async () => {
    const { orders } = await desk.call('documents.orders', { orderSns: [both, onlyC] });
    const scanned = scanAt(desk);
    const fetches = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
    const before = fetches();
    const shops: string[] = [];
    for (const slip of orders) {
      const entry = await scanned(slip.scanCode);
      expect(entry.reason).not.toBe('which-shop');
      shops.push(entry.shop?.ownerId ?? '');
    }
    expect(shops).toEqual([SHOP_A.ownerId, SHOP_C.ownerId, SHOP_C.ownerId]);
    // The desk has no scan profile ready: the station stops before the gateway.
    expect(fetches()).toBe(before);
  });

  it('prints one route of the numbers asked for, slips counted per shop order', async () => {
    const outcome = await desk.call('documents.print', { kind: 'packing-slips', orderSns: [both, onlyC] });
    expect(outcome).toMatchObject({ pages: 3, missing: [] });
  });
});
