import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { useFastScroll } from '../../hooks/use-fast-scroll';
import { ROW_HEIGHT } from './waybill-row';

/** The waybill grid's rows in view (plus a margin), and whether the list is flung (rows drawn light). */
export function useWaybillWindow(total: number, scrollRef: RefObject<HTMLDivElement | null>) {
  const motion = useFastScroll();
  // The virtualizer's functions are not memoisable; this component is not compiled by React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Until the scroll box is measured (and in jsdom, which has no layout): a typical window's worth of rows.
    initialRect: { width: 1200, height: 600 },
    onChange: motion.onChange,
    // Re-render only when the visible range (or scrolling state) changes, not on every scrolled pixel. Rows
    // place themselves by index and the canvas has a fixed height, so nothing is handed to it to position.
    directDomUpdates: true,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items[items.length - 1]?.index ?? 0;
  return { motion, virtualizer, items, firstIndex, lastIndex };
}
