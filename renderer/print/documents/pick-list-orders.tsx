import { useTranslation } from 'react-i18next';
import {
  PICK_ORDER_GRID,
  pickOrderBarcodeBox,
  type OrderDoc,
} from '../../../shared/documents/order-documents';
import { fitBarcode } from '../../../shared/label/barcode-geometry';
import { Code128 } from '../../label/code128';

/**
 * The pick list's orders: each order's number as Code128 (what the scan station reads once the order is packed),
 * its receiver and pieces, in two columns of fixed width so every barcode keeps whole printer dots per module.
 */
export function PickListOrders({ orders }: { orders: OrderDoc[] }) {
  const { t } = useTranslation('documents');
  // Inline blocks, not a grid: the rows of cells break across A4 pages like lines of text.
  const cell = (column: number) => ({
    width: `${PICK_ORDER_GRID.cellMm}mm`,
    marginLeft: column === 1 ? `${PICK_ORDER_GRID.gapMm}mm` : 0,
  });
  return (
    <section className="doc-pick-orders" aria-label={t('pickOrders.title', { count: orders.length })}>
      <h2>{t('pickOrders.title', { count: orders.length })}</h2>
      <div className="doc-pick-grid">
        {orders.map((o, i) => (
          <div
            key={o.scanCode}
            className="doc-pick-order"
            style={cell(i % 2)}
            data-order-barcode={o.orderSn}
            data-shop={o.shopName}
          >
            <Code128 fit={fitBarcode(o.scanCode, pickOrderBarcodeBox(i % 2))} />
            <div className="doc-pick-order-text">
              <span className="doc-barcode-text">{o.orderSn}</span>
              <span>
                {o.shopName ? `${o.shopName} · ` : ''}
                {o.receiverName} ·{' '}
                {t('pickOrders.pieces', { count: o.goods.reduce((n, g) => n + g.count, 0) })}
              </span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
