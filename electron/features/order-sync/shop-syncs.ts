import { isGatewayError } from '../../../shared/api/errors';
import type {
  OrdersSyncOutcome,
  ShopSyncCost,
  ShopSyncOutcome,
} from '../../../shared/ipc/channels/order-book';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Shop } from '../../../shared/shops/shop';
import { DeskError } from '../../kernel/desk-error';
import type { ShopDirectory } from '../shops';
import { estimateOf } from './sync-plan';
import { runSync, type BookReport, type SyncRunDeps } from './sync-run';

/*
 * A sync across the seller's shops: the shops this desk works on (its own limit, none paused), or the one shop the
 * seller named. The cost of every shop is known before the first page is bought, so the seller is asked once, with
 * each shop's share; then each shop's book is synced in turn (its own lease, plan and pages: sync-run.ts) within
 * what is left of the points agreed. A shop the gateway refuses (302) spends nothing and is said so; the other
 * shops go on.
 */

/** The shops one sync covers, in the seller's order. */
export const shopsToSync = (directory: ShopDirectory, ownerId: string | undefined): Shop[] => {
  const mine = directory.mine();
  if (ownerId === undefined) return [...mine];
  const shop = mine.find((s) => s.ownerId === ownerId);
  if (!shop)
    throw new DeskError('invalid-request', `ownerId: ${ownerId} is none of the shops this desk syncs`, {
      field: 'ownerId',
    });
  return [shop];
};

/** What each shop's next sync would cost now. */
export const shopCosts = (deps: SyncRunDeps, shops: readonly Shop[]): Promise<ShopSyncCost[]> =>
  Promise.all(
    shops.map(async (shop) => {
      const e = await estimateOf(deps.store, shop.ownerId, deps.settings.get().orderBook, deps.now());
      return { ownerId: shop.ownerId, name: shop.name, points: e.pages, exact: e.exact };
    }),
  );

const noOutcome = (shop: Shop): ShopSyncOutcome => ({
  ownerId: shop.ownerId,
  name: shop.name,
  orders: 0,
  newOrders: 0,
  pages: 0,
  charged: 0,
  complete: false,
});

/** The shops' outcomes as one: sums, complete when every shop is, the first shop's other desk. */
const merged = (
  edition: OrdersSyncOutcome['edition'],
  parts: { shop: ShopSyncOutcome; outcome: OrdersSyncOutcome | null }[],
): OrdersSyncOutcome => {
  const sum = (pick: (o: OrdersSyncOutcome) => number) =>
    parts.reduce((n, p) => n + (p.outcome ? pick(p.outcome) : 0), 0);
  const syncingDesk = parts.find((p) => p.outcome?.syncingDesk !== undefined)?.outcome?.syncingDesk;
  return {
    orders: sum((o) => o.orders),
    newOrders: sum((o) => o.newOrders),
    statusChanged: sum((o) => o.statusChanged),
    pages: sum((o) => o.pages),
    charged: sum((o) => o.charged),
    edition,
    complete: parts.every((p) => p.outcome?.complete === true),
    ...(syncingDesk !== undefined ? { syncingDesk } : {}),
    shops: parts.map((p) => p.shop),
  };
};

/** One shop's sync; a 302 for it is its own outcome (nothing spent), any other failure ends the whole sync. */
async function syncOneShop(
  deps: SyncRunDeps,
  input: ParsedIn<'orders.sync'>,
  shop: Shop,
  report: BookReport,
): Promise<{ shop: ShopSyncOutcome; outcome: OrdersSyncOutcome | null }> {
  const own: BookReport = { changed: false, orders: 0 };
  try {
    const outcome = await runSync(deps, input, shop.ownerId, own);
    const { orders, newOrders, pages, charged, complete, syncingDesk } = outcome;
    const part = { ...noOutcome(shop), orders, newOrders, pages, charged, complete };
    return { shop: syncingDesk !== undefined ? { ...part, syncingDesk } : part, outcome };
  } catch (error) {
    if (!isGatewayError(error) || error.kind !== 'shop-not-authorized') throw error;
    const unauthorized = error.authUrl ? { authUrl: error.authUrl } : {};
    return { shop: { ...noOutcome(shop), unauthorized }, outcome: null };
  } finally {
    report.changed ||= own.changed;
    report.orders += own.orders;
  }
}

/** The sync of these shops: asked once up front, then shop by shop within the points agreed. */
export async function syncShops(
  deps: SyncRunDeps & { shops: ShopDirectory },
  input: ParsedIn<'orders.sync'>,
  report: BookReport,
): Promise<OrdersSyncOutcome> {
  const shops = shopsToSync(deps.shops, input.ownerId);
  const edition = deps.settings.get().orderBook.edition;
  const budget = input.confirmPoints ?? deps.settings.get().orderBook.askAbovePoints;
  const costs = await shopCosts(deps, shops);
  const total = costs.reduce((n, c) => n + c.points, 0);
  if (total > budget)
    return { ...merged(edition, []), complete: false, needsConfirmation: { points: total, shops: costs } };

  const parts: Awaited<ReturnType<typeof syncOneShop>>[] = [];
  let spent = 0;
  for (const [i, shop] of shops.entries()) {
    const part = await syncOneShop(deps, { ...input, confirmPoints: budget - spent }, shop, report);
    parts.push(part);
    spent += part.shop.charged;
    const asks = part.outcome?.needsConfirmation;
    if (asks) {
      // The shop's own count passed its estimate: ask for its rest and the shops not synced yet.
      const rest = costs.slice(i + 1);
      const shopsAsked = [{ ...(costs[i] as ShopSyncCost), points: asks.points, exact: true }, ...rest];
      const points = shopsAsked.reduce((n, c) => n + c.points, 0);
      return { ...merged(edition, parts), complete: false, needsConfirmation: { points, shops: shopsAsked } };
    }
  }
  return merged(edition, parts);
}
