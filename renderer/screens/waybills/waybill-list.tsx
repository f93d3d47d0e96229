import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaybillFilter } from '../../../shared/ipc/channels/waybills';
import { useLedgerWindow } from '../../hooks/waybills';
import { useNavigation } from '../../store/navigation';
import { useWaybillSelection } from '../../store/waybill-selection';
import { useWaybillWindow } from './use-waybill-window';
import { LightRow, PendingRow, WaybillRow } from './waybill-row';
import { useWaybillRowText } from './use-waybill-row-text';
import { useWaybillListKeys } from './use-waybill-list-keys';
import { WaybillListHead } from './waybill-list-head';

/** Alt+2 (or any screen shortcut): the keyboard lands on the list, so ↓ moves at once. */
function useGridFocusRequest(gridRef: RefObject<HTMLDivElement | null>) {
  const focusRequest = useNavigation((s) => s.listFocusRequest);
  useLayoutEffect(() => {
    if (focusRequest > 0) gridRef.current?.focus({ preventScroll: true });
  }, [focusRequest, gridRef]);
}

export interface WaybillListProps {
  filter: WaybillFilter;
  total: number;
  /** Ctrl+A: the screen selects every waybill matching the filter. */
  onSelectAllMatching: () => void;
  /** Delete: asks to recycle the selection (the dialog confirms). */
  onRecycle: () => void;
  /** P: opens the selection's labels. */
  onReprint: () => void;
}

/**
 * The ledger as a virtual grid: only the visible rows (plus a margin) exist in the DOM, rows load in chunks
 * as they come into view (drawn light while the list is flung). Keyboard: ↑↓ PgUp PgDn Home End move, Space selects, Shift extends, Ctrl+A all,
 * Esc clears, Delete recycles, P reprints.
 */
export function WaybillList({ filter, total, onSelectAllMatching, onRecycle, onReprint }: WaybillListProps) {
  const { t } = useTranslation('waybills');
  const { text, showDesk, showShop } = useWaybillRowText();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  useGridFocusRequest(gridRef);
  const cursor = useWaybillSelection((s) => s.cursor);
  const { motion, virtualizer, items, firstIndex, lastIndex } = useWaybillWindow(total, scrollRef);
  const ledger = useLedgerWindow(filter, firstIndex, lastIndex);
  const { onToggle, onKeyDown } = useWaybillListKeys({
    filter,
    total,
    cursor,
    rowAt: (index) => ledger.rowAt(index),
    scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    onSelectAllMatching,
    onRecycle,
    onReprint,
  });

  const activeRow = ledger.rowAt(cursor);
  return (
    <div
      ref={gridRef}
      id="waybill-list"
      role="grid"
      aria-label={t('list.label')}
      aria-rowcount={total + 1}
      aria-multiselectable="true"
      aria-activedescendant={activeRow ? `wb-row-${cursor}` : undefined}
      tabIndex={0}
      className={`wb-grid${showDesk ? ' has-desk' : ''}${showShop ? ' has-shop' : ''}`}
      onKeyDown={onKeyDown}
      title={t('list.keys')}
    >
      <WaybillListHead showDesk={showDesk} showShop={showShop} />
      <div ref={scrollRef} className="wb-scroll" data-testid="waybill-scroll">
        <div className="wb-canvas" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = ledger.rowAt(item.index);
            if (row && motion.fast) return <LightRow key={row.id} row={row} index={item.index} text={text} />;
            return row ? (
              <WaybillRow
                key={row.id}
                row={row}
                index={item.index}
                active={item.index === cursor}
                text={text}
                onToggle={onToggle}
              />
            ) : (
              <PendingRow key={`pending-${item.index}`} index={item.index} />
            );
          })}
        </div>
      </div>
    </div>
  );
}
