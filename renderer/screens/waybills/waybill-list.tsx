import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { IssuedWaybill, WaybillFilter } from '../../../shared/ipc/channels/waybills';
import { useIdsInRange, useLedgerWindow } from '../../hooks/waybills';
import { useSettings } from '../../hooks/settings';
import { staleCutoff } from '../../../shared/printing/unprinted';
import { rangeBounds, useWaybillSelection } from '../../store/waybill-selection';
import { useFastScroll } from '../../hooks/use-fast-scroll';
import { LightRow, PendingRow, ROW_HEIGHT, WaybillRow, type WaybillRowText } from './waybill-row';
import { useWaybillDesks } from './use-waybill-desks';
import { isBurstKey, whenNoBurstFollows } from '../../app/scanner-burst';
import { useNavigation } from '../../store/navigation';

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

/** The captioned columns in order, as [cell class suffix, caption key]; the desk column shows only in a shared ledger. */
const HEAD_COLUMNS = [
  ['code', 'list.code'],
  ['carrier', 'list.carrier'],
  ['desk', 'list.desk'],
  ['order', 'list.order'],
  ['receiver', 'list.receiver'],
  ['time', 'list.issuedAt'],
  ['printed', 'list.printed'],
  ['status', 'list.status'],
] as const;

/** Keeps a callback's identity for memoised rows while it always runs the latest closure. */
const useStableHandler = <A extends unknown[]>(fn: (...args: A) => void) => {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
};

/**
 * The ledger as a virtual grid: only the visible rows (plus a margin) exist in the DOM, rows load in chunks
 * as they come into view (drawn light while the list is flung). Keyboard: ↑↓ PgUp PgDn Home End move, Space selects, Shift extends, Ctrl+A all,
 * Esc clears, Delete recycles, P reprints.
 */
export function WaybillList({ filter, total, onSelectAllMatching, onRecycle, onReprint }: WaybillListProps) {
  const { t } = useTranslation('waybills');
  const flagDays = useSettings().data?.unprintedFlagDays ?? 3;
  // Once per list render is precise enough for a flag counted in days.
  const [now] = useState(() => Date.now());
  const { showColumn: showDesk, thisDesk } = useWaybillDesks();
  const text = useMemo<WaybillRowText>(
    () => ({
      select: (code) => t('row.select', { code }),
      parent: (code) => t('row.parent', { code }),
      merged: (count) => t('row.merged', { count }),
      printedTimes: (count) => t('row.printedTimes', { count }),
      dialogTimes: (count) => t('row.dialogTimes', { count }),
      unprinted: t('row.unprinted'),
      staleBefore: staleCutoff(now, flagDays),
      stale: (days) => t('row.stale', { count: days }),
      staleHint: t('row.staleHint', { count: flagDays }),
      now,
      encrypted: t('row.encrypted'),
      checked: t('row.checked'),
      unchecked: t('row.unchecked'),
      checkedHint: t('row.checkedHint'),
      live: t('status.live'),
      recycled: t('status.recycled'),
      showDesk,
      thisDesk,
      thisDeskMark: t('row.thisDesk'),
    }),
    [t, now, flagDays, showDesk, thisDesk],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // Alt+2 (or any screen shortcut): the keyboard lands on the list, so ↓ moves at once.
  const focusRequest = useNavigation((s) => s.listFocusRequest);
  useLayoutEffect(() => {
    if (focusRequest > 0) gridRef.current?.focus({ preventScroll: true });
  }, [focusRequest]);
  const cursor = useWaybillSelection((s) => s.cursor);
  const { toggle, selectRange, setCursor, clear } = useWaybillSelection.getState();
  const idsInRange = useIdsInRange();
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
  const ledger = useLedgerWindow(filter, firstIndex, lastIndex);

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
    virtualizer.scrollToIndex(next, { align: 'auto' });
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
        const row = ledger.rowAt(cursor);
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
      className={`wb-grid${showDesk ? ' has-desk' : ''}`}
      onKeyDown={onKeyDown}
      title={t('list.keys')}
    >
      <div role="row" aria-rowindex={1} className="wb-row wb-row-head">
        <div role="columnheader" className="wb-cell wb-c-check">
          <span className="wb-sr-only">{t('list.select')}</span>
        </div>
        {HEAD_COLUMNS.filter(([cell]) => showDesk || cell !== 'desk').map(([cell, caption]) => (
          <div key={cell} role="columnheader" className={`wb-cell wb-c-${cell}`}>
            {t(caption)}
          </div>
        ))}
      </div>
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
