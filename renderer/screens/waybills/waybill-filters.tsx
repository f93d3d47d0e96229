import { useTranslation } from 'react-i18next';
import { useWaybillFilter } from '../../store/waybill-filter-store';
import { DeskFilter } from './desk-filter';
import { ShopFilter } from './shop-filter';
import { WaybillChoiceFilters, WaybillDateFilters } from './waybill-filter-fields';
import { useWaybillFilterText } from './use-waybill-filter-text';

/** Date, carrier, printed, live/recycled, checked, weight, handover, shop, desk and free text; the text applies after a short pause in typing. */
export function WaybillFilters() {
  const { t } = useTranslation('waybills');
  const form = useWaybillFilter((s) => s.form);
  const patch = useWaybillFilter((s) => s.patch);
  const reset = useWaybillFilter((s) => s.reset);
  const { text, setText, applyNow } = useWaybillFilterText(form.text, patch);

  const onReset = () => {
    setText('');
    reset();
  };

  return (
    <form
      className="wb-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="field field-text">
        <span className="field-label">{t('filters.text')}</span>
        <input
          className="input"
          type="search"
          value={text}
          placeholder={t('filters.textPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyNow();
          }}
        />
      </label>
      <WaybillDateFilters form={form} patch={patch} />
      <WaybillChoiceFilters form={form} patch={patch} />
      <ShopFilter value={form.ownerId} onChange={(ownerId) => patch({ ownerId })} />
      <DeskFilter value={form.desk} onChange={(desk) => patch({ desk })} />
      <button type="button" className="btn btn-link" onClick={onReset}>
        {t('filters.reset')}
      </button>
    </form>
  );
}
