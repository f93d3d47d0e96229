import { useTranslation } from 'react-i18next';
import { FETCH_CAP, selectedWaybillCount, useOrderSelection } from '../../store/order-selection';
import { AWAITING_SHIPMENT_STATUS } from '../../../shared/orders/merge-key';
import { useFetchDialog } from '../../store/fetch-dialog-store';
import { Icon } from '../../components/icon';
import { OrderDocumentsButtons } from '../../components/order-documents-buttons';

/** The counter ("3 / 10"), the cap message, and the screen's one primary action. */
export function SelectionBar() {
  const { t } = useTranslation('orders');
  // The cap counts waybills: a merge group's orders share one.
  const count = useOrderSelection(selectedWaybillCount);
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const orders = selectedSns.length;
  const notAwaiting = useOrderSelection(
    (s) =>
      s.selectedSns.filter((sn) => (s.bySn[sn]?.order.order_status ?? 1) !== AWAITING_SHIPMENT_STATUS).length,
  );
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
        <span className="muted">
          {orders > count ? t('selection.selectedOrders', { count: orders }) : t('selection.selected')}
        </span>
      </div>
      {notAwaiting > 0 && (
        <div
          className="notice notice-warning selection-refused"
          role="status"
          data-testid="not-awaiting-warning"
        >
          <Icon name="warning" />
          <span>{t('selection.notAwaiting', { count: notAwaiting })}</span>
        </div>
      )}
      {refused > 0 && (
        <div className="notice notice-warning selection-refused" role="alert">
          <Icon name="hand" />
          <span>{t('selection.capHit', { cap: FETCH_CAP, count: refused })}</span>
        </div>
      )}
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
