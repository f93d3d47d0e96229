import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import type { Report } from '../../../shared/ipc/channels/report';
import { RadioChips } from '../../components/radio-chips';
import { useReportView } from '../../store/report-view';
import { PERIOD_KINDS } from './report-period';
import type { ReportNames } from './report-words';

function FilterSelect({
  name,
  value,
  choices,
  onChange,
}: {
  name: 'shop' | 'carrier' | 'desk';
  value: string;
  choices: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('report');
  return (
    <label className="field rp-filter">
      <span className="field-label">{t(`filter.${name}`)}</span>
      <select className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t(`filter.all.${name}`)}</option>
        {choices.map(([v, caption]) => (
          <option key={v} value={v}>
            {caption}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A range's first and last day; a reversed or missing one is said in words (nothing is read). */
function RangeFields({ rangeError }: { rangeError: boolean }) {
  const { t } = useTranslation('report');
  const view = useReportView();
  return (
    <div className="rp-range">
      <div className="field">
        <label className="field-label" htmlFor="rp-from">
          {t('period.from')}
        </label>
        <DateField
          id="rp-from"
          mode="date"
          value={view.from}
          invalid={rangeError}
          onChange={(from) => view.patch({ from })}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="rp-to">
          {t('period.to')}
        </label>
        <DateField
          id="rp-to"
          mode="date"
          value={view.to}
          invalid={rangeError}
          onChange={(to) => view.patch({ to })}
        />
      </div>
      {rangeError ? (
        <p className="field-error" role="alert">
          {t('period.bad')}
        </p>
      ) : null}
    </div>
  );
}

/** The period picker (today … a range of days) and the shop, carrier and desk filters. */
export function ReportControls({
  report,
  names,
  rangeError,
}: {
  report?: Report;
  names: ReportNames;
  rangeError: boolean;
}) {
  const { t } = useTranslation('report');
  const view = useReportView();
  const choices = report?.choices;
  return (
    <div className="rp-controls rp-no-print">
      <fieldset className="rp-period">
        <legend className="field-label">{t('period.label')}</legend>
        <RadioChips
          name="report-period"
          choices={PERIOD_KINDS}
          value={view.kind}
          onChange={(kind) => view.patch({ kind })}
          chipClass="rp-chip"
          caption={(k) => t(`period.${k}`)}
        />
      </fieldset>
      {view.kind === 'range' ? <RangeFields rangeError={rangeError} /> : null}
      <FilterSelect
        name="shop"
        value={view.ownerId}
        onChange={(ownerId) => view.patch({ ownerId })}
        choices={(choices?.shops ?? []).map((s) => [s.ownerId, s.name])}
      />
      <FilterSelect
        name="carrier"
        value={view.cpCode}
        onChange={(cpCode) => view.patch({ cpCode })}
        choices={(choices?.carriers ?? []).map((c) => [c, names.carrier(c)])}
      />
      <FilterSelect
        name="desk"
        value={view.desk}
        onChange={(desk) => view.patch({ desk })}
        choices={(choices?.desks ?? []).map((d) => [d, names.desk(d)])}
      />
    </div>
  );
}
