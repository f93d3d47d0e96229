import type { TFunction } from 'i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import type { MergeGroup } from '../../../shared/ipc/channels/order-book';
import { Icon } from '../../components/icon';
import { ShopNameTag } from '../../components/shop-name-tag';
import type { ShopTag } from '../../hooks/shops';
import { GoodsThumb } from './order-cells';
import { maskName, maskPhone } from './order-format';

type Order = DeskOrder['order'];

/**
 * The order number, its shop (when the desk serves several: one number may be two shops' orders), pre-sale and
 * merge badges; a screen reader hears that it holds a waybill.
 */
export function OrderSnCell({
  row,
  shop,
  t,
}: {
  row: DeskOrder & { merge?: MergeGroup | undefined };
  shop?: ShopTag | undefined;
  t: TFunction;
}) {
  const o = row.order;
  const flagged = row.waybill.state === 'live' || row.waybill.state === 'outcome-unknown';
  return (
    <td className="col-sn">
      <div className="order-sn">{o.order_sn}</div>
      {shop && <ShopNameTag name={shop.name} colour={shop.colour} />}
      {o.is_pre_sale && <span className="badge badge-warning">{t('row.preSale')}</span>}
      {row.merge && (
        <span
          className="badge badge-info merge-badge"
          title={t('row.mergedHint', { sns: row.merge.orderSns.join(', ') })}
          data-testid="merge-badge"
        >
          <Icon name="waybills" size={12} /> {t('row.merged', { count: row.merge.orderSns.length })}
        </span>
      )}
      {flagged && <span className="visually-hidden">{t('row.hasWaybill')}</span>}
    </td>
  );
}

/** The goods: picture, name, spec and count. */
export function OrderGoodsCell({ o }: { o: Order }) {
  return (
    <td className="col-goods">
      <div className="goods">
        <GoodsThumb src={o.goods_img} name={o.goods_name} />
        <div className="goods-text">
          <div className="goods-name">{o.goods_name}</div>
          <div className="muted">
            {o.goods_spec} <span className="goods-count">×{o.goods_count ?? '?'}</span>
          </div>
        </div>
      </div>
    </td>
  );
}

/** The receiver, masked, and the address. */
export function OrderReceiverCell({ o }: { o: Order }) {
  return (
    <td className="col-receiver">
      <div className="receiver-line">
        <span className="receiver-name">{maskName(o.receiver_name)}</span>{' '}
        <span className="muted receiver-phone">{maskPhone(o.receiver_phone)}</span>
      </div>
      <div className="muted">
        {[o.province, o.city, o.town].filter(Boolean).join(' ')} {o.receiver_address}
      </div>
    </td>
  );
}
