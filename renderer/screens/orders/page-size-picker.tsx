import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '../../store/order-filters';

/** How many orders a gateway page holds (each page costs the same point, whatever its size). */
export function PageSizePicker(props: { pageSize: PageSize; onPageSize: (size: PageSize) => void }) {
  const { t } = useTranslation('orders');
  const { pageSize, onPageSize } = props;
  return (
    <label className="pager-size">
      <span>{t('pager.size')}</span>
      <select
        className="select"
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.target.value) as PageSize)}
      >
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {t('pager.perPage', { count: s })}
          </option>
        ))}
      </select>
    </label>
  );
}
