import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportCharts as Charts } from '../../../shared/ipc/channels/report';
import { ReportChart } from './report-chart';
import type { ChartSpec } from './report-chart-engine';
import type { ReportNames } from './report-words';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Parcels per hour of the day, one stacked series per desk (the hours 0-23, empty ones too). */
const perHourSpec = (charts: Charts, names: ReportNames): ChartSpec => {
  const desks = [...new Set(charts.perHour.map((h) => h.desk))].sort();
  return {
    labels: HOURS.map((h) => `${String(h).padStart(2, '0')}:00`),
    series: desks.map((desk) => ({
      label: names.desk(desk),
      values: HOURS.map(
        (hour) => charts.perHour.find((h) => h.desk === desk && h.hour === hour)?.parcels ?? 0,
      ),
    })),
    stacked: true,
    across: false,
  };
};

const countsSpec = (
  label: string,
  rows: Array<{ key: string; parcels: number }>,
  name: (k: string) => string,
) => ({
  labels: rows.map((r) => name(r.key)),
  series: [{ label, values: rows.map((r) => r.parcels) }],
  stacked: false,
  across: true,
});

/** The report's charts: hour by desk, day by day, carriers and shops, points per day. */
export function ReportCharts({ charts, names }: { charts: Charts; names: ReportNames }) {
  const { t } = useTranslation('report');
  const specs = useMemo(() => {
    const days = charts.perDay.map((d) => names.day(d.day));
    return {
      hour: perHourSpec(charts, names),
      day: {
        labels: days,
        series: [{ label: t('parcels'), values: charts.perDay.map((d) => d.parcels) }],
        stacked: false,
        across: false,
      },
      carriers: countsSpec(t('parcels'), charts.carriers, names.carrier),
      shops: countsSpec(t('parcels'), charts.shops, names.shop),
      points: {
        labels: days,
        series: [{ label: t('points'), values: charts.perDay.map((d) => d.points) }],
        stacked: false,
        across: false,
      },
    };
  }, [charts, names, t]);
  return (
    <div className="rp-charts">
      <ReportChart name="hour" title={t('chart.hour')} head={t('head.hour')} spec={specs.hour} />
      <ReportChart name="day" title={t('chart.day')} head={t('head.day')} spec={specs.day} />
      <ReportChart
        name="carriers"
        title={t('chart.carriers')}
        head={t('head.carrier')}
        spec={specs.carriers}
      />
      <ReportChart name="shops" title={t('chart.shops')} head={t('head.shop')} spec={specs.shops} />
      <ReportChart name="points" title={t('chart.points')} head={t('head.day')} spec={specs.points} />
    </div>
  );
}
