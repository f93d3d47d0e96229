import type { OrdersSyncOutcome } from '../../../shared/ipc/channels/order-book';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Emit } from '../../kernel/desk-events';
import type { Clock } from '../../kernel/clock';
import type { GatewayService } from '../gateway';
import type { SettingsService } from '../settings';
import type { OrderBookStore, SyncLease, SyncPlan, SyncState } from '../order-book';
import { makePlan } from './sync-plan';
import { pageBuyer, SyncLeaseLost, type Teller } from './sync-pages';
import { buySteps } from './sync-steps';

/*
 * One sync run: the owner's lease taken (one desk syncs an owner's book at a time), the plan made or resumed, its
 * steps bought (sync-steps.ts, sync-pages.ts) and the state saved whichever way the run ends.
 */

/** What a sync stored, told as `changed` (book) once the sync is over. */
export interface BookReport {
  changed: boolean;
  orders: number;
}

export interface SyncRunDeps {
  settings: SettingsService;
  store: OrderBookStore;
  gateway: GatewayService;
  emit: Emit;
  now: Clock;
  concurrency: number;
  teller: Teller;
}

export async function runSync(
  deps: SyncRunDeps,
  input: ParsedIn<'orders.sync'>,
  ownerId: string,
  report: BookReport,
): Promise<OrdersSyncOutcome> {
  const { settings, store, teller } = deps;
  const bookSettings = settings.get().orderBook;
  // One desk syncs an owner's book at a time (shared ledger): the others are told which, and buy nothing.
  const taken = await store.takeSyncLease(ownerId);
  if ('heldBy' in taken) {
    return {
      orders: 0,
      newOrders: 0,
      statusChanged: 0,
      pages: 0,
      charged: 0,
      edition: bookSettings.edition,
      complete: false,
      syncingDesk: taken.heldBy,
    };
  }
  teller?.now({ ownerId, orders: 0, syncing: true });
  try {
    return await runLeased(deps, input, ownerId, taken.lease, report);
  } finally {
    await taken.lease.release().catch(() => undefined);
    // Told once the lease is gone: a status read on this notice already says no desk syncs.
    teller?.now({ ownerId, orders: report.orders, syncing: false });
  }
}

/** The stored plan when it is for the edition set now, else a new one (saved before any page is bought). */
async function openPlan(
  deps: SyncRunDeps,
  input: ParsedIn<'orders.sync'>,
  ownerId: string,
): Promise<{ state: SyncState; plan: SyncPlan }> {
  const { store, settings, now } = deps;
  const bookSettings = settings.get().orderBook;
  const stored: SyncState = await store.syncState(ownerId);
  const resumed = stored.plan !== null && stored.plan.edition === bookSettings.edition;
  const plan: SyncPlan = resumed
    ? (stored.plan as SyncPlan)
    : await makePlan({
        store,
        ownerId,
        state: stored,
        settings: bookSettings,
        now: now(),
        recheck: input.recheck ?? false,
      });
  const state = { ...stored, plan };
  if (!resumed) await store.saveSyncState(ownerId, state);
  return { state, plan };
}

const outcomeOf = (plan: SyncPlan, complete: boolean, needs?: number): OrdersSyncOutcome => ({
  orders: plan.orders,
  newOrders: plan.newOrders,
  statusChanged: plan.statusChanged,
  pages: plan.pagesDone,
  charged: plan.charged,
  edition: plan.edition,
  complete,
  ...(needs !== undefined ? { needsConfirmation: { points: needs } } : {}),
});

async function runLeased(
  deps: SyncRunDeps,
  input: ParsedIn<'orders.sync'>,
  ownerId: string,
  lease: SyncLease,
  report: BookReport,
): Promise<OrdersSyncOutcome> {
  const { store, now } = deps;
  const { state, plan } = await openPlan(deps, input, ownerId);
  // Points this call may spend: what the seller confirmed, else the setting.
  const budget = input.confirmPoints ?? deps.settings.get().orderBook.askAbovePoints;
  const pages = pageBuyer({ ...deps, ownerId, lease, plan, state, budget });
  const saveProgress = () => store.saveSyncState(ownerId, { ...state, plan });
  const tell = (changed: boolean): void => {
    report.changed = changed;
    report.orders = plan.orders;
  };

  const stop = async (points: number): Promise<OrdersSyncOutcome> => {
    await saveProgress();
    await pages.progress(true);
    tell(plan.orders > 0);
    return outcomeOf(plan, false, points);
  };

  try {
    const ask = await buySteps(plan, pages, deps.concurrency, saveProgress);
    if (ask !== null) return await stop(ask);
  } catch (error) {
    // The plan and its pages done stay stored: the next sync resumes here. A lost lease leaves the plan to the
    // desk that holds it now.
    if (!(error instanceof SyncLeaseLost)) await saveProgress();
    tell(plan.orders > 0);
    throw error;
  }

  await store.saveSyncState(ownerId, {
    lastSyncedAt: now(),
    lastRecheckAt: plan.rechecks ? plan.startedAt : state.lastRecheckAt,
    highWater: plan.edition === 'enhanced' ? plan.highWater : plan.startedAt,
    edition: plan.edition,
    plan: null,
  });
  await pages.progress(true);
  tell(true);
  return outcomeOf(plan, true);
}
