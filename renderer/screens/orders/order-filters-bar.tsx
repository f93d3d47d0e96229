import { useTranslation } from 'react-i18next';
import { draftProblem, useOrderFilters } from '../../store/order-filters';
import { Icon } from '../../components/icon';
import { EditionSwitch } from './edition-switch';
import { OrderFilterFields } from './order-filter-fields';

/** Filters of the enhanced edition; the normal edition ignores them, so they are disabled there and say so. */
export function OrderFiltersBar() {
  const { t } = useTranslation('orders');
  const edition = useOrderFilters((s) => s.edition);
  const draft = useOrderFilters((s) => s.draft);
  const setDraft = useOrderFilters((s) => s.setDraft);
  const apply = useOrderFilters((s) => s.apply);
  const reset = useOrderFilters((s) => s.reset);
  const problem = draftProblem(draft);
  const normal = edition === 'normal';

  return (
    <form
      className="filters panel"
      aria-label={t('filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) apply();
      }}
    >
      <EditionSwitch />
      <fieldset className="filters-fields" disabled={normal}>
        <legend className="visually-hidden">{t('filters.label')}</legend>
        <OrderFilterFields draft={draft} setDraft={setDraft} rangeProblem={problem === 'range'} />
        <div className="filters-actions">
          <button type="submit" className="btn btn-primary" disabled={problem !== null}>
            {t('filters.apply')}
          </button>
          <button type="button" className="btn" onClick={reset}>
            {t('filters.reset')}
          </button>
        </div>
      </fieldset>
      {problem === 'range' && (
        <p id="f-range-error" className="field-error">
          {t('filters.rangeError')}
        </p>
      )}
      <p className="filters-note muted" role="note">
        <Icon name="info" size={14} />
        {normal ? t('filters.normalIgnores') : t('filters.enhancedOnly')}
      </p>
    </form>
  );
}
