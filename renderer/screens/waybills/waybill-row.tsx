import { memo } from 'react';
import type { IssuedWaybill } from '../../../shared/ipc/channels/waybills';
import { useIsWaybillSelected } from '../../store/waybill-selection';
import type { WaybillRowText } from './waybill-row-text';
import {
  WaybillHandoverCell,
  WaybillOrderCell,
  WaybillPrintedCell,
  WaybillShopCell,
  WaybillStatusCell,
  WaybillTimeCell,
  WaybillWeightCell,
} from './waybill-row-cells';

/** Two short lines (receiver, goods) a row: at least 9 rows at 1280×720 and 15 at 1440×900, banners shown. */
export const ROW_HEIGHT = 36;

export interface WaybillRowProps {
  row: IssuedWaybill;
  index: number;
  active: boolean;
  text: WaybillRowText;
  onToggle: (row: IssuedWaybill, index: number, shift: boolean) => void;
}

/**
 * One ledger row. Memoised on its own data: react-query keeps unchanged rows identical between refetches,
 * and the selected flag is read per row, so scrolling or selecting re-renders only the rows that changed.
 * Kept lean (few elements, no per-row hooks but the selection, status marks drawn in CSS rather than symbol
 * glyphs, whose font fallback is costly): rows mount on every frame of a fast scroll.
 */
export const WaybillRow = memo(function WaybillRow({ row, index, active, text, onToggle }: WaybillRowProps) {
  const selected = useIsWaybillSelected(row.id);
  const recycled = row.status === 'recycled';
  const parent =
    row.parentWaybillCode && row.parentWaybillCode !== row.waybillCode ? row.parentWaybillCode : '';
  return (
    <div
      role="row"
      id={`wb-row-${index}`}
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={`wb-row${selected ? ' is-selected' : ''}${active ? ' is-active' : ''}${recycled ? ' is-recycled' : ''}`}
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
      onClick={(e) => onToggle(row, index, e.shiftKey)}
    >
      <div role="gridcell" className="wb-cell wb-c-check">
        {/* A drawn box, not an <input>: cheaper to mount, and the grid owns focus and keys. */}
        <span
          role="checkbox"
          aria-checked={selected}
          aria-label={text.select(row.waybillCode)}
          className="wb-check"
        />
      </div>
      <div role="gridcell" className="wb-cell wb-c-code">
        {row.waybillCode}
        {parent ? <small>{text.parent(parent)}</small> : null}
      </div>
      <div role="gridcell" className="wb-cell wb-c-carrier">
        {row.cpCode}
      </div>
      {text.showShop ? <WaybillShopCell row={row} text={text} /> : null}
      {text.showDesk ? (
        <div role="gridcell" className="wb-cell wb-c-desk" title={row.desk}>
          {row.desk}
          {row.desk === text.thisDesk ? <small>{text.thisDeskMark}</small> : null}
        </div>
      ) : null}
      <WaybillOrderCell row={row} text={text} />
      <div role="gridcell" className="wb-cell wb-c-receiver" title={row.goodsName}>
        {row.receiverName}
        <small>{row.goodsName}</small>
      </div>
      <WaybillTimeCell at={row.issuedAt} />
      <WaybillPrintedCell row={row} text={text} />
      <WaybillStatusCell row={row} text={text} />
      <WaybillWeightCell row={row} text={text} />
      <WaybillHandoverCell row={row} text={text} />
    </div>
  );
});

/**
 * The same row while the list is flung: code, order, receiver and state as one line of text in one cell, so
 * the dozens of rows each frame brings cost little. Full rows come back as soon as the scroll slows or stops.
 */
export const LightRow = memo(function LightRow({
  row,
  index,
  text,
}: Pick<WaybillRowProps, 'row' | 'index' | 'text'>) {
  const selected = useIsWaybillSelected(row.id);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={`wb-row wb-row-light${selected ? ' is-selected' : ''}`}
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      <div role="gridcell" className="wb-cell wb-c-light">
        {`${row.waybillCode}   ${row.orderSn}${row.orderSns.length > 1 ? ` +${row.orderSns.length - 1}` : ''}   ${row.receiverName}   ${row.status === 'recycled' ? text.recycled : text.live}`}
      </div>
    </div>
  );
});

/** A row whose chunk is still loading: same height, so the scrollbar does not jump. */
export const PendingRow = memo(function PendingRow({ index }: { index: number }) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy="true"
      className="wb-row wb-row-pending"
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      <div role="gridcell" className="wb-skeleton" />
    </div>
  );
});
