import { useTranslation } from 'react-i18next';
import { REPORT_FIGURES, type ReportFigures as Figures } from '../../../shared/ipc/channels/report';
import type { ReportNames } from './report-words';

/** The period's figures, each beside the period before's. */
export function ReportFigures({
  current,
  previous,
  names,
}: {
  current: Figures;
  previous: Figures;
  names: ReportNames;
}) {
  const { t } = useTranslation('report');
  const shown = (n: number | null) => (n === null ? '—' : names.number(n));
  return (
    <dl className="rp-figures">
      {REPORT_FIGURES.map((key) => (
        <div key={key} className="rp-figure" data-figure={key}>
          <dt className="rp-figure-label">{t(`figure.${key}`)}</dt>
          <dd className="rp-figure-value" data-testid={`figure-${key}`}>
            {shown(current[key])}
          </dd>
          <dd className="rp-figure-before" data-testid={`before-${key}`}>
            {t('before', { value: shown(previous[key]) })}
          </dd>
          {current[key] === null ? <dd className="rp-figure-note">{t('pointsByDesk')}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
