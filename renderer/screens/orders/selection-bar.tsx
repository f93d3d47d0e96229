import { useTranslation } from 'react-i18next';
import { FETCH_CAP, selectedWaybillCount, useOrderSelection } from '../../store/order-selection';
import { useFetchDialog } from '../../store/fetch-dialog-store';
import { OrderDocumentsButtons } from '../../components/order-documents-buttons';
import { SelectionWarnings } from './selection-warnings';

/** The counter ("3 / 10"), the cap message, and the screen's one primary action. */
export function SelectionBar() {
  const { t } = useTranslation('orders');
  // The cap counts waybills: a merge group's orders share one.
  const count = useOrderSelection(selectedWaybillCount);
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const orders = selectedSns.length;
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
        <span className="muted">
          {orders > count ? t('selection.selectedOrders', { count: orders }) : t('selection.selected')}
        </span>
      </div>
      <SelectionWarnings />
      <span className="selection-spacer" />
      {/* Paper for the packing desk: a pick list and packing slips of exactly the selected orders (free). */}
      {orders > 0 && <OrderDocumentsButtons orderSns={selectedSns} />}
      {orders > 0 && (
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
