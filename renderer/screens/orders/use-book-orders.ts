import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAllStatusMatches, useBookSearch } from '../../hooks/order-book';
import { toSearchInput, useOrderBookView } from '../../store/order-book-view';
import { useOrderSelection } from '../../store/order-selection';

/**
 * The book's search as the view shows it: the rows read so far, how many match in this tab and in the others,
 * and the key that scrolls the list back to its top when the search changes.
 */
export function useBookOrders() {
  // The search's own fields only: the view's other state (the open filter bar, the source) changes no search.
  const { status, text, remarkTag, waybill, shop, sort } = useOrderBookView(
    useShallow((s) => ({
      status: s.status,
      text: s.text,
      remarkTag: s.remarkTag,
      waybill: s.waybill,
      shop: s.shop,
      sort: s.sort,
    })),
  );
  const input = useMemo(
    () => toSearchInput({ status, text, remarkTag, waybill, shop, sort }),
    [status, text, remarkTag, waybill, shop, sort],
  );
  const query = useBookSearch(input);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  // More match than the bound: `total` is the bound ("10,000+"), not the count.
  const totalBounded = query.data?.pages[0]?.totalBounded === true;
  const allStatuses = useAllStatusMatches(input);
  const all = allStatuses.data;
  // Unknown when this tab's count stopped at its bound; at least the difference when only all tabs' count did.
  const elsewhere = query.isSuccess && all !== undefined && !totalBounded ? all.total - total : 0;
  const elsewhereAtLeast = all?.bounded === true;
  const resetKey = JSON.stringify(input);

  // Keep the selection's snapshots current (waybill state, merge groups).
  useEffect(() => useOrderSelection.getState().refresh(rows), [rows]);

  const filtered = Boolean(text || remarkTag || waybill || shop);
  return { query, rows, total, totalBounded, elsewhere, elsewhereAtLeast, resetKey, filtered };
}
