import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { useFastScroll } from '../../hooks/use-fast-scroll';

/** A row's height before it is measured (compact: two lines of text). */
const ROW_ESTIMATE_PX = 40;

/**
 * The rows of the orders table in view (plus a few), with the padding that stands for the rest, and whether the
 * list is flung (rows drawn light).
 */
export function useOrdersWindow(rows: readonly DeskOrder[], scrollRef: RefObject<HTMLDivElement | null>) {
  // Flung (scrollbar drag, fast wheel): rows are drawn light, as on the Waybills screen; full again at rest.
  const motion = useFastScroll();
  // No React Compiler here: rows are memoised by hand, so the virtualizer's unmemoisable API is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (i) => rows[i]?.order.order_sn ?? i,
    // The sticky header (about 40 px) sits above the rows in the same scroller: overscan covers it.
    overscan: 8,
    initialRect: { width: 1200, height: 900 },
    onChange: motion.onChange,
  });
  const items = virtualizer.getVirtualItems();
  // Not measured yet: the initial rect stands in. Measured as 0 only without a layout engine (unit tests in
  // jsdom), where nothing can be skipped: render every row.
  const rect = virtualizer.scrollRect;
  const laidOut = rect === null || rect.height > 0;
  const visible = laidOut ? items.map((v) => v.index) : rows.map((_, i) => i);
  const sizeOf = (i: number): number =>
    laidOut ? (items[i - (items[0]?.index ?? 0)]?.size ?? ROW_ESTIMATE_PX) : ROW_ESTIMATE_PX;
  const padTop = laidOut && items[0] ? items[0].start : 0;
  const padBottom = laidOut && items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const lastVisible = items.at(-1)?.index ?? -1;
  return { motion, virtualizer, visible, sizeOf, padTop, padBottom, lastVisible };
}
