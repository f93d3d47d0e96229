import { chargeOf } from '../../../shared/api/endpoints';
import type { SoldOrder, SoldOrdersRequest } from '../../../shared/api/schemas/sold-orders';
import type {
  OrderBookStatus,
  OrdersSearchResult,
  OrdersSyncOutcome,
} from '../../../shared/ipc/channels/order-book';
import type { ParsedIn } from '../../../shared/ipc/contract';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import { requireSetting } from '../settings';
import type { SettingsService } from '../settings';
import { bookTeller, type BookNotices } from '../order-book';
import type { OrderBookStore, SyncLease, SyncPlan, SyncState, SyncStep } from '../order-book';
import { leaseWatch } from './lease-watch';
import { makePlan, PAGE_SIZE, remainingPages } from './sync-plan';
import type { Clock } from '../../kernel/clock';

/*
 * The order book's sync and its free reads. A sync buys pages of the sold-orders operation through the gateway
 * service (throttled, every charge recorded) and stores each page together with the plan's progress in one
 * transaction: a desk killed mid-sync resumes the same plan and never buys a stored page again. A second call
 * while one runs gets the same promise. Only the listSoldOrders throttle is used, so fetches and prints go on.
 * On a shared ledger the other desks are told (paced) when this desk's sync starts, stores pages and ends, and
 * this desk turns their notices into `changed` (book); its status names the other desk syncing now, and main
 * watches that desk's lease until it ends (lease-watch.ts).
 */

export interface OrderSync {
  sync(input: ParsedIn<'orders.sync'>): Promise<OrdersSyncOutcome>;
  status(): Promise<OrderBookStatus>;
  search(input: ParsedIn<'orders.search'>): Promise<OrdersSearchResult>;
}

export interface OrderSyncDeps {
  settings: SettingsService;
  store: OrderBookStore;
  gateway: GatewayService;
  emit: Emit;
  now?: Clock;
  /** Pages in flight at once; the gateway throttle (10 calls/s) spaces them. Default 3. */
  concurrency?: number;
  /** Shared ledger: this desk's sync told to the other desks, and theirs heard (book-notices.ts). */
  notices?: BookNotices;
  /** Spacing of the page notices told to other desks (default BOOK_NOTICE_INTERVAL_MS). */
  noticeIntervalMs?: number;
}

/** The sync lease ran out and another desk took the sync over: this desk stops buying. */
export class SyncLeaseLost extends DeskError {
  constructor() {
    super('busy', 'Another desk took over the order book sync; this desk stopped before buying more pages.');
  }
}

/** The gateway's ms bounds as text (O2: a 13-digit millisecond timestamp). */
/** What a sync stored, told as `changed` (book) once the sync is over. */
interface BookReport {
  changed: boolean;
  orders: number;
}

const bound = (ms: number): string => String(Math.max(1e12, Math.min(ms, 1e13 - 1)));

