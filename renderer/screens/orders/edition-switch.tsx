import { useTranslation } from 'react-i18next';
import { useOrderFilters, type OrdersEdition } from '../../store/order-filters';

/** The gateway's two editions of the orders list: enhanced (filters apply) or normal. */
export function EditionSwitch() {
  const { t } = useTranslation('orders');
  const edition = useOrderFilters((s) => s.edition);
  const setEdition = useOrderFilters((s) => s.setEdition);
  return (
    <fieldset className="edition-switch">
      <legend className="field-label">{t('edition.label')}</legend>
      {(['enhanced', 'normal'] as OrdersEdition[]).map((ed) => (
        <label key={ed} className="check">
          <input
            type="radio"
            name="orders-edition"
            checked={edition === ed}
            onChange={() => setEdition(ed)}
          />
          {t(`edition.${ed}`)}
        </label>
      ))}
    </fieldset>
  );
}
