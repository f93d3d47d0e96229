import { useEffect, type RefObject } from 'react';

interface OrdersTableScroll {
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The list scrolls back to its top when this changes. */
  topKey: unknown;
  rowCount: number;
  lastVisible: number;
  /** The list is flung. */
  fast: boolean;
  onNearEnd: (() => void) | undefined;
}

/** A new page (or search) starts at its top; the rows near the end in view ask for the next chunk. */
export function useOrdersTableScroll({
  scrollRef,
  topKey,
  rowCount,
  lastVisible,
  fast,
  onNearEnd,
}: OrdersTableScroll) {
  // More rows appended below keep the place: only the key resets it.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [topKey, scrollRef]);

  // Flung, the list passes a dozen rows a frame: read the next chunk further ahead so it is there in time.
  const nearEndRows = fast ? 120 : 40;
  useEffect(() => {
    if (onNearEnd && lastVisible >= rowCount - nearEndRows) onNearEnd();
  }, [onNearEnd, lastVisible, rowCount, nearEndRows]);
}
