import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedWaybill } from '../../../shared/ipc/channels/waybills';
import { useIsWaybillSelected } from '../../store/waybill-selection';
import { formatDateTime } from './format';

export const ROW_HEIGHT = 52;

export interface WaybillRowProps {
  row: IssuedWaybill;
  index: number;
  /** aria-rowindex is 1-based and the header row is 1. */
  active: boolean;
  onToggle: (row: IssuedWaybill, index: number, shift: boolean) => void;
}

/**
 * One ledger row. Memoised on its own data: react-query keeps unchanged rows identical between refetches,
 * and the selected flag is read per row, so scrolling or selecting re-renders only the rows that changed.
 */
export const WaybillRow = memo(function WaybillRow({ row, index, active, onToggle }: WaybillRowProps) {
  const { t } = useTranslation('waybills');
  const selected = useIsWaybillSelected(row.id);
  const recycled = row.status === 'recycled';
  return (
    <div
      role="row"
      id={`wb-row-${index}`}
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={`wb-row${selected ? ' is-selected' : ''}${active ? ' is-active' : ''}${recycled ? ' is-recycled' : ''}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${index * ROW_HEIGHT}px)` }}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('input')) return;
        onToggle(row, index, e.shiftKey);
      }}
    >
      <div role="gridcell" className="wb-cell wb-cell-check">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={selected}
          aria-label={t('row.select', { code: row.waybillCode })}
          onChange={() => undefined}
          onClick={(e) => {
            e.stopPropagation();
            onToggle(row, index, e.shiftKey);
          }}
        />
      </div>
      <div role="gridcell" className="wb-cell wb-cell-code">
        {row.waybillCode}
        {row.parentWaybillCode && row.parentWaybillCode !== row.waybillCode ? (
          <span className="wb-parent">{t('row.parent', { code: row.parentWaybillCode })}</span>
        ) : null}
      </div>
      <div role="gridcell" className="wb-cell wb-cell-carrier">
        {row.cpCode}
      </div>
      <div role="gridcell" className="wb-cell wb-cell-order">
        {row.orderSn}
      </div>
      <div role="gridcell" className="wb-cell wb-cell-receiver" title={row.goodsName}>
        <span>{row.receiverName}</span>
        <span className="wb-goods">{row.goodsName}</span>
      </div>
      <div role="gridcell" className="wb-cell wb-cell-time">
        {formatDateTime(row.issuedAt)}
      </div>
      <div role="gridcell" className="wb-cell wb-cell-printed">
        {row.printedCount > 0 ? (
          <span className="badge badge-info">✓ {t('row.printedTimes', { count: row.printedCount })}</span>
        ) : (
          <span className="badge badge-muted">○ {t('row.unprinted')}</span>
        )}
        {row.encrypted ? <span className="badge badge-warning">{t('row.encrypted')}</span> : null}
      </div>
      <div role="gridcell" className="wb-cell wb-cell-status">
        {recycled ? (
          <span className="badge badge-muted">↩ {t('status.recycled')}</span>
        ) : (
          <span className="badge badge-success">● {t('status.live')}</span>
        )}
        {row.lastRecycleError && !recycled ? (
          <span className="wb-recycle-error" title={row.lastRecycleError}>
            ⚠ {row.lastRecycleError}
          </span>
        ) : null}
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
      style={{ height: ROW_HEIGHT, transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      <div role="gridcell" className="wb-cell wb-skeleton" />
    </div>
  );
});
