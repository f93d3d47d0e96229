import { useTranslation } from 'react-i18next';
import { FETCH_CAP, useOrderSelection } from '../../store/order-selection';
import { useFetchDialog } from '../../store/fetch-dialog-store';
import { Icon } from '../../components/icon';

/** The counter ("3 / 10"), the cap message, and the screen's one primary action. */
export function SelectionBar() {
  const { t } = useTranslation('orders');
  const count = useOrderSelection((s) => s.selectedSns.length);
  const refused = useOrderSelection((s) => s.refused);
  const clear = useOrderSelection((s) => s.clear);
  const openDialog = useFetchDialog((s) => s.openDialog);
  const full = count >= FETCH_CAP;
  return (
    <div className="selection-bar">
      <div
        className={`selection-counter ${full ? 'is-full' : ''}`}
        role="status"
        aria-label={t('selection.counterLabel', { count, cap: FETCH_CAP })}
      >
        <span className="selection-count" data-testid="selection-count">
          {count} / {FETCH_CAP}
        </span>
        <span className="muted">{t('selection.selected')}</span>
      </div>
      {refused > 0 && (
        <div className="notice notice-warning selection-refused" role="alert">
          <Icon name="hand" />
          <span>{t('selection.capHit', { cap: FETCH_CAP, count: refused })}</span>
        </div>
      )}
      <span className="selection-spacer" />
      {count > 0 && (
        <button type="button" className="btn" onClick={clear}>
          {t('selection.clear')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-primary btn-large"
        disabled={count === 0}
        onClick={openDialog}
        aria-keyshortcuts="F"
        title={`${t('selection.fetch', { count })} (F)`}
      >
        {t('selection.fetch', { count })}
      </button>
    </div>
  );
}
