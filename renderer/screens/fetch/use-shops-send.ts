import { useMemo } from 'react';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import type { ShopsFetchOutcome, ShopsFetchSelection } from '../../../shared/ipc/channels/shops-fetch';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import { useFetchShops, useShopsFetchPlan } from '../../hooks/shops-fetch';
import { toFetchInput, type FetchDraft } from '../../store/fetch-draft';
import { NO_WAYBILL } from './fetch-results';
import type { FetchPhase } from './use-fetch-send';

/** The selection with each order's shop, or null when every order is of one shop (the one-shop fetch as ever). */
const shopSelectionOf = (
  orders: readonly DeskOrder[],
  merges: readonly (readonly string[])[],
): ShopsFetchSelection | null => {
  const ownerOf = new Map(orders.map((o) => [o.order.order_sn, o.ownerId ?? '']));
  if (new Set(ownerOf.values()).size < 2) return null;
  return {
    orders: orders.map((o) => ({ ownerId: o.ownerId ?? '', orderSn: o.order.order_sn })),
    merges: merges.map((g) => ({ ownerId: ownerOf.get(g[0] ?? '') ?? '', orderSns: [...g] })),
  };
};

/** Every call's results as one list, for the results view and "Print labels"; a refused call's orders got none. */
const flatOutcome = (outcome: ShopsFetchOutcome): WaybillFetchOutcome => ({
  intentId: 0,
  charged: outcome.charged,
  results: outcome.calls.flatMap(
    (c) =>
      c.outcome?.results ??
      c.orderSns.map((sn) => ({
        orderSn: sn,
        orderSns: [sn],
        objectId: `${c.ownerId}:${sn}`,
        ok: false,
        error: NO_WAYBILL,
      })),
  ),
});

/**
 * A selection that spans shops: its split into one call per shop (and each call's cost) shown before the seller
 * confirms, then sent as `waybills.fetchShops`; null plan when the orders are all of one shop.
 */
export function useShopsSend(opts: {
  orders: readonly DeskOrder[];
  merges: readonly (readonly string[])[];
  draft: FetchDraft;
  confirmNotAwaiting: boolean;
  setPhase: (phase: FetchPhase) => void;
}) {
  const { orders, merges, draft, confirmNotAwaiting, setPhase } = opts;
  const selection = useMemo(() => shopSelectionOf(orders, merges), [orders, merges]);
  const plan = useShopsFetchPlan(selection);
  const shopsFetch = useFetchShops();
  const sendShops = (confirmDuplicate: boolean) => {
    if (!selection) return;
    const { options } = toFetchInput(draft, [], confirmDuplicate);
    shopsFetch.mutate(
      { ...selection, cpCode: draft.cpCode, options, confirmDuplicate, confirmNotAwaiting },
      {
        onSuccess: (outcome) => setPhase({ step: 'results', outcome: flatOutcome(outcome), shops: outcome }),
      },
    );
  };
  return {
    shopCalls: selection ? (plan.data?.calls ?? null) : null,
    planError: plan.error,
    shopsFetch,
    sendShops,
  };
}