export const createOrderSync = (deps: OrderSyncDeps): OrderSync => {
  const { settings, store, gateway, emit } = deps;
  const now = deps.now ?? Date.now;
  const concurrency = deps.concurrency ?? 3;
  let running: Promise<OrdersSyncOutcome> | null = null;
  const teller = deps.notices ? bookTeller(deps.notices, deps.noticeIntervalMs) : null;
  // Another desk's sync over (told, or its lease ran out): the book and its status re-read.
  const otherDesk = leaseWatch(
    (ownerId) => store.syncingDesk?.(ownerId) ?? Promise.resolve(null),
    () => {
      emit('changed', { topic: 'sync' });
      emit('changed', { topic: 'book' });
    },
  );
  // Another desk's sync started, stored pages or ended: this desk's book views (and its status) re-read.
  deps.notices?.subscribe((notice) => {
    if (notice.ownerId !== settings.get().ownerId) return;
    emit('changed', { topic: 'book' });
    if (notice.syncing) otherDesk.start(notice.ownerId);
    else otherDesk.stop(notice.ownerId);
  });

  const requestOf = (ownerId: string, plan: SyncPlan, s: SyncStep, page: number): SoldOrdersRequest => ({
    owner_id: ownerId,
    vvtype: plan.edition === 'enhanced' ? '1' : '2',
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(plan.edition === 'enhanced' && s.start !== undefined ? { start_time: bound(s.start) } : {}),
    ...(plan.edition === 'enhanced' && s.end !== undefined ? { end_time: bound(s.end) } : {}),
  });

  async function run(input: ParsedIn<'orders.sync'>, report: BookReport): Promise<OrdersSyncOutcome> {
    const ownerId = requireSetting(settings.get(), 'ownerId');
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
      return await runLeased(input, ownerId, taken.lease, report);
    } finally {
      await taken.lease.release().catch(() => undefined);
      // Told once the lease is gone: a status read on this notice already says no desk syncs.
      teller?.now({ ownerId, orders: report.orders, syncing: false });
    }
  }

  async function runLeased(
    input: ParsedIn<'orders.sync'>,
    ownerId: string,
    lease: SyncLease,
    report: BookReport,
  ): Promise<OrdersSyncOutcome> {
    const bookSettings = settings.get().orderBook;
    let state: SyncState = await store.syncState(ownerId);
    const resumed = state.plan !== null && state.plan.edition === bookSettings.edition;
    const plan: SyncPlan = resumed
      ? (state.plan as SyncPlan)
      : await makePlan({
          store,
          ownerId,
          state,
          settings: bookSettings,
          now: now(),
          recheck: input.recheck ?? false,
        });
    // Points this call may spend: what the seller confirmed, else the setting.
    const budget = input.confirmPoints ?? bookSettings.askAbovePoints;
    let spentNow = 0;
    state = { ...state, plan };
    if (!resumed) await store.saveSyncState(ownerId, state);

    const outcome = (complete: boolean, needs?: number): OrdersSyncOutcome => ({
      orders: plan.orders,
      newOrders: plan.newOrders,
      statusChanged: plan.statusChanged,
      pages: plan.pagesDone,
      charged: plan.charged,
      edition: plan.edition,
      complete,
      ...(needs !== undefined ? { needsConfirmation: { points: needs } } : {}),
    });
    const progress = async (done: boolean): Promise<void> => {
      const left = await remainingPages(store, ownerId, plan);
      emit('orders.sync.progress', {
        pagesDone: plan.pagesDone,
        pagesExpected: plan.pagesDone + left.pages,
        orders: plan.orders,
        charged: plan.charged,
        done,
      });
    };

    /** Buys one page of a step and stores it with the plan's progress; returns the orders it held. */
    const buy = async (s: SyncStep, page: number): Promise<{ orders: SoldOrder[]; fresh: number }> => {
      // Still this desk's sync? (A desk stalled past the lease may have been taken over: it must not buy.)
      if (!(await lease.renew())) throw new SyncLeaseLost();
      const result = await gateway.call('listSoldOrders', requestOf(ownerId, plan, s, page));
      spentNow += 1;
      const total = Math.ceil(result.totalElements / PAGE_SIZE);
      if (s.pages === null || s.kind === 'all' || total > s.pages) s.pages = Math.max(total, page + 1);
      if (!s.done.includes(page)) s.done.push(page);
      plan.pagesDone += 1;
      plan.charged += chargeOf('listSoldOrders', result) ?? 0;
      const counts = await store.storeSyncPage(ownerId, result.content, { ...state, plan });
      plan.orders += counts.stored;
      plan.newOrders += counts.newOrders;
      plan.statusChanged += counts.statusChanged;
      teller?.page({ ownerId, orders: plan.orders, syncing: true });
      // The counts are part of the plan: written with the next page (or at the end) — a resumed plan may
      // undercount orders stored, never re-buy a page.
      await progress(false);
      return { orders: result.content, fresh: counts.newOrders };
    };

    const needsAsk = async (): Promise<number | null> => {
      const left = await remainingPages(store, ownerId, plan);
      return spentNow + left.pages > budget && left.pages > 0 ? left.pages : null;
    };

    try {
      for (const s of plan.steps) {
        if (s.finished) continue;
        if (s.pages === null) {
          const ask = await needsAsk();
          if (ask !== null) return await stop(ask);
          const first = await buy(s, 0);
          if (s.untilKnown && first.fresh === 0) s.finished = true;
        }
        if (s.untilKnown) {
          // Normal edition, new orders only: newest first, stop at the first page holding nothing new.
          while (!s.finished && (s.pages ?? 0) > s.done.length) {
            const ask = await needsAsk();
            if (ask !== null) return await stop(ask);
            const next = Math.max(...s.done) + 1;
            const page = await buy(s, next);
            if (page.fresh === 0) s.finished = true;
          }
        } else {
          const todo = Array.from({ length: s.pages ?? 0 }, (_, i) => i).filter((p) => !s.done.includes(p));
          const ask = await needsAsk();
          if (ask !== null) return await stop(ask);
          let next = 0;
          const worker = async (): Promise<void> => {
            while (next < todo.length) {
              const page = todo[next++] as number;
              await buy(s, page);
            }
          };
          await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
        }
        s.finished = true;
        await store.saveSyncState(ownerId, { ...state, plan });
      }
    } catch (error) {
      // The plan and its pages done stay stored: the next sync resumes here. A lost lease leaves the plan to the
      // desk that holds it now.
      if (!(error instanceof SyncLeaseLost)) await store.saveSyncState(ownerId, { ...state, plan });
      report.changed = plan.orders > 0;
      report.orders = plan.orders;
      throw error;
    }

    const finished: SyncState = {
      lastSyncedAt: now(),
      lastRecheckAt: plan.rechecks ? plan.startedAt : state.lastRecheckAt,
      highWater: plan.edition === 'enhanced' ? plan.highWater : plan.startedAt,
      edition: plan.edition,
      plan: null,
    };
    await store.saveSyncState(ownerId, finished);
    await progress(true);
    report.changed = true;
    report.orders = plan.orders;
    return outcome(true);

    async function stop(points: number): Promise<OrdersSyncOutcome> {
      await store.saveSyncState(ownerId, { ...state, plan });
      await progress(true);
      report.changed = plan.orders > 0;
      report.orders = plan.orders;
      return outcome(false, points);
    }
  }

  return {
    sync(input) {
      // A second call while one runs joins it.
      if (!running) {
        const report: BookReport = { changed: false, orders: 0 };
        running = run(input, report);
        emit('changed', { topic: 'sync' });
        running = running.finally(() => {
          running = null;
          // Told only now: a status read on this event already says the sync is over.
          emit('changed', { topic: 'sync' });
          if (report.changed) emit('changed', { topic: 'book' });
        });
      }
      return running;
    },

    async status() {
      const s = settings.get();
      const ownerId = requireSetting(s, 'ownerId');
      const state = await store.syncState(ownerId);
      const plan =
        state.plan && state.plan.edition === s.orderBook.edition
          ? state.plan
          : await makePlan({ store, ownerId, state, settings: s.orderBook, now: now(), recheck: false });
      const [estimate, countsByStatus, syncingDesk] = await Promise.all([
        remainingPages(store, ownerId, plan),
        store.countsByStatus(ownerId),
        // While this desk syncs, no other desk can (it holds the lease).
        running === null && store.syncingDesk ? store.syncingDesk(ownerId) : null,
      ]);
      if (syncingDesk !== null) otherDesk.start(ownerId);
      return {
        lastSyncedAt: state.lastSyncedAt,
        running: running !== null || syncingDesk !== null,
        syncingDesk,
        resumable: state.plan !== null,
        estimate: { points: estimate.pages, exact: estimate.exact },
        askAbovePoints: s.orderBook.askAbovePoints,
        edition: s.orderBook.edition,
        size: Object.values(countsByStatus).reduce((a, b) => a + b, 0),
        countsByStatus,
      };
    },

    search(input) {
      const ownerId = requireSetting(settings.get(), 'ownerId');
      return store.search(ownerId, input);
    },
  };
};
