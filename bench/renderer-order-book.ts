import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import packageJson from '../package.json' with { type: 'json' };
import { LEDGER_FILE } from '../electron/app/desk-core';
import { startWebHost } from '../electron/hosts/web/web-host-app';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { seedAnchor, seedOrders } from '../sandbox/catalogue/order-seed';
import { prepareBenchPage } from './scroll-frames';
import { percentile } from './percentile';
import { benchBookSizes } from './order-book-search-kit';
import { keptBookFile } from './order-book-search';

/*
 * The Orders screen from the order book: the real renderer in Chromium through the web host, a
 * book of 10,000 orders awaiting shipment (the default tab), no gateway at all (the book is free). Measures
 * navigation (Alt+1 from another screen) → first rows painted (target < 150 ms), the cold open for reference,
 * and frame times while scrolling all 10,000 rows (chunks of 200 read as the list moves; target p95 < 20 ms).
 * With `--orders N` (or ORDER_BOOK_BENCH_ORDERS) it opens the book `OrderBookSearch` kept (ORDER_BOOK_BENCH_KEEP)
 * instead: the same measures on a book of N orders, scrolling as far as MAX_FRAMES go.
 */

const ROWS = 10_000;
const NAVIGATIONS = 10;
const STEP_PX = 400;
/** Enough frames to reach the bottom at 60 Hz; a slower machine reports how far it got. */
const MAX_FRAMES = 1_500;

/** Resolves (in the page) with the time the first order row was painted after `since`. */
const firstRowsPainted = async (page: Page, trigger: () => Promise<void>): Promise<number> => {
  const since = await page.evaluate(() => performance.now());
  const painted = page.evaluate(
    () =>
      new Promise<number>((done) => {
        const check = () => {
          if (!document.querySelector('tr.order-row')) return false;
          requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await trigger();
  return (await painted) - since;
};

const scrollAll = async ({ step, maxFrames, rows }: { step: number; maxFrames: number; rows: number }) => {
  const box = document.querySelector<HTMLElement>('[data-testid="orders-scroll"]');
  if (!box) throw new Error('no order list on screen');
  box.scrollTop = 0;
  await new Promise((r) => setTimeout(r, 300));
  // "200 of 10,000": the rows read so far come first.
  const loaded = () =>
    Number(
      /\d[\d,]*/
        .exec(document.querySelector('[data-testid="book-count"]')?.textContent ?? '')?.[0]
        ?.replace(/,/g, '') ?? 0,
    );
  let waiting = 0;
  const run = await window.benchScrollFrames(box, step, maxFrames, () => {
    const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
    if (atBottom && loaded() < rows) waiting++;
    return atBottom && loaded() >= rows;
  });
  return { frames: run.frames, waiting, loaded: loaded() };
};

/** The kept book `--orders N` names (null: none asked for; a missing one is an error). */
function keptBook(): { file: string; size: number } | null {
  if (!process.argv.includes('--orders') && !process.env.ORDER_BOOK_BENCH_ORDERS) return null;
  const [size = 0] = benchBookSizes();
  const file = keptBookFile(size);
  if (file === null || !existsSync(file))
    throw new Error(`no kept book of ${size} orders: run OrderBookSearch with ORDER_BOOK_BENCH_KEEP first`);
  return { file, size };
}

/** ROWS seeded orders, all awaiting shipment. */
async function seedBook(file: string): Promise<void> {
  const ledger = await openLedger(file);
  const orders = seedOrders('demo-owner', ROWS, 20240601, seedAnchor(Date.now()));
  for (let i = 0; i < orders.length; i += 1000) {
    await ledger.book.upsertOrders(
      'demo-owner',
      orders.slice(i, i + 1000).map((o) => ({ ...o, order_status: 1, withholding_money: 1 })),
    );
  }
  await ledger.close();
}

export async function benchRendererOrderBook(): Promise<void> {
  const rendererDir = resolve(import.meta.dirname, '..', 'dist', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error('dist/renderer is missing: run `npm run build` first');
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-book-ui-'));
  const kept = keptBook();
  if (kept !== null) symlinkSync(kept.file, join(dir, LEDGER_FILE));
  else await seedBook(join(dir, LEDGER_FILE));
  const rows = kept?.size ?? ROWS;
  const host = await startWebHost({
    dataDir: dir,
    rendererDir,
    version: packageJson.version,
    port: 0,
    embedded: null,
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    host.core.services.settings.update({ language: 'en' });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await prepareBenchPage(page);
    const t0 = Date.now();
    await page.goto(host.url);
    await page.locator('tr.order-row').first().waitFor({ timeout: 60_000 });
    console.log(
      `book: ${kept ? `${rows.toLocaleString('en')} orders (kept)` : `${ROWS.toLocaleString('en')} orders awaiting shipment`}; ` +
        `cold open → first rows ${Date.now() - t0} ms`,
    );

    const navs: number[] = [];
    for (let i = 0; i < NAVIGATIONS; i++) {
      await page.keyboard.press('Alt+2');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Waybills' }).waitFor();
      await page.waitForTimeout(200);
      navs.push(await firstRowsPainted(page, () => page.keyboard.press('Alt+1')));
    }
    const sorted = [...navs].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `navigation (Alt+1) → first rows painted: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
        `(target < 150 ms: ${p95 < 150 ? 'met' : 'NOT met'})`,
    );

    const run = await page.evaluate(scrollAll, { step: STEP_PX, maxFrames: MAX_FRAMES, rows });
    const frames = [...run.frames].sort((a, b) => a - b);
    const fp95 = percentile(frames, 95);
    console.log(
      `scroll through ${run.loaded.toLocaleString('en')} rows at ${STEP_PX} px/frame: ${run.frames.length} frames, ` +
        `p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${fp95.toFixed(1)} ms, max ${(frames.at(-1) ?? NaN).toFixed(1)} ms ` +
        `(target p95 < 20 ms: ${fp95 < 20 ? 'met' : 'NOT met'}); frames waiting at the end of a chunk: ${run.waiting}`,
    );
  } finally {
    await browser.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchRendererOrderBook();
