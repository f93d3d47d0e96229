import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS } from '../../../shared/api/carriers';
import { useWaybillFilter, type WaybillFilterForm } from '../../store/waybill-filter-store';
import { DateField } from '../../components/date-field';
import { DeskFilter } from './desk-filter';

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
      <label className="field">
        <span className="field-label">{t('filters.carrier')}</span>
        <select className="select" value={form.cpCode} onChange={(e) => patch({ cpCode: e.target.value })}>
          <option value="">{t('filters.any')}</option>
          {CARRIERS.map(({ code }) => (
            <option key={code} value={code}>
              {t(`common:carrier.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('filters.printed')}</span>
        <select
          className="select"
          value={form.printed}
          onChange={(e) => patch({ printed: e.target.value as WaybillFilterForm['printed'] })}
        >
          <option value="all">{t('filters.any')}</option>
          <option value="unprinted">{t('filters.unprinted')}</option>
          <option value="dialog">{t('filters.dialogOnly')}</option>
          <option value="printed">{t('filters.printedOnly')}</option>
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('filters.status')}</span>
        <select
          className="select"
          value={form.status}
          onChange={(e) => patch({ status: e.target.value as WaybillFilterForm['status'] })}
        >
          <option value="all">{t('filters.any')}</option>
          <option value="live">{t('status.live')}</option>
          <option value="recycled">{t('status.recycled')}</option>
        </select>
      </label>
      <DeskFilter value={form.desk} onChange={(desk) => patch({ desk })} />
      <button type="button" className="btn btn-link" onClick={onReset}>
        {t('filters.reset')}
      </button>
    </form>
  );
}
