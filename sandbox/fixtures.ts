import type { Accounts, ShopRecord } from './state/accounts';
import { metaOnce, type SandboxDatabase } from './state/database';
import type { OrderBook } from './state/order-book';
import { seedAnchor, seedOrders, type StoredOrder } from './catalogue/order-seed';

/** DECISIONS "Sandbox fixtures". */
export const DEMO_TOKEN = 'sandbox-demo-token';
const DEMO_POINTS = 100_000;
export const DEMO_SHOP: ShopRecord = { shop_id: 'demo-shop', owner_id: 'demo-owner', mall_user_id: '10001' };
const OTHER_SHOP: ShopRecord = {
  shop_id: 'other-shop',
  owner_id: 'other-owner',
  mall_user_id: '10002',
};
/** A second shop the demo token acts for, whose first orders carry numbers demo-owner's orders carry too. */
export const THIRD_SHOP: ShopRecord = {
  shop_id: 'third-shop',
  owner_id: 'third-owner',
  mall_user_id: '10003',
};
export const DEMO_ORDERS_DEFAULT = 240;
const OTHER_ORDERS = 60;
const THIRD_ORDERS = 40;
/** How many of demo-owner's newest order numbers third-owner also has (two shops, one number: both orders). */
export const COLLIDING_ORDERS = 3;
export const DEFAULT_SEED = 20240601;
export const DEMO_TEMPLATE_URL = 'https://cloudprint.example/template/standard/101';

/**
 * Installs the fixtures once per data file: a restart keeps the demo token's points, its new
 * authorizations and the orders already seeded.
 */
export function installFixtures(
  db: SandboxDatabase,
  accounts: Accounts,
  orders: OrderBook,
  opts: { orders: number; seed: number; nowMs: number },
): void {
  accounts.addShop(DEMO_SHOP);
  accounts.addShop(OTHER_SHOP);
  metaOnce(db, 'demo-token-installed', () => {
    accounts.put(DEMO_TOKEN, DEMO_POINTS, null, [DEMO_SHOP.shop_id]);
    return '1';
  });
  orders.seed(DEMO_SHOP.owner_id, opts.orders, opts.seed, opts.nowMs);
  orders.seed(OTHER_SHOP.owner_id, OTHER_ORDERS, opts.seed, opts.nowMs);
  installThirdShop(db, accounts, orders, opts);
}

/** The third shop, added once to a data file (an older file gets it at its next start): its token, its orders. */
function installThirdShop(
  db: SandboxDatabase,
  accounts: Accounts,
  orders: OrderBook,
  opts: { seed: number; nowMs: number },
): void {
  accounts.addShop(THIRD_SHOP);
  metaOnce(db, 'third-shop-authorized', () => {
    accounts.authorize(DEMO_TOKEN, THIRD_SHOP.shop_id);
    return '1';
  });
  orders.seed(THIRD_SHOP.owner_id, THIRD_ORDERS, opts.seed, opts.nowMs);
  metaOnce(db, 'third-shop-colliding-orders', () => {
    // Other orders (own goods, receivers and times) under numbers demo-owner's newest orders have.
    const taken = orders
      .page({ ownerId: DEMO_SHOP.owner_id }, 0, COLLIDING_ORDERS)
      .openBodies.map((body) => (JSON.parse(`${body.toString()}}`) as StoredOrder).order_sn);
    const own = seedOrders(
      `${THIRD_SHOP.owner_id}:colliding`,
      taken.length,
      opts.seed,
      seedAnchor(opts.nowMs),
    );
    orders.add(
      THIRD_SHOP.owner_id,
      own.map((order, i) => ({ ...order, order_sn: taken[i] ?? order.order_sn })),
    );
    return JSON.stringify(taken);
  });
}
