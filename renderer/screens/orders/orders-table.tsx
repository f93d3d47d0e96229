import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { useFastScroll } from '../../hooks/use-fast-scroll';
import { useNavigation } from '../../store/navigation';
import { useOrderSelection } from '../../store/order-selection';
import { useAppInfo } from '../../hooks/auth';
import { OrderLightRow, OrderRow } from './order-row';

/** Now, rounded to the minute: deadline badges stay current without re-rendering rows every second. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 60_000) * 60_000), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

interface OrdersTableProps {
  rows: readonly DeskOrder[];
  busy: boolean;
  /** The list scrolls back to its top when this changes (default: the rows themselves, i.e. a new page). */
  resetKey?: unknown;
  /** Called when the rows near the end are on screen (the book reads its next chunk). */
  onNearEnd?: () => void;
}

/** A row's height before it is measured (compact: two lines of text). */
const ROW_ESTIMATE_PX = 40;

/**
 * The page's orders, virtualized: a page of 100 mounts only the rows in view (plus a few), so a page change
 * paints fast. Keyboard: ↑/↓ move between rows (focus sits on the row's checkbox), Space toggles it,
 * Shift+click (or Shift+Space) selects the range from the last clicked row.
 */
export function OrdersTable({ rows, busy, resetKey, onNearEnd }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const thisDesk = useAppInfo().data?.desk;
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const selected = useMemo(() => new Set(selectedSns), [selectedSns]);
  const now = useMinuteClock();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
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
      virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()));
    }
  };

  // A new page (or another search) starts at its top; more rows appended below keep the place.
  const topKey = resetKey === undefined ? rows : resetKey;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [topKey]);

  const lastVisible = items.at(-1)?.index ?? -1;
  // Flung, the list passes a dozen rows a frame: read the next chunk further ahead so it is there in time.
  const nearEndRows = motion.fast ? 120 : 40;
  useEffect(() => {
    if (onNearEnd && lastVisible >= rows.length - nearEndRows) onNearEnd();
  }, [onNearEnd, lastVisible, rows.length, nearEndRows]);

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

  return (
    <div className="orders-table-wrap" aria-busy={busy} ref={scrollRef} data-testid="orders-scroll">
      <table
        className="data-table orders-table compact"
        aria-label={t('table.label')}
        aria-rowcount={rows.length + 1}
      >
        {/* Fixed widths: the browser lays out 100 rows without measuring them all, and columns do not jump between pages. */}
        <colgroup>
          <col className="w-check" />
          <col className="w-sn" />
          <col className="w-goods" />
          <col className="w-receiver" />
          <col className="w-amount" />
          <col className="w-status" />
          <col className="w-times" />
          <col className="w-remark" />
          <col className="w-waybill" />
        </colgroup>
        <thead>
          <tr>
            <th className="col-check">
              <span className="visually-hidden">{t('table.select')}</span>
            </th>
            <th>{t('col.sn')}</th>
            <th>{t('col.goods')}</th>
            <th>{t('col.receiverAddress')}</th>
            <th className="col-amount">{t('col.amount')}</th>
            <th>{t('col.status')}</th>
            <th>{t('col.times')}</th>
            <th>{t('col.remark')}</th>
            <th>{t('col.waybill')}</th>
          </tr>
        </thead>
        <tbody
          ref={bodyRef}
          onKeyDown={onKeyDown}
          onKeyUp={(e) => (shiftHeld.current = e.shiftKey)}
          onPointerDown={(e) => (shiftHeld.current = e.shiftKey)}
        >
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={9} style={{ height: padTop, padding: 0, border: 'none' }} />
            </tr>
          )}
          {visible.map((i) => {
            const row = rows[i];
            if (!row) return null;
            // A light row takes the height the list has for it (measured or estimated) and is not measured
            // itself: the rows around it stay where they are, and a fling costs no layout reads.
            const shown = { row, index: i, selected: selected.has(row.order.order_sn) };
            if (motion.fast)
              return <OrderLightRow key={row.order.order_sn} {...shown} height={sizeOf(i)} t={t} />;
            return (
              <OrderRow
                key={row.order.order_sn}
                {...shown}
                now={now}
                onToggle={onToggle}
                measureRef={virtualizer.measureElement}
                thisDesk={thisDesk}
              />
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={9} style={{ height: padBottom, padding: 0, border: 'none' }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
