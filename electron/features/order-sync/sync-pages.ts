import { chargeOf } from '../../../shared/api/endpoints';
import type { SoldOrder, SoldOrdersRequest } from '../../../shared/api/schemas/sold-orders';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import type { bookTeller, OrderBookStore, SyncLease, SyncPlan, SyncState, SyncStep } from '../order-book';
import { PAGE_SIZE, remainingPages } from './sync-plan';

/** The sync lease ran out and another desk took the sync over: this desk stops buying. */
export class SyncLeaseLost extends DeskError {
  constructor() {
    super('busy', 'Another desk took over the order book sync; this desk stopped before buying more pages.');
  }
}

export type Teller = ReturnType<typeof bookTeller> | null;

/** One leased sync's page purchases: what it may spend, what it bought, and how it tells the screen. */
export interface PageBuyer {
  /** Buys one page of a step and stores it with the plan's progress; returns the orders it held. */
  buy(s: SyncStep, page: number): Promise<{ orders: SoldOrder[]; fresh: number }>;
  /** The pages left when buying them would pass the budget, else null. */
  needsAsk(): Promise<number | null>;
  progress(done: boolean): Promise<void>;
}

interface PageBuyerDeps {
  store: OrderBookStore;
  gateway: GatewayService;
  emit: Emit;
  teller: Teller;
  ownerId: string;
  lease: SyncLease;
  plan: SyncPlan;
  state: SyncState;
  /** Points this call may spend. */
  budget: number;
}

/** The gateway's ms bounds as text (O2: a 13-digit millisecond timestamp). */
const bound = (ms: number): string => String(Math.max(1e12, Math.min(ms, 1e13 - 1)));

const requestOf = (ownerId: string, plan: SyncPlan, s: SyncStep, page: number): SoldOrdersRequest => ({
  owner_id: ownerId,
  vvtype: plan.edition === 'enhanced' ? '1' : '2',
  page: String(page),
  pageSize: String(PAGE_SIZE),
  ...(plan.edition === 'enhanced' && s.start !== undefined ? { start_time: bound(s.start) } : {}),
  ...(plan.edition === 'enhanced' && s.end !== undefined ? { end_time: bound(s.end) } : {}),
});

export function pageBuyer(deps: PageBuyerDeps): PageBuyer {
  const { store, gateway, emit, teller, ownerId, lease, plan, state, budget } = deps;
  let spentNow = 0;

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

  const buy: PageBuyer['buy'] = async (s, page) => {
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

  return { buy, needsAsk, progress };
}
