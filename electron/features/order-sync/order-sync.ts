import type {
  OrderBookStatus,
  OrdersSearchResult,
  OrdersSyncOutcome,
} from '../../../shared/ipc/channels/order-book';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import { DeskError } from '../../kernel/desk-error';
import type { SettingsService } from '../settings';
import { bookTeller, type BookNotices } from '../order-book';
import type { OrderBookStore } from '../order-book';
import type { ShopDirectory } from '../shops';
import { leaseWatch } from './lease-watch';
import type { Clock } from '../../kernel/clock';
import type { BookReport } from './sync-run';
import { syncShops } from './shop-syncs';
import { readSyncStatus } from './sync-status';

/*
 * The order book's sync and its free reads. A sync buys pages of the sold-orders operation through the gateway
 * service (throttled, every charge recorded) and stores each page together with the plan's progress in one
 * transaction: a desk killed mid-sync resumes the same plan and never buys a stored page again. A second call
 * while one runs gets the same promise. Only the listSoldOrders throttle is used, so fetches and prints go on.
 * On a shared ledger the other desks are told (paced) when this desk's sync starts, stores pages and ends, and
 * this desk turns their notices into `changed` (book); its status names the other desk syncing now, and main
 * watches that desk's lease until it ends (lease-watch.ts). The shops one sync covers and its one ask:
 * shop-syncs.ts; a shop's run (lease, plan and purchases): sync-run.ts.
 */

export interface OrderSync {
  sync(input: ParsedIn<'orders.sync'>): Promise<OrdersSyncOutcome>;
  status(): Promise<OrderBookStatus>;
  search(input: ParsedIn<'orders.search'>): Promise<OrdersSearchResult>;
}

interface OrderSyncDeps {
  settings: SettingsService;
  store: OrderBookStore;
  gateway: GatewayService;
  emit: Emit;
  /** The shops a sync covers and a search reads: this desk's own (Settings › Shops), none paused. */
  shops: ShopDirectory;
  now?: Clock;
  /** Pages in flight at once; the gateway throttle (10 calls/s) spaces them. Default 3. */
  concurrency?: number;
  /** Shared ledger: this desk's sync told to the other desks, and theirs heard (book-notices.ts). */
  notices?: BookNotices;
  /** Spacing of the page notices told to other desks (default BOOK_NOTICE_INTERVAL_MS). */
  noticeIntervalMs?: number;
}

/**
 * The owners a search reads: the shops asked for (`shops`, owner ids) among those this desk serves, or every shop
 * it serves (the shops a sync covers: what the book holds for this desk).
 */
const searchedOwners = (directory: ShopDirectory, asked: readonly string[] | undefined): string[] => {
  const served = new Set(directory.mine().map((shop) => shop.ownerId));
  return asked === undefined ? [...served] : [...served].filter((owner) => asked.includes(owner));
};

/** A search of a desk without a shop: the seller is told to set one up, as before shops. */
const noShopYet = (): DeskError =>
  new DeskError('invalid-request', 'defaultShop: add a shop in Settings › Shops first', {
    field: 'defaultShop',
  });

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
    if (!deps.shops.mine().some((shop) => shop.ownerId === notice.ownerId)) return;
    emit('changed', { topic: 'book' });
    if (notice.syncing) otherDesk.start(notice.ownerId);
    else otherDesk.stop(notice.ownerId);
  });

  const runDeps = { settings, store, gateway, emit, now, concurrency, teller, shops: deps.shops };

  return {
    sync(input) {
      // A second call while one runs joins it.
      if (!running) {
        const report: BookReport = { changed: false, orders: 0 };
        running = syncShops(runDeps, input, report);
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

    status() {
      return readSyncStatus({
        ...runDeps,
        now,
        running: () => running !== null,
        watchOtherDesk: (ownerId) => otherDesk.start(ownerId),
      });
    },

    search(input) {
      const owners = searchedOwners(deps.shops, input.shops);
      // No shop yet: the seller is told to set one up, as before shops.
      if (owners.length === 0 && input.shops === undefined) throw noShopYet();
      if (owners.length === 0) return Promise.resolve({ rows: [], total: 0 });
      return store.search(owners, input);
    },
  };
};
