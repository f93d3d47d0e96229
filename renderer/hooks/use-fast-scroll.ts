import { useCallback, useRef, useState } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/** Above this (px per ms, about 4 screens a second) nobody reads rows: the list draws them light. */
export const FAST_SCROLL_PX_PER_MS = 2.5;
/** Back to full rows below this, or once the scroll stops; the gap keeps the list from flickering between. */
export const SLOW_SCROLL_PX_PER_MS = 1.5;
/** Speed is measured over this window: single scroll events are too jittery (two may land in one frame). */
const WINDOW_MS = 100;

/**
 * Whether the list is being flung (scrollbar drag, fast wheel): then each frame brings dozens of new rows, and
 * drawing them in full on a packing-desk PC costs frames. Feed `onChange` to the virtualizer.
 */
export function useFastScroll(): {
  fast: boolean;
  onChange: (v: Virtualizer<HTMLDivElement, Element>) => void;
} {
  const [fast, setFast] = useState(false);
  const motion = useRef({ fromOffset: 0, fromAt: 0, fast: false });
  const onChange = useCallback((v: Virtualizer<HTMLDivElement, Element>) => {
    const m = motion.current;
    const now = performance.now();
    const offset = v.scrollOffset ?? 0;
    let next = m.fast;
    if (!v.isScrolling || m.fromAt === 0) {
      // At rest (or the first event of a scroll): start a new measuring window here.
      if (!v.isScrolling) next = false;
      m.fromOffset = offset;
      m.fromAt = v.isScrolling ? now : 0;
    } else if (now - m.fromAt >= WINDOW_MS) {
      const speed = Math.abs(offset - m.fromOffset) / (now - m.fromAt);
      next = m.fast ? speed >= SLOW_SCROLL_PX_PER_MS : speed > FAST_SCROLL_PX_PER_MS;
      m.fromOffset = offset;
      m.fromAt = now;
    }
    if (next !== m.fast) {
      m.fast = next;
      setFast(next);
    }
  }, []);
  return { fast, onChange };
}
