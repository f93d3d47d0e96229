import { useTranslation } from 'react-i18next';
import { buildPickList, type OrderDoc } from '../../../shared/documents/order-documents';
import { PickListOrders } from './pick-list-orders';

/**
 * An A4 pick list: goods totals by name and spec across the orders, most picked first, with order counts; then
 * every order's number and barcode.
 */
export function PickListSheet({ orders, printedAt }: { orders: OrderDoc[]; printedAt: string }) {
  const { t } = useTranslation('documents');
  const list = buildPickList(orders);
  return (
    <article className="doc-a4 doc-pick" data-doc="pick-list">
      <header className="doc-head">
        <h1>{t('pick.title')}</h1>
        <p>
          {t('pick.summary', {
            orders: list.orderCount,
            lines: list.lines.length,
            quantity: list.totalQuantity,
          })}
          <span className="doc-date">{printedAt}</span>
        </p>
      </header>
      <table className="doc-table">
        <thead>
          <tr>
            <th className="doc-check">✓</th>
            <th>{t('pick.name')}</th>
            <th>{t('pick.spec')}</th>
            <th className="doc-num">{t('pick.quantity')}</th>
            <th className="doc-num">{t('pick.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {list.lines.map((line) => (
            <tr key={`${line.name}\u0000${line.spec}`} data-pick-line={line.name}>
              <td className="doc-check">☐</td>
              <td>{line.name}</td>
              <td>{line.spec || '—'}</td>
              <td className="doc-num doc-strong">{line.quantity}</td>
              <td className="doc-num">{line.orderCount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td colSpan={2}>{t('pick.total')}</td>
            <td className="doc-num doc-strong">{list.totalQuantity}</td>
            <td className="doc-num">{list.orderCount}</td>
          </tr>
        </tfoot>
      </table>
      <PickListOrders orders={orders} />
    </article>
  );
}
