import type { TFunction } from 'i18next';

/** The orders table's columns and header row. */
export function OrdersTableHead({ t }: { t: TFunction<'orders'> }) {
  return (
    <>
      {/* Fixed widths: the browser lays out 100 rows without measuring them all, and columns do not jump between pages. */}
      <colgroup>
        <col className="w-check" />
        <col className="w-sn" />
        <col className="w-goods" />
        <col className="w-receiver" />
        <col className="w-amount" />
        <col className="w-status" />
        <col className="w-times" />
        <col className="w-remark" />
        <col className="w-waybill" />
      </colgroup>
      <thead>
        <tr>
          <th className="col-check">
            <span className="visually-hidden">{t('table.select')}</span>
          </th>
          <th>{t('col.sn')}</th>
          <th>{t('col.goods')}</th>
          <th>{t('col.receiverAddress')}</th>
          <th className="col-amount">{t('col.amount')}</th>
          <th>{t('col.status')}</th>
          <th>{t('col.times')}</th>
          <th>{t('col.remark')}</th>
          <th>{t('col.waybill')}</th>
        </tr>
      </thead>
    </>
  );
}
