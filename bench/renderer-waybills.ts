/*
 * Waybills screen benchmark: a ledger of 20,000 waybills, the real renderer in Chromium through the
 * web host. Measures the time from opening the screen to its first rows, then frame times (requestAnimationFrame
 * deltas) while the list is flung from top to bottom, and while it moves at reading speed. Target: p95 < 20 ms.
 * Run alone with `npx tsx bench/renderer-waybills.ts`, or through `npm run bench`. Needs the built renderer
 * (`npm run build`); cleans up its temp dir.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import packageJson from '../package.json' with { type: 'json' };
import { LEDGER_FILE } from '../electron/app/desk-core';
import { makeTempDir, recordFetch, type WaybillSeed } from '../electron/testing/ledger-test-kit';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { startWebHost } from '../electron/hosts/web/web-host-app';
import { prepareBenchPage } from './scroll-frames';
import { percentile } from './percentile';

const ROWS = 20_000;
const FETCH_SIZE = 10;
/** Pixels per frame of a scrollbar drag (about 30 rows a frame): top to bottom in seconds, not minutes. */
const FLING_PX = 1500;
/** Pixels per frame of someone reading as the list moves (under the light-row speed, 2.5 px/ms, at 60 Hz). */
const READING_PX = 30;
const READING_FRAMES = 600;
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
async function seedLedger(file: string): Promise<number> {
  const started = performance.now();
  const ledger = await openLedger(file);
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
      await recordFetch(ledger, seeds, cpCode);
    }
  } finally {
    await ledger.close();
  }
  return performance.now() - started;
}

function shmTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join('/dev/shm', prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

interface ScrollRun {
  frames: number[];
  /** Frames in which a row was still waiting for its chunk. */
  pendingFrames: number;
  /** Frames drawn with the light rows of a fling. */
  lightFrames: number;
  lastRowShown: boolean;
}

/**
 * Runs in the page: scrolls the list `step` px per animation frame from the top, until the bottom or
 * `maxFrames`, recording each frame's requestAnimationFrame delta.
 */
const scrollInPage = async ({
  step,
  rows,
  maxFrames,
}: {
  step: number;
  rows: number;
  maxFrames: number;
}): Promise<ScrollRun> => {
  const box = document.querySelector<HTMLElement>('[data-testid="waybill-scroll"]');
  if (!box) throw new Error('no waybill list on screen');
  box.scrollTop = 0;
  await new Promise((r) => setTimeout(r, 500));
  let pendingFrames = 0;
  let lightFrames = 0;
  const { frames, cut } = await window.benchScrollFrames(box, step, maxFrames, () => {
    if (box.querySelector('[aria-busy="true"]')) pendingFrames++;
    if (box.querySelector('.wb-row-light')) lightFrames++;
    return box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
  });
  // At the bottom, the last chunk may arrive after the last frame: wait for the last row to be drawn.
  const lastRow = `[role="row"][aria-rowindex="${rows + 1}"]:not([aria-busy])`;
  const until = performance.now() + (cut ? 0 : 10_000);
  while (!box.querySelector(lastRow) && performance.now() < until)
    await new Promise((r) => setTimeout(r, 50));
  return {
    frames,
    pendingFrames,
    lightFrames,
    lastRowShown: Boolean(box.querySelector(lastRow)),
  };
};

const report = (title: string, step: number, run: ScrollRun): void => {
  const sorted = [...run.frames].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `${title}: ${run.frames.length} frames at ${step} px/frame; frame time p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (target p95 < 20 ms: ${p95 < 20 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  frames with rows still loading: ${run.pendingFrames}; drawn with light rows: ${run.lightFrames}` +
      (run.lastRowShown ? '; last row drawn' : ''),
  );
};

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
    const seedMs = await seedLedger(join(tmp.dir, LEDGER_FILE));
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
    await prepareBenchPage(page);
    await page.goto(host.url);
    await page.getByRole('navigation').first().waitFor();

    const opened = performance.now();
    await page.keyboard.press('Alt+2');
    await page.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').waitFor();
    const firstRowsMs = performance.now() - opened;
    const shown = await page.getByTestId('matching-count').textContent();
    console.log(`screen shows ${shown?.replace(/\D/g, '') ?? '?'} waybills`);
    console.log(`time to first rows: ${firstRowsMs.toFixed(0)} ms (from opening the screen)`);

    const fling = await page.evaluate(scrollInPage, { step: FLING_PX, rows: ROWS, maxFrames: 100_000 });
    report('scroll top → bottom, flung', FLING_PX, fling);
    const reading = await page.evaluate(scrollInPage, {
      step: READING_PX,
      rows: ROWS,
      maxFrames: READING_FRAMES,
    });
    report('scroll at reading speed', READING_PX, reading);
  } finally {
    await browser.close();
    await host?.close();
    tmp.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchRendererWaybills();
