/*
 * The Report screen's timings in Chromium through the web host: the first open (Alt+9 → five charts drawn: the
 * Chart.js chunk's load is in it), then, per change of period, the click → main's answer to `report.figures`
 * (its reads and the IPC) → every chart drawn (React and Chart.js), so the bench prints where the time goes. The
 * changes are timed by the page's clock from the click (or keystroke) event. Each timed change asks for a period
 * the page has not read since it loaded: a period read before is drawn at once from the page's cache and read
 * again behind it, which would time the cache, not the report (and put the drawing before the answer).
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
  performance.clearResourceTimings();
  // No function is named inside (a bundler's name helper would not exist in the page).
  // The first of them counts, stamped by the page's clock as it is dispatched: a chip's radio fires its own input
  // event after the click that already asked main (and an automated event's own timeStamp can be later still).
  for (const type of ['pointerdown', 'input'])
    document.addEventListener(type, () => void (w.benchMarks.input ||= performance.now()), true);
  new MutationObserver((changes) => {
    if (changes.some((c) => (c.target as Element).getAttribute('data-drawn') === 'true'))
      w.benchMarks.drawn = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
};

interface Settled {
  input: number;
  answered: number;
  drawn: number;
}

/**
 * The change's times once they are all known, or null: main's answer to a `report.figures` asked after the input
 * (an answer asked before it, a refetch still on its way, is not this change's), then five charts drawn after that
 * answer with the screen idle. A period the page had read before would be drawn from its cache before the answer
 * and never after it: each timed period is one the page has not read (see runOnce).
 */
const SETTLED = (drawnSelector: string): Settled | null => {
  const marks = (window as unknown as { benchMarks: { input: number; drawn: number } }).benchMarks;
  const answer = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.endsWith('/ipc/report.figures') && e.startTime >= marks.input)
    .at(-1) as PerformanceResourceTiming | undefined;
  if (!answer || answer.responseEnd === 0) return null;
  if (document.querySelector('.rp-screen[aria-busy="false"]') === null) return null;
  if (document.querySelectorAll(drawnSelector).length < 5 || marks.drawn < answer.responseEnd) return null;
  return { input: marks.input, answered: answer.responseEnd, drawn: marks.drawn };
};

/** Runs `change` and, once its answer is drawn, reads its times from the page's clock. */
const timed = async (page: Page, times: ScreenTimes, change: () => Promise<void>) => {
  await page.evaluate(MARKS);
  await change();
  const m = (await (await page.waitForFunction(SETTLED, DRAWN)).jsonValue()) as Settled;
  times.answered.push(m.answered - m.input);
  times.drawnAfterAnswer.push(m.drawn - m.answered);
  times.drawn.push(m.drawn - m.input);
};

/** Timings thrown away (the changes that lead to each timed one). */
const untimed = (): ScreenTimes => ({ firstOpen: 0, answered: [], drawnAfterAnswer: [], drawn: [] });

const day = (at: number) => new Date(at).toLocaleDateString('sv');

/** The page loaded afresh (nothing read yet) with the Report screen open and its five charts drawn; its time. */
const openReport = async (page: Page, url: string): Promise<number> => {
  await page.goto(url);
  await page.getByRole('navigation').first().waitFor();
  const t = performance.now();
  await page.keyboard.press('Alt+9');
  await page.locator(DRAWN).nth(4).waitFor();
  return performance.now() - t;
};

/**
 * The changes of one run on a page just loaded: `period` 'days30' is the "近 7 天" button (untimed: the code warm),
 * then "近 30 天" (timed); a number of days is a range typed, first ending yesterday (untimed), then its "from" field
 * typed so it ends today and spans that many days (timed). Each timed period is one the page has not read.
 */
const runOnce = async (page: Page, times: ScreenTimes, period: 'days30' | number) => {
  if (period === 'days30') {
    await timed(page, untimed(), () => page.getByText('近 7 天', { exact: true }).click());
    await timed(page, times, () => page.getByText('近 30 天', { exact: true }).click());
    return;
  }
  const today = new Date(new Date().setHours(0, 0, 0, 0)).getTime();
  const back = (days: number) => day(new Date(today).setDate(new Date(today).getDate() - days));
  // A range with one end only is not read: the first field typed reads nothing.
  await page.getByText('自选', { exact: true }).click();
  await page.getByLabel('到').fill(back(1));
  await timed(page, untimed(), () => page.getByLabel('从').fill(back(period)));
  await timed(page, untimed(), () => page.getByLabel('到').fill(day(today)));
  await timed(page, times, () => page.getByLabel('从').fill(back(period - 1)));
};

/** `runs` timed changes to `period` ('days30': the "近 30 天" button; a number of days: a range ending today). */
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
    times.firstOpen = await openReport(page, host.url);
    for (let i = 0; i < runs; i++) {
      if (i > 0) await openReport(page, host.url);
      await runOnce(page, times, period);
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return times;
}
