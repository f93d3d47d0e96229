import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/*
 * Chart.js, loaded only when the Report screen draws (a dynamic import: its own chunk, so the desk's first screen
 * does not grow). Only what bar charts need is registered (Chart.js tree-shakes the rest). Drawn without
 * animation: the chart is final on its first frame, on screen and on paper. A year is 365 bars: the labels are
 * of one shape (dates), so a sample of them sizes the axis (not a text measure of each), they are never turned
 * (no fitting at each angle), and the data is said to be in order already (normalized: no sorting or checks).
 */

/** Labels measured to size an axis: a day's label is as wide as any other. */
const LABELS_SAMPLED = 24;
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartSpec {
  labels: string[];
  series: Array<{ label: string; values: number[] }>;
  /** Series stacked in one bar (the desks of an hour). */
  stacked: boolean;
  /** Bars drawn across (carriers and shops: long names read on the left). */
  across: boolean;
}

const COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'];

export const drawChart = (canvas: HTMLCanvasElement, spec: ChartSpec): { destroy(): void } =>
  new Chart(canvas, {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => ({
        label: s.label,
        data: s.values,
        backgroundColor: COLOURS[i % COLOURS.length],
      })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: spec.across ? 'y' : 'x',
      normalized: true,
      scales: {
        x: {
          stacked: spec.stacked,
          beginAtZero: true,
          ticks: { sampleSize: LABELS_SAMPLED, maxRotation: 0 },
        },
        y: { stacked: spec.stacked, beginAtZero: true, ticks: { sampleSize: LABELS_SAMPLED } },
      },
      plugins: { legend: { display: spec.series.length > 1, position: 'bottom' } },
    },
  });
