import { useTranslation } from 'react-i18next';
import { draftProblem, useOrderFilters, type OrdersEdition } from '../../store/order-filters';
import { RemarkFlag } from './order-cells';
import { REMARK_TAGS } from './order-format';
import { Icon } from '../../components/icon';
import { DateField } from '../../components/date-field';
import { TextField } from '../../components/form-field';

/** Filters of the enhanced edition; the normal edition ignores them, so they are disabled there and say so. */
export function OrderFiltersBar() {
  const { t } = useTranslation('orders');
  const edition = useOrderFilters((s) => s.edition);
  const draft = useOrderFilters((s) => s.draft);
  const setDraft = useOrderFilters((s) => s.setDraft);
  const apply = useOrderFilters((s) => s.apply);
  const reset = useOrderFilters((s) => s.reset);
  const setEdition = useOrderFilters((s) => s.setEdition);
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
      <fieldset className="filters-fields" disabled={normal}>
        <legend className="visually-hidden">{t('filters.label')}</legend>
        <div className="field">
          <label htmlFor="f-from">{t('filters.from')}</label>
          <DateField id="f-from" mode="datetime" value={draft.from} onChange={(from) => setDraft({ from })} />
        </div>
        <div className="field">
          <label htmlFor="f-to">{t('filters.to')}</label>
          <DateField
            id="f-to"
            mode="datetime"
            value={draft.to}
            invalid={problem === 'range'}
            describedBy={problem ? 'f-range-error' : undefined}
            onChange={(to) => setDraft({ to })}
          />
        </div>
        <TextField
          id="f-remark"
          label={t('filters.remark')}
          value={draft.remark}
          onChange={(remark) => setDraft({ remark })}
        />
        <fieldset className="field flag-picker">
          <legend className="field-label">{t('filters.tag')}</legend>
          <div className="flag-options">
            <label className={`flag-option ${draft.remarkTag === '' ? 'is-on' : ''}`}>
              <input
                type="radio"
                name="remark-tag"
                checked={draft.remarkTag === ''}
                onChange={() => setDraft({ remarkTag: '' })}
              />
              {t('filters.anyTag')}
            </label>
            {REMARK_TAGS.map((tag) => (
              <label key={tag} className={`flag-option ${draft.remarkTag === tag ? 'is-on' : ''}`}>
                <input
                  type="radio"
                  name="remark-tag"
                  checked={draft.remarkTag === tag}
                  onChange={() => setDraft({ remarkTag: tag })}
                />
                <RemarkFlag tag={tag} t={t} />
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          id="f-tagname"
          label={t('filters.tagName')}
          value={draft.remarkTagName}
          onChange={(remarkTagName) => setDraft({ remarkTagName })}
        />
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
