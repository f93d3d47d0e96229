import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import type { MergeGroup } from '../../../shared/ipc/channels/order-book';
import { RemarkCell, StatusCell, TimesCell, WaybillStateCell } from './order-cells';
import { formatYuan, isKnownStatus, maskName } from './order-format';
import { OrderGoodsCell, OrderReceiverCell, OrderSnCell } from './order-row-cells';
import type { ShopTag } from '../../hooks/shops';

interface OrderRowProps {
  row: DeskOrder & { merge?: MergeGroup | undefined };
  index: number;
  selected: boolean;
  /** Minute-granular clock, so deadline badges age without re-rendering rows every second. */
  now: number;
  onToggle: (index: number, shift: boolean) => void;
  /** This desk's name: a state another desk holds says which desk. */
  thisDesk?: string | undefined;
  /** The order's shop, when the desk serves several. */
  shop?: ShopTag | undefined;
  /** The virtualizer measures each mounted row's real height. */
  measureRef?: (el: HTMLTableRowElement | null) => void;
}

/** One sold order; memoised so a selection change re-renders only the rows whose `selected` flipped. */
export const OrderRow = memo(function OrderRow({
  row,
  index,
  selected,
  now,
  onToggle,
  measureRef,
  thisDesk,
  shop,
}: OrderRowProps) {
  const { t } = useTranslation('orders');
  const o = row.order;
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      className={selected ? 'order-row is-selected' : 'order-row'}
      data-order-sn={o.order_sn}
    >
      <td className="col-check">
        <input
          type="checkbox"
          data-row-index={index}
          checked={selected}
          aria-label={t('row.select', { sn: o.order_sn })}
          onChange={(e) => onToggle(index, (e.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </td>
      <OrderSnCell row={row} shop={shop} t={t} />
      <OrderGoodsCell o={o} />
      <OrderReceiverCell o={o} />
      <td className="col-amount">{formatYuan(o.pay_amount)}</td>
      <td className="col-status">
        <StatusCell status={o.order_status} t={t} />
      </td>
      <td className="col-time">
        <TimesCell
          confirm={o.confirm_time}
          lastShip={o.last_ship_time}
          status={o.order_status}
          now={now}
          t={t}
        />
      </td>
      <td className="col-remark">
        <RemarkCell remark={o.remark} tag={o.remark_tag} tagName={o.remark_tag_name} t={t} />
      </td>
      <td className="col-waybill">
        <WaybillStateCell waybill={row.waybill} t={t} thisDesk={thisDesk} />
      </td>
    </tr>
  );
});

/**
 * The same order while the list is flung: number, goods, receiver and status as one line of text in one cell (no
 * picture, no badges), so the dozens of rows each frame brings cost little. Full rows come back as soon as the
 * scroll slows or stops; the checkbox is back with them.
 */
export const OrderLightRow = memo(function OrderLightRow({
  row,
  index,
  selected,
  height,
  shop,
  t,
}: Pick<OrderRowProps, 'row' | 'index' | 'selected' | 'shop'> & { height: number; t: TFunction }) {
  const o = row.order;
  const status = isKnownStatus(o.order_status)
    ? t(`status.${o.order_status}`)
    : String(o.order_status ?? '—');
  return (
    <tr
      aria-rowindex={index + 2}
      className={selected ? 'order-row order-row-light is-selected' : 'order-row order-row-light'}
      data-order-sn={o.order_sn}
      style={{ height }}
    >
      <td colSpan={9} className="order-light-cell">
        {`${o.order_sn}${shop ? ` · ${shop.name}` : ''}   ${o.goods_name} ×${o.goods_count ?? '?'}   ${maskName(o.receiver_name)}   ${status}`}
      </td>
    </tr>
  );
});
