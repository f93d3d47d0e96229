import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import { maskName, maskPhone } from '../orders/order-format';
import { Icon } from '../../components/icon';

interface FetchRecipientsProps {
  orders: readonly DeskOrder[];
  /** Orders sent as one waybill each group. */
  merges: readonly string[][];
  ownerId: string;
  onRemove: (orderSn: string) => void;
  onSplit: (group: readonly string[]) => void;
  onMerge: (orderSns: readonly string[]) => void;
  error?: string | undefined;
}

/** One parcel: one waybill for one order, or for every order of a merge group. */
interface Parcel {
  orders: DeskOrder[];
  merged: boolean;
}

export const parcelsOf = (orders: readonly DeskOrder[], merges: readonly string[][]): Parcel[] => {
  const bySn = new Map(orders.map((o) => [o.order.order_sn, o]));
  const inGroup = new Set(merges.flat());
  const parcels: Parcel[] = [];
  for (const o of orders) {
    const sn = o.order.order_sn;
    if (!inGroup.has(sn)) {
      parcels.push({ orders: [o], merged: false });
      continue;
    }
    const group = merges.find((g) => g[0] === sn);
    if (group) parcels.push({ orders: group.flatMap((m) => bySn.get(m) ?? []), merged: true });
  }
  // A group whose first order was removed still shows, from its next order.
  for (const g of merges) {
    if (!bySn.has(g[0] ?? '')) parcels.push({ orders: g.flatMap((m) => bySn.get(m) ?? []), merged: true });
  }
  return parcels;
};

/**
 * Who each waybill goes to, one entry per parcel: a merge group is one parcel (one waybill for all its orders)
 * and can be split; orders of one receiver in separate parcels can be merged by hand. Orders that already hold
 * a waybill (or may) are flagged before anything is sent.
 */
export function FetchRecipients(props: FetchRecipientsProps) {
  const { orders, merges, ownerId, onRemove, onSplit, onMerge, error } = props;
  const { t } = useTranslation('fetch');
  const parcels = parcelsOf(orders, merges);
  // Single parcels of one receiver, awaiting shipment: the seller may merge them by hand.
  const singlesByKey = new Map<string, string[]>();
  for (const p of parcels) {
    const o = p.orders[0];
    if (p.merged || !o || o.order.order_status !== 1) continue;
    const key = mergeKeyOf(ownerId, o.order);
    singlesByKey.set(key, [...(singlesByKey.get(key) ?? []), o.order.order_sn]);
  }
  return (
    <section className="fetch-section" aria-labelledby="fetch-recipients-heading">
      <h3 id="fetch-recipients-heading">{t('parcels', { count: parcels.length, orders: orders.length })}</h3>
      {error && (
        <p id="fetch-recipients-error" className="field-error">
          {error}
        </p>
      )}
      <ul id="fetch-recipients" className="fetch-recipients" tabIndex={-1} aria-label={t('recipientsList')}>
        {parcels.map((p) => {
          const first = p.orders[0];
          if (!first) return null;
          const sameReceiver = singlesByKey.get(mergeKeyOf(ownerId, first.order)) ?? [];
          return p.merged ? (
            <li key={first.order.order_sn} className="fetch-parcel" data-testid="fetch-parcel">
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
          ) : (
            <Recipient
              key={first.order.order_sn}
              row={first}
              onRemove={onRemove}
              mergeWith={
                sameReceiver.length >= 2 && sameReceiver[0] === first.order.order_sn ? sameReceiver : null
              }
              onMerge={onMerge}
            />
          );
        })}
      </ul>
    </section>
  );
}

function Recipient({
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
        onClick={() => onRemove(o.order_sn)}
        aria-label={t('remove', { sn: o.order_sn })}
      >
        {t('removeShort')}
      </button>
    </li>
  );
}
