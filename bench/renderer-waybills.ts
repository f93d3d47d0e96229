/*
 * Waybills screen benchmark (issue 5): a ledger of 20,000 waybills, the real renderer in Chromium through the
 * web host. Measures the time from opening the screen to its first rows, then frame times (requestAnimationFrame
 * deltas) while the list scrolls from top to bottom. Target: p95 < 20 ms.
 * Run alone with `npx tsx bench/renderer-waybills.ts`, or through `npm run bench`. Needs the built renderer
 * (`npm run build`); cleans up its temp dir.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import packageJson from '../package.json' with { type: 'json' };
import { LEDGER_FILE } from '../electron/desk-core';
import { makeTempDir, recordFetch, type WaybillSeed } from '../electron/services/ledger/ledger-test-kit';
import { openLedger } from '../electron/services/ledger/open-ledger';
import { startWebHost } from '../electron/web-host-app';

const ROWS = 20_000;
const FETCH_SIZE = 10;
/** Pixels per frame: a fast scrollbar drag (about 30 rows a frame), so the run takes seconds, not minutes. */
const SCROLL_STEP_PX = Number(process.env.BENCH_SCROLL_STEP ?? 1500);
const CARRIERS = ['YTO', 'ZTO', 'STO', 'YUNDA', 'SF', 'EMS'] as const;
const NAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'];
const GOODS = [
  '纯棉短袖T恤 男款 白色 XL',
  '不锈钢保温杯 500ml',
  '无线蓝牙耳机 降噪版',
  '宠物猫粮 成猫 2kg',
  '家用抽纸 3层 24包',
];

/** Fills the ledger through its own write path, 10 waybills per fetch as the gateway issues them. */
function seedLedger(file: string): number {
  const started = performance.now();
  const ledger = openLedger(file);
  try {
    for (let f = 0; f < ROWS / FETCH_SIZE; f++) {
      const cpCode = CARRIERS[f % CARRIERS.length] ?? 'YTO';
      const seeds: WaybillSeed[] = Array.from({ length: FETCH_SIZE }, (_, i) => {
        const n = f * FETCH_SIZE + i;
        return {
          orderSn: `250601-${String(100_000_000_000 + n)}`,
          waybillCode: `YT${String(4_000_000_000_000 + n)}`,
          receiverName: `${NAMES[n % NAMES.length] ?? '王'}**`,
          goodsName: GOODS[n % GOODS.length] ?? '',
        };
      });
      recordFetch(ledger, seeds, cpCode);
    }
  } finally {
    ledger.close();
  }
  return performance.now() - started;
}

function shmTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join('/dev/shm', prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

interface ScrollRun {
  frames: number[];
  pendingRowsSeen: number;
  lastRowShown: boolean;
}

export async function benchRendererWaybills(): Promise<void> {
  const rendererDir = resolve(import.meta.dirname, '..', 'dist', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build` first');
  }
  // On tmpfs when there is one: the ledger fsyncs every fetch, which is not what this bench measures.
  const tmp = existsSync('/dev/shm') ? shmTempDir('bench-waybills-') : makeTempDir('bench-waybills-');
  let host: Awaited<ReturnType<typeof startWebHost>> | null = null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const seedMs = seedLedger(join(tmp.dir, LEDGER_FILE));
    console.log(`ledger: ${ROWS.toLocaleString('en')} waybills seeded in ${(seedMs / 1000).toFixed(1)} s`);
    // No gateway: the Waybills screen reads the ledger only.
    host = await startWebHost({
      dataDir: tmp.dir,
      rendererDir,
      version: packageJson.version,
      port: 0,
      embedded: null,
    });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx (esbuild, keepNames) wraps named functions in `__name(...)`; give the page that helper too.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.addInitScript(() => localStorage.setItem('seller-tools.language', 'en'));
    await page.goto(host.url);
    await page.getByRole('navigation').first().waitFor();

    const opened = performance.now();
    await page.keyboard.press('Alt+2');
    await page.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').waitFor();
    const firstRowsMs = performance.now() - opened;
    const shown = await page.getByTestId('matching-count').textContent();

    // Scroll inside the page, one step per animation frame, and record every frame's delta until the end.
    const run = await page.evaluate(
      async ({ step, rows }): Promise<ScrollRun> => {
        const box = document.querySelector<HTMLElement>('[data-testid="waybill-scroll"]');
        if (!box) throw new Error('no waybill list on screen');
        const frames: number[] = [];
        let pendingRowsSeen = 0;
        await new Promise<void>((done) => {
          let last = performance.now();
          const tick = (now: number) => {
            frames.push(now - last);
            last = now;
            pendingRowsSeen += box.querySelectorAll('[aria-busy="true"]').length > 0 ? 1 : 0;
            if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
              done();
              return;
            }
            box.scrollTop += step;
            requestAnimationFrame(tick);
          };
          requestAnimationFrame((now) => {
            last = now;
            requestAnimationFrame(tick);
          });
        });
        // The last chunk arrives after the last frame; wait for the last row to be drawn.
        const lastRow = `[role="row"][aria-rowindex="${rows + 1}"]:not([aria-busy])`;
        const until = performance.now() + 10_000;
        while (!box.querySelector(lastRow) && performance.now() < until)
          await new Promise((r) => setTimeout(r, 50));
        return {
          frames: frames.slice(1),
          pendingRowsSeen,
          lastRowShown: Boolean(box.querySelector(lastRow)),
        };
      },
      { step: SCROLL_STEP_PX, rows: ROWS },
    );

    const sorted = [...run.frames].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(`screen shows: ${shown?.trim() ?? '?'}`);
    console.log(`time to first rows: ${firstRowsMs.toFixed(0)} ms (from opening the screen)`);
    console.log(
      `scroll top → bottom: ${run.frames.length} frames at ${SCROLL_STEP_PX} px/frame; frame time ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms ` +
        `(target p95 < 20 ms: ${p95 < 20 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `frames showing rows still loading: ${run.pendingRowsSeen} of ${run.frames.length}; last row drawn: ${run.lastRowShown ? 'yes' : 'no'}`,
    );
  } finally {
    await browser.close();
    await host?.close();
    tmp.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchRendererWaybills();
