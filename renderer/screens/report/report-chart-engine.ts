import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/*
 * Chart.js, loaded only when the Report screen draws (a dynamic import: its own chunk, so the desk's first screen
 * does not grow). Only what bar charts need is registered (Chart.js tree-shakes the rest). Drawn without
 * animation: the chart is final on its first frame, on screen and on paper.
 */
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
      scales: {
        x: { stacked: spec.stacked, beginAtZero: true },
        y: { stacked: spec.stacked, beginAtZero: true },
      },
      plugins: { legend: { display: spec.series.length > 1, position: 'bottom' } },
    },
  });
