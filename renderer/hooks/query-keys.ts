import type { QueryClient } from '@tanstack/react-query';
import type { Channel, In } from '../../shared/ipc/contract';

/** react-query keys are `[channel, input]`, so invalidating `[channel]` refreshes every input of it. */
export const queryKey = <C extends Channel>(channel: C, input?: In<C>) =>
  (input === undefined ? [channel] : [channel, input]) as readonly [C, In<C>?];

/** Views computed from the ledger: refreshed after a fetch, print or recycle (and on `ledger.changed`). */
export const LEDGER_VIEWS: readonly Channel[] = [
  'orders.page',
  'orders.get',
  'waybills.list',
  'waybills.openIntents',
  'account.charges',
];

export const invalidateLedgerViews = (qc: QueryClient): Promise<void> =>
  Promise.all(LEDGER_VIEWS.map((c) => qc.invalidateQueries({ queryKey: [c] }))).then(() => undefined);

/** Reads that charge points: the status bar's figures refresh after each. */
export const CHARGED_READS: readonly Channel[] = ['orders.page', 'coupons.lookup'];
