import type { OrderBookSettings } from '../../../shared/ipc/channels/settings';
import type { OrderBookStore, SyncPlan, SyncState, SyncStep } from '../order-book';

/*
 * What a sync pulls (docs/choices.md "Order book sync"):
 * - enhanced edition, first sync: every order confirmed up to now (end_time fixed at the start, so new orders
 *   arriving meanwhile never shift the pages being bought);
 * - enhanced, later syncs: the 'new' window from the last high-water mark minus an overlap (orders that reach the
 *   gateway late), plus, when due, the 're-check' window: from the oldest order of the last `recheckDays` days
 *   that can still change status (awaiting, shipped) up to the 'new' window;
 * - normal edition (no filters): newest-first pages until a page brings nothing new; every order's status only
 *   on the first sync and when a re-check is due (all pages).
 */

export const PAGE_SIZE = 100;
/** Orders can reach the gateway a little after their confirm time: the 'new' window reaches back this far. */
const OVERLAP_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

const recheckDue = (state: SyncState, settings: OrderBookSettings, now: number, forced: boolean): boolean =>
  forced ||
  state.lastRecheckAt === null ||
  now - state.lastRecheckAt >= settings.recheckEveryHours * 3_600_000;

const step = (kind: SyncStep['kind'], extra: Partial<SyncStep> = {}): SyncStep => ({
  kind,
  pages: null,
  done: [],
  ...extra,
});

export async function makePlan(args: {
  store: OrderBookStore;
  ownerId: string;
  state: SyncState;
  settings: OrderBookSettings;
  now: number;
  recheck: boolean;
}): Promise<SyncPlan> {
  const { store, ownerId, state, settings, now } = args;
  const edition = settings.edition;
  const first = state.lastSyncedAt === null || state.edition !== edition || state.highWater === null;
  const due = recheckDue(state, settings, now, args.recheck);
  const steps: SyncStep[] = [];
  if (edition === 'normal') {
    steps.push(first || due ? step('all') : step('new', { untilKnown: true }));
  } else if (first) {
    steps.push(step('all', { end: now }));
  } else {
    const newStart = Math.max(0, (state.highWater ?? 0) - OVERLAP_MS);
    steps.push(step('new', { start: newStart, end: now }));
    if (due) {
      const oldest = await store.oldestChangeable(ownerId, now - settings.recheckDays * DAY_MS);
      if (oldest !== null && oldest < newStart)
        steps.push(step('recheck', { start: oldest, end: newStart - 1 }));
    }
  }
  return {
    startedAt: now,
    edition,
    steps,
    pagesDone: 0,
    charged: 0,
    orders: 0,
    newOrders: 0,
    statusChanged: 0,
    allowedPoints: settings.askAbovePoints,
    highWater: now,
    rechecks: first || due,
  };
}

/** Pages the plan still has to buy: exact where the gateway told a window's size, else the book's best guess. */
export async function remainingPages(
  store: OrderBookStore,
  ownerId: string,
  plan: SyncPlan,
): Promise<{ pages: number; exact: boolean }> {
  let pages = 0;
  let exact = true;
  for (const s of plan.steps) {
    if (s.finished) continue;
    if (s.pages !== null) {
      pages += Math.max(0, s.pages - s.done.length);
      continue;
    }
    exact = false;
    pages += await guessPages(store, ownerId, s);
  }
  return { pages, exact };
}

/** What the next sync of this owner's book would cost now: the stored plan's rest, else a new plan's. */
export async function estimateOf(
  store: OrderBookStore,
  ownerId: string,
  settings: OrderBookSettings,
  now: number,
): Promise<{ state: SyncState; pages: number; exact: boolean }> {
  const state = await store.syncState(ownerId);
  const plan =
    state.plan && state.plan.edition === settings.edition
      ? state.plan
      : await makePlan({ store, ownerId, state, settings, now, recheck: false });
  return { state, ...(await remainingPages(store, ownerId, plan)) };
}

/** Before a window's first page: what the book holds there (re-check), one page (new orders), the book's size. */
async function guessPages(store: OrderBookStore, ownerId: string, s: SyncStep): Promise<number> {
  if (s.kind === 'new') return 1;
  const held = await store.countConfirmedBetween(ownerId, s.start ?? 0, s.end ?? Number.MAX_SAFE_INTEGER);
  return Math.max(1, Math.ceil(held / PAGE_SIZE));
}
