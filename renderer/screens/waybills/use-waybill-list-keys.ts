import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { IssuedWaybill, WaybillFilter } from '../../../shared/ipc/channels/waybills';
import { useIdsInRange } from '../../hooks/waybills';
import { rangeBounds, useWaybillSelection } from '../../store/waybill-selection';
import { isBurstKey, whenNoBurstFollows } from '../../keyboard/scanner-burst';
import { ROW_HEIGHT } from './waybill-row';

/** Keeps a callback's identity for memoised rows while it always runs the latest closure. */
const useStableHandler = <A extends unknown[]>(fn: (...args: A) => void) => {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
};

interface ListKeysOptions {
  filter: WaybillFilter;
  total: number;
  cursor: number;
  rowAt: (index: number) => IssuedWaybill | undefined;
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollToIndex: (index: number) => void;
  onSelectAllMatching: () => void;
  onRecycle: () => void;
  onReprint: () => void;
}

/**
 * The waybill list's keys and range clicks: ↑↓ PgUp PgDn Home End move, Space selects, Shift extends (the
 * ledger names the ids in the range), Ctrl+A all, Esc clears, Delete recycles, P reprints.
 */
export function useWaybillListKeys(opts: ListKeysOptions) {
  const { filter, total, cursor, scrollRef, onSelectAllMatching, onRecycle, onReprint } = opts;
  const { toggle, selectRange, setCursor, clear } = useWaybillSelection.getState();
  const idsInRange = useIdsInRange();

  const extendTo = async (index: number) => {
    const { anchor } = useWaybillSelection.getState();
    const [from, to] = rangeBounds(anchor, index);
    selectRange(index, await idsInRange(filter, from, to));
  };

  const onToggle = useStableHandler((row: IssuedWaybill, index: number, shift: boolean) => {
    if (shift) void extendTo(index);
    else toggle(row.id, index);
  });

  const moveCursor = (index: number, extend: boolean) => {
    const next = Math.min(Math.max(0, index), Math.max(0, total - 1));
    setCursor(next);
    opts.scrollToIndex(next);
    if (extend) void extendTo(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (total === 0) return;
    // Read here, not while rendering: a layout read during render would force a layout on every scrolled frame.
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 520) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveCursor(cursor + 1, e.shiftKey),
      ArrowUp: () => moveCursor(cursor - 1, e.shiftKey),
      PageDown: () => moveCursor(cursor + pageRows, e.shiftKey),
      PageUp: () => moveCursor(cursor - pageRows, e.shiftKey),
      Home: () => moveCursor(0, e.shiftKey),
      End: () => moveCursor(total - 1, e.shiftKey),
      ' ': () => {
        const row = opts.rowAt(cursor);
        if (!row) return;
        if (e.shiftKey) void extendTo(cursor);
        else toggle(row.id, cursor);
      },
      Escape: () => clear(),
      Delete: onRecycle,
      // A single letter: not when it is part of a scanned code.
      p: () => whenNoBurstFollows(onReprint),
    };
    const isSelectAll = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a';
    const action = isSelectAll ? onSelectAllMatching : keys[e.key];
    if (!action) return;
    e.preventDefault();
    if (e.key === 'p' && isBurstKey(e.nativeEvent)) return;
    action();
  };

  return { onToggle, onKeyDown };
}
