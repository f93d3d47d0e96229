import type { Accounts, ShopRecord } from './state/accounts';
import { metaOnce, type SandboxDatabase } from './state/database';
import type { OrderBook } from './state/order-book';

/** DECISIONS "Sandbox fixtures". */
export const DEMO_TOKEN = 'sandbox-demo-token';
const DEMO_POINTS = 100_000;
export const DEMO_SHOP: ShopRecord = { shop_id: 'demo-shop', owner_id: 'demo-owner', mall_user_id: '10001' };
const OTHER_SHOP: ShopRecord = {
  shop_id: 'other-shop',
  owner_id: 'other-owner',
  mall_user_id: '10002',
};
export const DEMO_ORDERS_DEFAULT = 240;
const OTHER_ORDERS = 60;
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
}
