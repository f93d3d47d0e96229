import type { OrderBookStatus } from '../../../shared/ipc/channels/order-book';
import type { Shop } from '../../../shared/shops/shop';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings';
import type { OrderBookStore } from '../order-book';
import type { ShopDirectory } from '../shops';
import { estimateOf } from './sync-plan';

interface SyncStatusDeps {
  settings: SettingsService;
  store: OrderBookStore;
  shops: ShopDirectory;
  now: Clock;
  /** Whether this desk's own sync runs now. */
  running: () => boolean;
  /** Another desk syncs this owner's book now: main watches its lease until it ends. */
  watchOtherDesk: (ownerId: string) => void;
}

/** One shop's book: what its next sync would cost, its counts, and the other desk syncing it. */
async function shopStatus(deps: SyncStatusDeps, shop: Shop) {
  const { store, settings, now } = deps;
  const ownerId = shop.ownerId;
  const [estimate, countsByStatus, syncingDesk] = await Promise.all([
    estimateOf(store, ownerId, settings.get().orderBook, now()),
    store.countsByStatus([ownerId]),
    // While this desk syncs, no other desk can (it holds the lease).
    !deps.running() && store.syncingDesk ? store.syncingDesk(ownerId) : null,
  ]);
  if (syncingDesk !== null) deps.watchOtherDesk(ownerId);
  return { shop, estimate, countsByStatus, syncingDesk };
}

/** Status counts of several books as one. */
const summed = (counts: Record<string, number>[]): Record<string, number> => {
  const all: Record<string, number> = {};
  for (const c of counts) for (const [k, n] of Object.entries(c)) all[k] = (all[k] ?? 0) + n;
  return all;
};

/**
 * The order book's status over the shops this desk works on: its size, what a sync would cost now (in all and per
 * shop), the oldest of the shops' last syncs (a shop never synced says its cost instead), and which desk (if any)
 * syncs one of them.
 */
export async function readSyncStatus(deps: SyncStatusDeps): Promise<OrderBookStatus> {
  const s = deps.settings.get();
  const shops = await Promise.all(deps.shops.mine().map((shop) => shopStatus(deps, shop)));
  const countsByStatus = summed(shops.map((x) => x.countsByStatus));
  const synced = shops.flatMap((x) => x.estimate.state.lastSyncedAt ?? []);
  const syncingDesk = shops.find((x) => x.syncingDesk !== null)?.syncingDesk ?? null;
  return {
    lastSyncedAt: synced.length === 0 ? null : Math.min(...synced),
    running: deps.running() || syncingDesk !== null,
    syncingDesk,
    resumable: shops.some((x) => x.estimate.state.plan !== null),
    estimate: {
      points: shops.reduce((n, x) => n + x.estimate.pages, 0),
      exact: shops.every((x) => x.estimate.exact),
    },
    askAbovePoints: s.orderBook.askAbovePoints,
    edition: s.orderBook.edition,
    size: Object.values(countsByStatus).reduce((a, b) => a + b, 0),
    countsByStatus,
    shops: shops.map(({ shop, estimate }) => ({
      ownerId: shop.ownerId,
      name: shop.name,
      points: estimate.pages,
      exact: estimate.exact,
    })),
  };
}
