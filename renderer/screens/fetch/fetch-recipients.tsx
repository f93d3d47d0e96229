import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import { mergeableSingles, parcelsOf } from './parcels';
import { MergedParcel, Recipient } from './recipient';

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
  const singlesByKey = mergeableSingles(parcels, ownerId);
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
            <MergedParcel key={first.order.order_sn} parcel={p} onSplit={onSplit} onRemove={onRemove} />
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
