import { useTranslation } from 'react-i18next';

/**
 * The captioned columns in order, as [cell class suffix, caption key]; the desk column shows only where several
 * desks wrote, the shop column only where the seller keeps several shops.
 */
const HEAD_COLUMNS = [
  ['code', 'list.code'],
  ['carrier', 'list.carrier'],
  ['shop', 'list.shop'],
  ['desk', 'list.desk'],
  ['order', 'list.order'],
  ['receiver', 'list.receiver'],
  ['time', 'list.issuedAt'],
  ['printed', 'list.printed'],
  ['status', 'list.status'],
  ['weight', 'list.weight'],
  ['handover', 'list.handover'],
] as const;

/** The waybill list's header row; the desk and shop columns only where they tell rows apart. */
export function WaybillListHead({ showDesk, showShop }: { showDesk: boolean; showShop: boolean }) {
  const { t } = useTranslation('waybills');
  return (
    <div role="row" aria-rowindex={1} className="wb-row wb-row-head">
      <div role="columnheader" className="wb-cell wb-c-check">
        <span className="wb-sr-only">{t('list.select')}</span>
      </div>
      {HEAD_COLUMNS.filter(([cell]) => (showDesk || cell !== 'desk') && (showShop || cell !== 'shop')).map(
        ([cell, caption]) => (
          <div key={cell} role="columnheader" className={`wb-cell wb-c-${cell}`}>
            {t(caption)}
          </div>
        ),
      )}
    </div>
  );
}
