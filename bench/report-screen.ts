/*
 * The Report screen's timings in Chromium through the web host: the first open (Alt+9 → five charts drawn: the
 * Chart.js chunk's load is in it), then, per change of period, the click → main's answer to `report.figures`
 * (its reads and the IPC) → every chart drawn (React and Chart.js), so the bench prints where the time goes. The
 * changes are timed by the page's clock from the click (or keystroke) event.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import packageJson from '../package.json' with { type: 'json' };
import { startWebHost } from '../electron/hosts/web/web-host-app';

export interface ScreenTimes {
  firstOpen: number;
  /** Per change: click → answer, answer → drawn, click → drawn. */
  answered: number[];
  drawnAfterAnswer: number[];
  drawn: number[];
}

const DRAWN = '.rp-canvas[data-drawn="true"]';

/**
 * Marks the page keeps by its own clock (performance.now): the seller's last click or keystroke, and the last time
 * a chart said it was drawn. Timed in the page, so the browser automation's own delays (large on a loaded machine)
 * are not counted.
 */
const MARKS = () => {
  const w = window as unknown as { benchMarks: { input: number; drawn: number } };
  w.benchMarks = { input: 0, drawn: 0 };
  // No function is named inside (a bundler's name helper would not exist in the page).
  for (const type of ['pointerdown', 'input'])
    document.addEventListener(type, (e) => void (w.benchMarks.input = e.timeStamp), true);
  new MutationObserver((changes) => {
    if (changes.some((c) => (c.target as Element).getAttribute('data-drawn') === 'true'))
      w.benchMarks.drawn = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
};

/** Runs `change` and, once the screen is idle with five charts drawn, reads its times from the page's clock. */
const timed = async (page: Page, times: ScreenTimes, change: () => Promise<void>) => {
  await page.evaluate(MARKS);
  const answer = page.waitForResponse((r) => r.url().endsWith('/ipc/report.figures'));
  await change();
  await answer;
  await page.waitForFunction(() => document.querySelector('.rp-screen[aria-busy="false"]') !== null);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length >= 5, DRAWN);
  const m = await page.evaluate(() => {
    const marks = (window as unknown as { benchMarks: { input: number; drawn: number } }).benchMarks;
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/ipc/report.figures'));
    return {
      ...marks,
      answered: (answers.at(-1) as PerformanceResourceTiming | undefined)?.responseEnd ?? 0,
    };
  });
  times.answered.push(m.answered - m.input);
  times.drawnAfterAnswer.push(m.drawn - m.answered);
  times.drawn.push(m.drawn - m.input);
};

/** Timings thrown away (the change back before each timed one). */
const untimed = (): ScreenTimes => ({ firstOpen: 0, answered: [], drawnAfterAnswer: [], drawn: [] });

const day = (at: number) => new Date(at).toLocaleDateString('sv');

/**
 * `runs` changes between today and `period` ('days30': the "近 30 天" button; a number of days: the range's
 * "from" field typed that many days back, the range ending today).
 */
export async function measureReportScreen(
  dataDir: string,
  ledgerUrl: string | undefined,
  period: 'days30' | number,
  runs: number,
): Promise<ScreenTimes> {
  const rendererDir = resolve(import.meta.dirname, '..', 'dist', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error('dist/renderer is missing: run `npm run build` first');
  const host = await startWebHost({
    dataDir,
    rendererDir,
    version: packageJson.version,
    port: 0,
    embedded: null,
    ...(ledgerUrl ? { ledgerUrl } : {}),
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const times: ScreenTimes = { firstOpen: 0, answered: [], drawnAfterAnswer: [], drawn: [] };
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await page.goto(host.url);
    await page.getByRole('navigation').first().waitFor();
    const t = performance.now();
    await page.keyboard.press('Alt+9');
    await page.locator(DRAWN).nth(4).waitFor();
    times.firstOpen = performance.now() - t;
    const today = new Date(new Date().setHours(0, 0, 0, 0)).getTime();
    const from = page.getByLabel('从');
    const back = day(new Date(today).setDate(new Date(today).getDate() - Number(period) + 1));
    // Each run: a change to today (not counted), then the timed change to the period.
    const [toToday, toPeriod] =
      period === 'days30'
        ? [
            () => page.getByText('今天', { exact: true }).click(),
            () => page.getByText('近 30 天', { exact: true }).click(),
          ]
        : [() => from.fill(day(today)), () => from.fill(back)];
    if (period === 'days30')
      await timed(page, untimed(), () => page.getByText('近 7 天', { exact: true }).click());
    else {
      await page.getByText('自选', { exact: true }).click();
      await page.getByLabel('到').fill(day(today));
    }
    for (let i = 0; i < runs; i++) {
      await timed(page, untimed(), toToday);
      await timed(page, times, toPeriod);
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return times;
}
