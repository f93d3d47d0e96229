import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { useOrderSelection } from '../../store/order-selection';
import { useAppInfo } from '../../hooks/auth';
import { useShopTags, type ShopTag } from '../../hooks/shops';
import { OrderLightRow, OrderRow } from './order-row';
import { OrdersTableHead } from './orders-table-head';
import { useOrdersKeyboard } from './use-orders-keyboard';
import { useOrdersWindow } from './use-orders-window';
import { useOrdersTableScroll } from './use-orders-table-scroll';

/** Now, rounded to the minute: deadline badges stay current without re-rendering rows every second. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 60_000) * 60_000), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** The selected orders' numbers as a set, for each row's check. */
function useSelectedSnSet(): ReadonlySet<string> {
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  return useMemo(() => new Set(selectedSns), [selectedSns]);
}

interface OrdersTableProps {
  rows: readonly DeskOrder[];
  busy: boolean;
  /** The list scrolls back to its top when this changes (default: the rows themselves, i.e. a new page). */
  resetKey?: unknown;
  /** Called when the rows near the end are on screen (the book reads its next chunk). */
  onNearEnd?: () => void;
}

/** Stands for the rows above or below the window, so the scrollbar is the whole list's. */
function PadRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={9} style={{ height, padding: 0, border: 'none' }} />
    </tr>
  );
}

/** A row as shown, with its shop (when the desk serves several) and its key: one number may be two shops' orders. */
const rowView = (
  row: DeskOrder,
  index: number,
  selected: boolean,
  shops: ReadonlyMap<string, ShopTag> | null,
) => ({
  key: `${row.ownerId ?? ''}:${row.order.order_sn}`,
  row,
  index,
  selected,
  shop: row.ownerId === undefined ? undefined : shops?.get(row.ownerId),
});

/**
 * The page's orders, virtualized: a page of 100 mounts only the rows in view (plus a few), so a page change
 * paints fast. Keyboard: ↑/↓ move between rows (focus sits on the row's checkbox), Space toggles it,
 * Shift+click (or Shift+Space) selects the range from the last clicked row.
 */
export function OrdersTable({ rows, busy, resetKey, onNearEnd }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const thisDesk = useAppInfo().data?.desk;
  const shops = useShopTags();
  const selected = useSelectedSnSet();
  const now = useMinuteClock();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { motion, virtualizer, visible, sizeOf, padTop, padBottom, lastVisible } = useOrdersWindow(
    rows,
    scrollRef,
  );
  // A new page (or another search) starts at its top; more rows appended below keep the place.
  useOrdersTableScroll({
    scrollRef,
    topKey: resetKey === undefined ? rows : resetKey,
    rowCount: rows.length,
    lastVisible,
    fast: motion.fast,
    onNearEnd,
  });
  // After the scroll resets above: a row focused by Alt+1 stays in view.
  const keys = useOrdersKeyboard(rows, bodyRef, (index) =>
    virtualizer.scrollToIndex(index, { align: 'auto' }),
  );

  return (
    <div className="orders-table-wrap" aria-busy={busy} ref={scrollRef} data-testid="orders-scroll">
      <table
        className="data-table orders-table compact"
        aria-label={t('table.label')}
        aria-rowcount={rows.length + 1}
      >
        <OrdersTableHead t={t} />
        <tbody ref={bodyRef} onKeyDown={keys.onKeyDown} onKeyUp={keys.onShift} onPointerDown={keys.onShift}>
          <PadRow height={padTop} />
          {visible.map((i) => {
            const row = rows[i];
            if (!row) return null;
            // A light row takes the height the list has for it (measured or estimated) and is not measured
            // itself: the rows around it stay where they are, and a fling costs no layout reads.
            const { key, ...shown } = rowView(row, i, selected.has(row.order.order_sn), shops);
            if (motion.fast) return <OrderLightRow key={key} {...shown} height={sizeOf(i)} t={t} />;
            return (
              <OrderRow
                key={key}
                {...shown}
                now={now}
                onToggle={keys.onToggle}
                measureRef={virtualizer.measureElement}
                thisDesk={thisDesk}
              />
            );
          })}
          <PadRow height={padBottom} />
        </tbody>
      </table>
    </div>
  );
}
