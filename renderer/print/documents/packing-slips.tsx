import { useTranslation } from 'react-i18next';
import { SLIP_BARCODE_BOX, type OrderDoc } from '../../../shared/documents/order-documents';
import { fitBarcode } from '../../../shared/label/barcode-geometry';
import { Code128 } from '../../label/code128';

/**
 * One A5 packing slip per order: its shop and sender, the order's shop code as Code128 (what the scan station
 * reads), the receiver, the goods with quantities, the buyer's remark.
 */
export function PackingSlips({ orders, printedAt }: { orders: OrderDoc[]; printedAt: string }) {
  return (
    <>
      {orders.map((o) => (
        <PackingSlip key={o.scanCode} o={o} printedAt={printedAt} />
      ))}
    </>
  );
}

/** One order's slip (an A5 page). */
function PackingSlip({ o, printedAt }: { o: OrderDoc; printedAt: string }) {
  const { t } = useTranslation('documents');
  return (
    <article
      className="doc-a5 doc-slip"
      data-doc="packing-slip"
      data-order-sn={o.orderSn}
      data-shop={o.shopName}
    >
      <header className="doc-head">
        <h1>{t('slip.title')}</h1>
        <span className="doc-date">{printedAt}</span>
      </header>
      {o.shopName || o.sender ? (
        <p className="doc-slip-shop">
          {o.shopName ? `${t('slip.shop')} ${o.shopName}` : ''}
          {o.shopName && o.sender ? ' · ' : ''}
          {o.sender ? `${t('slip.sender')} ${o.sender}` : ''}
        </p>
      ) : null}
      <div className="doc-barcode" data-order-barcode={o.orderSn}>
        <Code128 fit={fitBarcode(o.scanCode, SLIP_BARCODE_BOX)} />
        <div className="doc-barcode-text">
          {t('slip.order')} {o.orderSn}
        </div>
      </div>
      <section className="doc-receiver">
        <h2>{t('slip.receiver')}</h2>
        <p>
          <strong>{o.receiverName}</strong> {o.receiverPhone}
        </p>
        <p>{o.receiverAddress}</p>
      </section>
      <table className="doc-table">
        <thead>
          <tr>
            <th>{t('slip.goods')}</th>
            <th>{t('slip.spec')}</th>
            <th className="doc-num">{t('slip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {o.goods.map((g, i) => (
            <tr key={i}>
              <td>{g.name}</td>
              <td>{g.spec || '—'}</td>
              <td className="doc-num doc-strong">{g.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="doc-remark">
        <h2>{t('slip.remark')}</h2>
        <p>{o.remark.trim() || t('slip.noRemark')}</p>
      </section>
    </article>
  );
}
