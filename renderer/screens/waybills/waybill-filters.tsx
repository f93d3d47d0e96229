import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS } from '../../../shared/api/carriers';
import { useWaybillFilter } from '../../store/waybill-filter-store';
import { DateField } from '../../components/date-field';
import { DeskFilter } from './desk-filter';
import { LabelledSelect } from '../../components/form-field';

/** The filters picked from a fixed list: the form field, its caption, its choices as [value, caption key]. */
const CHOICE_FILTERS = [
  {
    key: 'printed',
    label: 'filters.printed',
    choices: [
      ['all', 'filters.any'],
      ['unprinted', 'filters.unprinted'],
      ['dialog', 'filters.dialogOnly'],
      ['printed', 'filters.printedOnly'],
    ],
  },
  {
    key: 'status',
    label: 'filters.status',
    choices: [
      ['all', 'filters.any'],
      ['live', 'status.live'],
      ['recycled', 'status.recycled'],
    ],
  },
  {
    key: 'checked',
    label: 'filters.checked',
    choices: [
      ['all', 'filters.any'],
      ['checked', 'filters.checkedOnly'],
      ['unchecked', 'filters.uncheckedOnly'],
    ],
  },
] as const;

/** Date, carrier, printed, live/recycled, desk and free text; the text applies after a short pause in typing. */
export function WaybillFilters() {
  const { t } = useTranslation('waybills');
  const form = useWaybillFilter((s) => s.form);
  const patch = useWaybillFilter((s) => s.patch);
  const reset = useWaybillFilter((s) => s.reset);
  const [text, setText] = useState(form.text);
  // The stored text changed from elsewhere (the empty state's reset): the box follows it, so the pending
  // typing effect below cannot put the old text back.
  const [storedText, setStoredText] = useState(form.text);
  if (form.text !== storedText) {
    setStoredText(form.text);
    setText(form.text);
  }

  useEffect(() => {
    if (text === form.text) return;
    const timer = setTimeout(() => patch({ text }), 250);
    return () => clearTimeout(timer);
  }, [text, form.text, patch]);

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
            if (e.key === 'Enter') patch({ text });
          }}
        />
      </label>
      <div className="field">
        <label className="field-label" htmlFor="wb-from">
          {t('filters.from')}
        </label>
        <DateField
          id="wb-from"
          mode="date"
          value={form.fromDate}
          onChange={(fromDate) => patch({ fromDate })}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="wb-to">
          {t('filters.to')}
        </label>
        <DateField id="wb-to" mode="date" value={form.toDate} onChange={(toDate) => patch({ toDate })} />
      </div>
      <LabelledSelect
        label={t('filters.carrier')}
        value={form.cpCode}
        onChange={(cpCode) => patch({ cpCode })}
      >
        <option value="">{t('filters.any')}</option>
        {CARRIERS.map(({ code }) => (
          <option key={code} value={code}>
            {t(`common:carrier.${code}`)}
          </option>
        ))}
      </LabelledSelect>
      {CHOICE_FILTERS.map(({ key, label, choices }) => (
        <LabelledSelect
          key={key}
          label={t(label)}
          value={form[key]}
          // The select offers only `choices`, so its value is one of the field's own.
          onChange={(value) => patch({ [key]: value })}
        >
          {choices.map(([value, caption]) => (
            <option key={value} value={value}>
              {t(caption)}
            </option>
          ))}
        </LabelledSelect>
      ))}
      <DeskFilter value={form.desk} onChange={(desk) => patch({ desk })} />
      <button type="button" className="btn btn-link" onClick={onReset}>
        {t('filters.reset')}
      </button>
    </form>
  );
}
