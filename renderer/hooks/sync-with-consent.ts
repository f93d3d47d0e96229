import { useState } from 'react';
import type { OrderBookStatus, OrdersSyncOutcome, ShopSyncCost } from '../../shared/ipc/channels/order-book';
import { useBookStatus, useSyncOrders } from './order-book';

/** The one shop to sync (its owner id), or every shop this desk works on; and what the choice costs now. */
function useShopChoice(status: OrderBookStatus | undefined) {
  const [shop, setShop] = useState<string | null>(null);
  const shopCost = shop === null ? undefined : status?.shops?.find((s) => s.ownerId === shop);
  const estimate = shopCost ? { points: shopCost.points, exact: shopCost.exact } : status?.estimate;
  return { shop, setShop, shopCost, estimate };
}

/**
 * "Sync now" with the book's price rule, for every screen that offers it (Orders, Scan): a sync whose estimate is
 * above the seller's setting asks first (nothing is spent before the yes) and says each shop's share; main may
 * still ask when its own count is higher than the estimate. With several shops the seller may sync one of them.
 */
export function useSyncWithConsent() {
  const status = useBookStatus();
  const sync = useSyncOrders();
  const [ask, setAsk] = useState<number | null>(null);
  const [askShops, setAskShops] = useState<ShopSyncCost[]>([]);
  const [last, setLast] = useState<OrdersSyncOutcome | null>(null);
  const { shop, setShop, shopCost, estimate } = useShopChoice(status.data);
  const limit = status.data?.askAbovePoints ?? 0;
  // Main's word (polled while it runs) or this window's own click: never a progress event alone, which a
  // dropped connection could leave unfinished.
  const running = sync.isPending || status.data?.running === true;
  // Shared ledger: another desk syncs this shop's book now ("Sync now" waits; the status polls until it ends).
  const otherDesk = status.data?.syncingDesk ?? null;

  const run = (confirmPoints?: number, onDone?: (outcome: OrdersSyncOutcome) => void) => {
    setAsk(null);
    setLast(null);
    const input = {
      ...(confirmPoints === undefined ? {} : { confirmPoints }),
      ...(shopCost ? { ownerId: shopCost.ownerId } : {}),
    };
    sync.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome.needsConfirmation) {
          setAsk(outcome.needsConfirmation.points);
          setAskShops(outcome.needsConfirmation.shops ?? []);
        }
        setLast(outcome);
        if (!outcome.needsConfirmation) onDone?.(outcome);
      },
    });
  };
  /** The button: asks first when the estimate is above the setting, else syncs. */
  const start = (onDone?: (outcome: OrdersSyncOutcome) => void) => {
    if (estimate && estimate.points > limit) {
      setAsk(estimate.points);
      setAskShops(shopCost ? [shopCost] : (status.data?.shops ?? []));
    } else run(undefined, onDone);
  };
  return {
    status,
    sync,
    estimate,
    limit,
    running,
    otherDesk,
    ask,
    /** Each shop's share of `ask`. */
    askShops,
    last,
    /** The shops this desk syncs, with what each would cost now. */
    shops: status.data?.shops ?? [],
    shop,
    setShop,
    start,
    /** The seller said yes to `ask` points. */
    confirm: (onDone?: (outcome: OrdersSyncOutcome) => void) => run(ask ?? undefined, onDone),
    cancel: () => setAsk(null),
  };
}
