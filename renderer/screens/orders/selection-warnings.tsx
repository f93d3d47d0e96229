import { useTranslation } from 'react-i18next';
import { FETCH_CAP, useOrderSelection } from '../../store/order-selection';
import { AWAITING_SHIPMENT_STATUS } from '../../../shared/orders/merge-key';
import { Icon } from '../../components/icon';

/** Selected orders no longer awaiting shipment, and orders the cap refused to add. */
export function SelectionWarnings() {
  const { t } = useTranslation('orders');
  const notAwaiting = useOrderSelection(
    (s) =>
      s.selectedSns.filter((sn) => (s.bySn[sn]?.order.order_status ?? 1) !== AWAITING_SHIPMENT_STATUS).length,
  );
  const refused = useOrderSelection((s) => s.refused);
  return (
    <>
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
    </>
  );
}
