import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { useOrderSelection } from '../../store/order-selection';
import { OrderRow } from './order-row';

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
}

/**
 * The page's orders. Keyboard: ↑/↓ move between rows (focus sits on the row's checkbox), Space toggles it,
 * Shift+click (or Shift+Space) selects the range from the last clicked row.
 */
export function OrdersTable({ rows, busy }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const selected = useMemo(() => new Set(selectedSns), [selectedSns]);
  const now = useMinuteClock();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
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
    const box = bodyRef.current?.querySelector<HTMLInputElement>(`input[data-row-index="${index}"]`);
    // focus() also scrolls the row into view.
    box?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    shiftHeld.current = e.shiftKey;
    const current = Number((e.target as HTMLElement).dataset.rowIndex ?? -1);
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
    <div className="orders-table-wrap" aria-busy={busy}>
      <table
        className="data-table orders-table"
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
          {rows.map((row, i) => (
            <OrderRow
              key={row.order.order_sn}
              row={row}
              index={i}
              selected={selected.has(row.order.order_sn)}
              now={now}
              onToggle={onToggle}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
