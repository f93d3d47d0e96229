import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from './report-chart-engine';

/** The chart's numbers as a real table: what a screen reader and the keyboard read. */
function ChartTable({ spec, caption, head }: { spec: ChartSpec; caption: string; head: string }) {
  return (
    <table className="data-table rp-table">
      <caption className="rp-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {spec.series.map((s) => (
            <th scope="col" key={s.label}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.labels.map((label, row) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {spec.series.map((s) => (
              <td key={s.label}>{s.values[row] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One chart of the report, drawn by Chart.js (loaded on first use), with a toggle to its table of numbers. */
export function ReportChart({
  name,
  title,
  head,
  spec,
}: {
  name: string;
  title: string;
  head: string;
  spec: ChartSpec;
}) {
  const { t } = useTranslation('report');
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  // The spec last drawn: the canvas says it is drawn once the chart of the current numbers is.
  const [drawnSpec, setDrawnSpec] = useState<ChartSpec | null>(null);
  const drawn = drawnSpec === spec;
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (asTable) return;
    let chart: { destroy(): void } | null = null;
    let gone = false;
    void import('./report-chart-engine').then(({ drawChart }) => {
      if (gone || !canvas.current) return;
      chart = drawChart(canvas.current, spec);
      setDrawnSpec(spec);
    });
    return () => {
      gone = true;
      chart?.destroy();
      setDrawnSpec(null);
    };
  }, [spec, asTable]);
  return (
    <section className="panel rp-chart" aria-labelledby={titleId} data-chart={name}>
      <header className="rp-chart-head">
        <h3 id={titleId}>{title}</h3>
        <button
          type="button"
          className="btn rp-no-print"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? t('showChart') : t('showTable')}
        </button>
      </header>
      {asTable ? (
        <ChartTable spec={spec} caption={title} head={head} />
      ) : (
        <div className="rp-canvas" data-drawn={drawn ? 'true' : 'false'}>
          <canvas ref={canvas} role="img" aria-label={t('chartLabel', { title })} />
        </div>
      )}
    </section>
  );
}
