import type { OrderBookStatus } from '../../../shared/ipc/channels/order-book';
import type { Clock } from '../../kernel/clock';
import { requireSetting } from '../settings';
import type { SettingsService } from '../settings';
import type { OrderBookStore } from '../order-book';
import { makePlan, remainingPages } from './sync-plan';

interface SyncStatusDeps {
  settings: SettingsService;
  store: OrderBookStore;
  now: Clock;
  /** Whether this desk's own sync runs now. */
  running: () => boolean;
  /** Another desk syncs this owner's book now: main watches its lease until it ends. */
  watchOtherDesk: (ownerId: string) => void;
}

/** The order book's status: its size, what a sync would cost now, and which desk (if any) syncs it. */
export async function readSyncStatus(deps: SyncStatusDeps): Promise<OrderBookStatus> {
  const { settings, store, now } = deps;
  const s = settings.get();
  const ownerId = requireSetting(s, 'ownerId');
  const state = await store.syncState(ownerId);
  const plan =
    state.plan && state.plan.edition === s.orderBook.edition
      ? state.plan
      : await makePlan({ store, ownerId, state, settings: s.orderBook, now: now(), recheck: false });
  const running = deps.running();
  const [estimate, countsByStatus, syncingDesk] = await Promise.all([
    remainingPages(store, ownerId, plan),
    store.countsByStatus([ownerId]),
    // While this desk syncs, no other desk can (it holds the lease).
    !running && store.syncingDesk ? store.syncingDesk(ownerId) : null,
  ]);
  if (syncingDesk !== null) deps.watchOtherDesk(ownerId);
  return {
    lastSyncedAt: state.lastSyncedAt,
    running: deps.running() || syncingDesk !== null,
    syncingDesk,
    resumable: state.plan !== null,
    estimate: { points: estimate.pages, exact: estimate.exact },
    askAbovePoints: s.orderBook.askAbovePoints,
    edition: s.orderBook.edition,
    size: Object.values(countsByStatus).reduce((a, b) => a + b, 0),
    countsByStatus,
  };
}
