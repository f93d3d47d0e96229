import { useMemo } from 'react';
import { selectedOrders, selectedWaybillCount, useOrderSelection } from '../../store/order-selection';

/** The selected orders as the fetch dialog shows them, and what the seller may do to the selection there. */
export function useFetchSelection() {
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const bySn = useOrderSelection((s) => s.bySn);
  // Derived here: a selector returning a fresh array would re-render forever.
  const orders = useMemo(() => selectedOrders({ selectedSns, bySn }), [selectedSns, bySn]);
  const deselect = useOrderSelection((s) => s.deselect);
  const merges = useOrderSelection((s) => s.merges);
  const split = useOrderSelection((s) => s.split);
  const mergeByHand = useOrderSelection((s) => s.merge);
  const waybills = selectedWaybillCount({ selectedSns, merges });
  const keepOnly = useOrderSelection((s) => s.keepOnly);
  return { orders, deselect, merges, split, mergeByHand, waybills, keepOnly };
}
