import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { maskName, maskPhone } from '../orders/order-format';
import { Icon } from '../../components/icon';

interface FetchRecipientsProps {
  orders: readonly DeskOrder[];
  onRemove: (orderSn: string) => void;
  error?: string | undefined;
}

/** Who each waybill goes to; orders that already hold a waybill (or may) are flagged before anything is sent. */
export function FetchRecipients({ orders, onRemove, error }: FetchRecipientsProps) {
  const { t } = useTranslation('fetch');
  return (
    <section className="fetch-section" aria-labelledby="fetch-recipients-heading">
      <h3 id="fetch-recipients-heading">{t('recipients', { count: orders.length })}</h3>
      {error && (
        <p id="fetch-recipients-error" className="field-error">
          {error}
        </p>
      )}
      <ul id="fetch-recipients" className="fetch-recipients" tabIndex={-1} aria-label={t('recipientsList')}>
        {orders.map(({ order: o, waybill: w }) => {
          const flagged = w.state === 'live' || w.state === 'outcome-unknown';
          return (
            <li key={o.order_sn} className={flagged ? 'is-flagged' : undefined}>
              <div className="fetch-recipient-main">
                <span className="order-sn">{o.order_sn}</span>
                <span>
                  {maskName(o.receiver_name)} {maskPhone(o.receiver_phone)}
                </span>
                <span className="muted">
                  {[o.province, o.city, o.town].filter(Boolean).join(' ')} {o.receiver_address}
                </span>
                <span className="muted">
                  {o.goods_name} ×{o.goods_count ?? '?'}
                </span>
              </div>
              {w.state === 'live' && (
                <span className="badge badge-warning" role="note">
                  <Icon name="warning" size={14} /> {t('flag.live', { codes: w.liveWaybillCodes.join(', ') })}
                </span>
              )}
              {w.state === 'outcome-unknown' && (
                <span className="badge badge-warning" role="note">
                  <Icon name="question" size={14} /> {t('flag.unknown')}
                </span>
              )}
              <button
                type="button"
                className="btn btn-link"
                onClick={() => onRemove(o.order_sn)}
                aria-label={t('remove', { sn: o.order_sn })}
              >
                {t('removeShort')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
