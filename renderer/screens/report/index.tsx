import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '../../../shared/ipc/channels/report';
import { ErrorNotice } from '../../components/error-notice';
import { useReport, useReportProblems } from '../../hooks/report';
import { useWaybillExport } from '../waybills/use-waybill-export';
import { useReportView } from '../../store/report-view';
import { ReportCharts } from './report-charts';
import { ReportControls } from './report-controls';
import { ReportFigures } from './report-figures';
import { periodOf, utcOffsetMinutesAt } from './report-period';
import { ReportProblems } from './report-problems';
import { useReportNames } from './report-words';
import './report.css';

/** The report's query from the seller's period and filters (null: a range not yet whole). */
const useReportQuery = (): ReportQuery | null => {
  const view = useReportView();
  // Today is the day the screen opened (a report left open past midnight keeps its day until it opens again).
  const [now] = useState(() => Date.now());
  return useMemo(() => {
    const period = periodOf(view, now);
    if (!period) return null;
    const { ownerId, cpCode, desk } = view;
    return { ...period, utcOffsetMinutes: utcOffsetMinutesAt(period.start), ownerId, cpCode, desk };
  }, [view, now]);
};

/** The period's waybills with the Waybills screen's columns: its export over the period and the report's filters. */
const useExportPeriod = (query: ReportQuery | null) => {
  const exportCsv = useWaybillExport('report');
  const exportPeriod = () => {
    if (!query) return;
    const { start, end, cpCode, desk, ownerId } = query;
    exportCsv.mutate({
      from: start,
      to: end - 1,
      cpCode: cpCode || undefined,
      desk: desk || undefined,
      ownerId: ownerId || undefined,
    });
  };
  return { isPending: exportCsv.isPending, error: exportCsv.error, exportPeriod };
};

/**
 * The day in numbers: the period's figures beside the period before's, charts (Chart.js, loaded as this screen
 * opens), the waybills that went wrong, the period's waybills as CSV, and the page on A4 from the print button.
 */
export function ReportScreen() {
  const { t } = useTranslation('report');
  // Chart.js's chunk starts loading as the screen opens, beside the report's first read, not after its numbers.
  useEffect(() => {
    void import('./report-chart-engine');
  }, []);
  const query = useReportQuery();
  const kind = useReportView((s) => s.kind);
  const report = useReport(query);
  const problems = useReportProblems(query);
  const names = useReportNames(report.data, query?.utcOffsetMinutes ?? 0);
  // The problem list (up to 1,200 rows) is drawn after the figures and charts, in time React may interrupt.
  const [listed, listedNames] = [useDeferredValue(problems.data), useDeferredValue(names)];
  const exportCsv = useExportPeriod(query);
  return (
    <section className="rp-screen" aria-labelledby="report-title" aria-busy={report.isFetching}>
      <header className="rp-head">
        <h1 id="report-title">{t('title')}</h1>
        {query ? (
          <p className="rp-period-text">
            {t('periodText', { from: names.time(query.start), to: names.time(query.end - 1) })}
          </p>
        ) : null}
        <div className="rp-actions rp-no-print">
          <button
            type="button"
            className="btn"
            disabled={!query || exportCsv.isPending}
            onClick={exportCsv.exportPeriod}
          >
            {t('exportCsv')}
          </button>
          <button type="button" className="btn" onClick={() => window.print()}>
            {t('print')}
          </button>
        </div>
      </header>
      <ReportControls report={report.data} names={names} rangeError={query === null && kind === 'range'} />
      {report.error ? <ErrorNotice error={report.error} /> : null}
      {exportCsv.error ? <ErrorNotice error={exportCsv.error} compact /> : null}
      {report.data ? (
        <>
          <ReportFigures current={report.data.current} previous={report.data.previous} names={names} />
          <ReportCharts charts={report.data.charts} names={names} />
        </>
      ) : null}
      <section className="rp-problems-block" aria-labelledby="report-problems-title">
        <h3 id="report-problems-title">{t('problems.title')}</h3>
        {listed ? <ReportProblems problems={listed} names={listedNames} /> : null}
      </section>
    </section>
  );
}
