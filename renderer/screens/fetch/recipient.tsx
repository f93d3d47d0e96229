import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { maskName, maskPhone } from '../orders/order-format';
import { Icon } from '../../components/icon';
import type { Parcel } from './parcels';

/** A merge group's parcel: one waybill for all its orders, which the seller may split. */
export function MergedParcel({
  parcel: p,
  onSplit,
  onRemove,
}: {
  parcel: Parcel;
  onSplit: (group: readonly string[]) => void;
  onRemove: (sn: string) => void;
}) {
  const { t } = useTranslation('fetch');
  return (
    <li className="fetch-parcel" data-testid="fetch-parcel">
      <div className="fetch-parcel-head">
        <span className="badge badge-info">
          <Icon name="waybills" size={14} /> {t('merged', { count: p.orders.length })}
        </span>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => onSplit(p.orders.map((o) => o.order.order_sn))}
        >
          {t('split')}
        </button>
      </div>
      <ul className="fetch-parcel-orders">
        {p.orders.map((o) => (
          <Recipient key={o.order.order_sn} row={o} onRemove={onRemove} />
        ))}
      </ul>
    </li>
  );
}

/** One order in the fetch dialog: who it goes to, its goods, a waybill it may already hold, merge and remove. */
export function Recipient({
  row: { order: o, waybill: w },
  onRemove,
  mergeWith = null,
  onMerge,
}: {
  row: DeskOrder;
  onRemove: (sn: string) => void;
  mergeWith?: string[] | null;
  onMerge?: (sns: readonly string[]) => void;
}) {
  const { t } = useTranslation('fetch');
  const flagged = w.state === 'live' || w.state === 'outcome-unknown';
  return (
    <li className={flagged ? 'is-flagged' : undefined}>
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
      {mergeWith && onMerge && (
        <button type="button" className="btn btn-link" onClick={() => onMerge(mergeWith)}>
          {t('mergeByHand', { count: mergeWith.length })}
        </button>
      )}
      <button
        type="button"
        className="btn btn-link"
        aria-label={t('remove', { sn: o.order_sn })}
        onClick={() => onRemove(o.order_sn)}
      >
        {t('removeShort')}
      </button>
    </li>
  );
}
