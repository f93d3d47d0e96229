import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { useNavigation } from '../../store/navigation';
import { useOrderSelection } from '../../store/order-selection';

/**
 * The orders table's keyboard and clicks: ↑/↓/Home/End move between rows (focus sits on the row's checkbox),
 * Shift with a click or Space selects a range, Alt+1 lands on the current row.
 */
export function useOrdersKeyboard(
  rows: readonly DeskOrder[],
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  scrollToIndex: (index: number) => void,
) {
  const rowsRef = useRef(rows);
  const shiftHeld = useRef(false);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // Stable across renders, so memoised rows do not re-render because of it.
  const onToggle = useCallback((index: number, shift: boolean) => {
    const list = rowsRef.current;
    const row = list[index];
    if (row) useOrderSelection.getState().toggle(row, list, shift || shiftHeld.current);
  }, []);

  const focusRow = (index: number) => {
    const find = () => bodyRef.current?.querySelector<HTMLInputElement>(`input[data-row-index="${index}"]`);
    const box = find();
    // focus() also scrolls a mounted row into view; a row not mounted yet is scrolled to first.
    if (box) box.focus();
    else {
      scrollToIndex(index);
      requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()));
    }
  };

  // Alt+1: the keyboard lands on the list's current row, so ↓ works at once.
  const focusRequest = useNavigation((s) => s.listFocusRequest);
  const currentRow = useRef(0);
  useEffect(() => {
    if (focusRequest === 0 || rowsRef.current.length === 0) return;
    focusRow(Math.min(currentRow.current, rowsRef.current.length - 1));
    // focusRow is recreated each render; the request is what should trigger this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, rows.length > 0]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    shiftHeld.current = e.shiftKey;
    const current = Number((e.target as HTMLElement).dataset.rowIndex ?? -1);
    if (current >= 0) currentRow.current = current;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? Math.min(rows.length - 1, current + 1) : Math.max(0, current - 1);
      focusRow(current < 0 ? 0 : next);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      focusRow(e.key === 'Home' ? 0 : rows.length - 1);
    }
  };
  const onShift = (e: { shiftKey: boolean }) => (shiftHeld.current = e.shiftKey);

  return { onToggle, onKeyDown, onShift };
}
