import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { Icon } from '../../components/icon';

/**
 * Orders that are not awaiting shipment (shipped, completed, closed), listed apart: a waybill for them is
 * usually money lost, so the fetch needs the seller's explicit yes (sent as `confirmNotAwaiting`).
 */
export function NotAwaitingList({
  orders,
  confirmed,
  onConfirm,
  onLeaveOut,
}: {
  orders: readonly DeskOrder[];
  confirmed: boolean;
  onConfirm: (yes: boolean) => void;
  onLeaveOut: (orderSns: string[]) => void;
}) {
  const { t } = useTranslation('fetch');
  const { t: to } = useTranslation('orders');
  if (orders.length === 0) return null;
  return (
    <section className="fetch-section not-awaiting" role="alert" aria-labelledby="not-awaiting-heading">
      <h3 id="not-awaiting-heading">
        <Icon name="warning" size={16} /> {t('notAwaiting.title', { count: orders.length })}
      </h3>
      <p className="muted">{t('notAwaiting.explain')}</p>
      <ul className="not-awaiting-list">
        {orders.map(({ order: o }) => (
          <li key={o.order_sn}>
            <span className="order-sn">{o.order_sn}</span>{' '}
            <span className="badge badge-warning">
              {[1, 2, 3, 4].includes(o.order_status ?? 0)
                ? to(`status.${o.order_status}`)
                : to('status.number', { status: o.order_status ?? '—' })}
            </span>
          </li>
        ))}
      </ul>
      <label className="checkbox-line">
        <input
          type="checkbox"
          id="confirm-not-awaiting"
          checked={confirmed}
          onChange={(e) => onConfirm(e.target.checked)}
        />{' '}
        {t('notAwaiting.confirm', { count: orders.length })}
      </label>{' '}
      <button type="button" className="btn" onClick={() => onLeaveOut(orders.map((o) => o.order.order_sn))}>
        {t('notAwaiting.leaveOut', { count: orders.length })}
      </button>
    </section>
  );
}
