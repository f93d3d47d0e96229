import { useTranslation } from 'react-i18next';
import { formatCount } from './format';

/** labels.get and labels.print take at most this many waybills at once (contract). */
export const LABELS_MAX = 2000;

interface WaybillActionsProps {
  /** Waybills matching the filter. */
  total: number;
  selectedCount: number;
  selectingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onReprint: () => void;
  onRecycle: () => void;
}

/** The screen's bulk actions: select every match, clear, reprint and recycle the selection. */
export function WaybillActions(props: WaybillActionsProps) {
  const { total, selectedCount, selectingAll, onSelectAll, onClear, onReprint, onRecycle } = props;
  const { t, i18n } = useTranslation('waybills');
  const n = (x: number) => formatCount(x, i18n.language);
  return (
    <div className="wb-actions">
      <button
        type="button"
        className="btn"
        onClick={onSelectAll}
        disabled={total === 0 || selectingAll}
        title={t('action.selectAllKey')}
      >
        {t('action.selectAll', { count: total, n: n(total) })}
      </button>
      <button type="button" className="btn" onClick={onClear} disabled={selectedCount === 0} title="Esc">
        {t('action.clear')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={onReprint}
        disabled={selectedCount === 0 || selectedCount > LABELS_MAX}
        title={
          selectedCount > LABELS_MAX
            ? t('action.reprintTooMany', { max: LABELS_MAX })
            : t('action.reprintKey')
        }
      >
        {t('action.reprint')}
      </button>
      <button
        type="button"
        className="btn btn-danger btn-large"
        onClick={onRecycle}
        disabled={selectedCount === 0}
        title={t('action.recycleKey')}
      >
        ↩ {t('action.recycle', { count: selectedCount, n: n(selectedCount) })}
      </button>
    </div>
  );
}

/** How many waybills match the filter, and how many are selected. */
export function WaybillCounters({ total, selectedCount }: { total: number; selectedCount: number }) {
  const { t, i18n } = useTranslation('waybills');
  const n = (x: number) => formatCount(x, i18n.language);
  return (
    <div className="wb-counters">
      <div className="wb-counter" data-testid="matching-count">
        <span className="wb-counter-value">{n(total)}</span>
        <span className="wb-counter-label">{t('counter.matching')}</span>
      </div>
      <div className={`wb-counter${selectedCount > 0 ? ' is-active' : ''}`} data-testid="selected-count">
        <span className="wb-counter-value">{n(selectedCount)}</span>
        <span className="wb-counter-label">{t('counter.selected')}</span>
      </div>
    </div>
  );
}
