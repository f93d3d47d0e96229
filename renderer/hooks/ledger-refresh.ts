import type { Query, QueryClient } from '@tanstack/react-query';
import type { EventPayload } from '../../shared/ipc/events';

export type LedgerChange = EventPayload<'ledger.changed'>;

/** The input object of a `[channel, input]` query key, or an empty one. */
const inputOf = (query: Query): Record<string, unknown> => {
  const input = query.queryKey[1];
  return input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
};

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The one way ledger facts reach the screens: main says what changed, and only the views showing it are read
 * again, through ledger-only channels that cost nothing. A charged orders page is never among them.
 */
export const refreshLedgerViews = async (qc: QueryClient, change: LedgerChange): Promise<void> => {
  if (change.all) return refreshEveryLedgerView(qc);
  const orders = new Set(change.orderSns);
  const waybills = new Set(change.waybillIds);
  const jobs: Promise<void>[] = [];
  if (change.charges) jobs.push(qc.invalidateQueries({ queryKey: ['account.charges'] }));
  if (orders.size > 0) {
    // The waybill column of the orders on screen.
    jobs.push(
      qc.invalidateQueries({
        queryKey: ['orders.get'],
        predicate: (q) => listOf<string>(inputOf(q).orderSns).some((sn) => orders.has(sn)),
      }),
    );
  }
  if (orders.size > 0) {
    // The order book's views (free): waybill state shows on rows and filters them, and merge groups change.
    jobs.push(qc.invalidateQueries({ queryKey: ['orders.search'] }));
  }
  if (waybills.size > 0) {
    // A new, printed or recycled waybill can move rows in any filtered list: every chunk is read again.
    jobs.push(qc.invalidateQueries({ queryKey: ['waybills.list'] }));
    // New waybills may bring a desk into the Waybills screen's desk filter, or change its counts.
    if (change.reason === 'fetch') jobs.push(qc.invalidateQueries({ queryKey: ['waybills.desks'] }));
    jobs.push(
      qc.invalidateQueries({
        queryKey: ['labels.get'],
        predicate: (q) => listOf<number>(inputOf(q).ids).some((id) => waybills.has(id)),
      }),
    );
  }
  if (change.reason === 'fetch' || change.reason === 'intent') {
    jobs.push(qc.invalidateQueries({ queryKey: ['waybills.openIntents'] }));
  }
  await Promise.all(jobs);
};

/** Every view read from the ledger or the book (all free): after another desk's changes may have been missed. */
const LEDGER_VIEWS = [
  'account.charges',
  'orders.get',
  'orders.search',
  'orders.bookStatus',
  'waybills.list',
  'waybills.desks',
  'waybills.openIntents',
  'labels.get',
] as const;

const refreshEveryLedgerView = async (qc: QueryClient): Promise<void> => {
  await Promise.all(LEDGER_VIEWS.map((channel) => qc.invalidateQueries({ queryKey: [channel] })));
};
