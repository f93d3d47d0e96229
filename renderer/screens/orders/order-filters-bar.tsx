import { useTranslation } from 'react-i18next';
import { draftProblem, useOrderFilters, type OrdersEdition } from '../../store/order-filters';
import { RemarkFlag } from './order-cells';
import { REMARK_TAGS } from './order-format';
import { Icon } from '../../components/icon';
import { DateField } from '../../components/date-field';
import { Field, TextField } from '../../components/form-field';
import { RadioChips } from '../../components/radio-chips';

/** Any tag (''), then each remark flag. */
const TAG_CHOICES = ['', ...REMARK_TAGS] as const;

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
        <Field id="f-from" label={t('filters.from')}>
          <DateField id="f-from" mode="datetime" value={draft.from} onChange={(from) => setDraft({ from })} />
        </Field>
        <Field id="f-to" label={t('filters.to')}>
          <DateField
            id="f-to"
            mode="datetime"
            value={draft.to}
            invalid={problem === 'range'}
            describedBy={problem ? 'f-range-error' : undefined}
            onChange={(to) => setDraft({ to })}
          />
        </Field>
        <TextField
          id="f-remark"
          label={t('filters.remark')}
          value={draft.remark}
          onChange={(remark) => setDraft({ remark })}
        />
        <fieldset className="field flag-picker">
          <legend className="field-label">{t('filters.tag')}</legend>
          <div className="flag-options">
            <RadioChips
              name="remark-tag"
              choices={TAG_CHOICES}
              value={draft.remarkTag}
              onChange={(remarkTag) => setDraft({ remarkTag })}
              chipClass="flag-option"
              caption={(tag) => (tag === '' ? t('filters.anyTag') : <RemarkFlag tag={tag} t={t} />)}
            />
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
