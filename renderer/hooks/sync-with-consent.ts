import { useState } from 'react';
import type { OrdersSyncOutcome } from '../../shared/ipc/channels/order-book';
import { useBookStatus, useSyncOrders } from './order-book';

/**
 * "Sync now" with the book's price rule, for every screen that offers it (Orders, Scan): a sync whose estimate is
 * above the seller's setting asks first (nothing is spent before the yes); main may still ask when its own
 * count is higher than the estimate.
 */
export function useSyncWithConsent() {
  const status = useBookStatus();
  const sync = useSyncOrders();
  const [ask, setAsk] = useState<number | null>(null);
  const [last, setLast] = useState<OrdersSyncOutcome | null>(null);
  const estimate = status.data?.estimate;
  const limit = status.data?.askAbovePoints ?? 0;
  // Main's word (polled while it runs) or this window's own click: never a progress event alone, which a
  // dropped connection could leave unfinished.
  const running = sync.isPending || status.data?.running === true;
  // Shared ledger: another desk syncs this shop's book now ("Sync now" waits; the status polls until it ends).
  const otherDesk = status.data?.syncingDesk ?? null;

  const run = (confirmPoints?: number, onDone?: (outcome: OrdersSyncOutcome) => void) => {
    setAsk(null);
    setLast(null);
    sync.mutate(confirmPoints === undefined ? {} : { confirmPoints }, {
      onSuccess: (outcome) => {
        if (outcome.needsConfirmation) setAsk(outcome.needsConfirmation.points);
        setLast(outcome);
        if (!outcome.needsConfirmation) onDone?.(outcome);
      },
    });
  };
  /** The button: asks first when the estimate is above the setting, else syncs. */
  const start = (onDone?: (outcome: OrdersSyncOutcome) => void) => {
    if (estimate && estimate.points > limit) setAsk(estimate.points);
    else run(undefined, onDone);
  };
  return {
    status,
    sync,
    estimate,
    limit,
    running,
    otherDesk,
    ask,
    last,
    start,
    /** The seller said yes to `ask` points. */
    confirm: (onDone?: (outcome: OrdersSyncOutcome) => void) => run(ask ?? undefined, onDone),
    cancel: () => setAsk(null),
  };
}
