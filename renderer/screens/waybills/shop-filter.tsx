import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../components/form-field';
import { useWaybillShops } from './use-waybill-shops';

export interface ShopFilterProps {
  /** An owner id; '' = every shop. */
  value: string;
  onChange: (ownerId: string) => void;
}

/** Which shop's waybills: offered when the seller keeps more than one shop (a native select, for the keyboard). */
export function ShopFilter({ value, onChange }: ShopFilterProps) {
  const { t } = useTranslation('waybills');
  const { showColumn, shops } = useWaybillShops();
  if (!showColumn && value === '') return null;
  return (
    <LabelledSelect
      label={t('filters.shop')}
      data-testid="waybill-shop-filter"
      value={value}
      onChange={onChange}
    >
      <option value="">{t('filters.anyShop')}</option>
      {shops.map((s) => (
        <option key={s.ownerId} value={s.ownerId}>
          {s.name}
        </option>
      ))}
    </LabelledSelect>
  );
}
