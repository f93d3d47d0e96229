/*
 * The handover list of a batch to PDF as the desk draws it: the real print route (dist/renderer/print.html
 * `?doc=handover`) in headless Chromium, then `page.pdf` A4. The page calls `handover.batch` through its own HTTP
 * bridge (the web host's transport), answered by the bench's handover service, so the page and its IPC are the
 * shipped ones (Electron's preload answers the same call over IPC).
 */
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { handoverRoutePath } from '../shared/documents/handover-list';
import { debianChromium } from '../e2e/fixtures/debian-chromium';
import type { HandoverService } from '../electron/features/handover/handover-service';
import { ensureRendererBuilt, serveRenderer } from './labels-pdf';
import { treeCpuSeconds } from './process-tree-usage';

const RENDERER_DIR = join(resolve(import.meta.dirname, '..'), 'dist', 'renderer');

/** When the page had its parts, in ms from the navigation's start (the page's own clock). */
export interface ListDrawn {
  /** The route's HTML and scripts loaded and run (DOMContentLoaded). */
  loadedMs: number;
  /** The batch's answer to `handover.batch` received. */
  batchMs: number;
}

export interface ListPdf {
  bytes: Uint8Array;
  /** From the navigation to body[data-ready] (the list drawn, fonts loaded, two frames painted). */
  renderMs: number;
  /** `page.pdf`: Chromium's print layout of the A4 pages and the PDF written. */
  pdfMs: number;
  drawn: ListDrawn;
  /** CPU seconds of Chromium's processes while the list was drawn, and while its PDF was written. */
  cpu: { drawnS: number; pdfS: number };
}

export interface ListPrinter {
  /** The batch's list drawn and saved as PDF: its bytes, the time to draw it (and its split) and to write the PDF. */
  pdf(batchId: number): Promise<ListPdf>;
  close(): Promise<void>;
}

/** Chromium open (launched before the clock starts: the desk's window is up already). */
export async function openListPrinter(handover: HandoverService): Promise<ListPrinter> {
  ensureRendererBuilt();
  const served = await serveRenderer(RENDERER_DIR, async (channel, input) => {
    if (channel !== 'handover.batch') throw new Error(`bench: no ${channel}`);
    return handover.batch((input as { batchId: number }).batchId);
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(debianChromium);
    const page = await browser.newPage();
    await chromiumSettled();
    return {
      pdf: async (batchId) => {
        const cpu0 = treeCpuSeconds();
        const started = performance.now();
        await page.goto(`${served.url}/${handoverRoutePath(batchId, 'zh-CN')}`);
        await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
        const renderMs = performance.now() - started;
        const cpu1 = treeCpuSeconds();
        const drawn = await drawnSplit(page);
        const pdfStarted = performance.now();
        const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        const pdfMs = performance.now() - pdfStarted;
        return { bytes, renderMs, pdfMs, drawn, cpu: { drawnS: cpu1 - cpu0, pdfS: treeCpuSeconds() - cpu1 } };
      },
      close: async () => {
        await browser?.close();
        served.server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    served.server.close();
    throw error;
  }
}

/**
 * Waits until Chromium's own start-up is over: for about two seconds after launch its browser process and its
 * built-in WebUI renderer spend 1.5–2 s of CPU, which on two shared cores would be counted as the list's. The desk's
 * window is up long before a batch closes, so the clock starts once the process tree has been quiet for 0.5 s
 * (at most 15 s).
 */
const chromiumSettled = async (): Promise<void> => {
  const QUIET_S = 0.02;
  const deadline = performance.now() + 15_000;
  let before = treeCpuSeconds();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = treeCpuSeconds();
    if (now - before <= QUIET_S) return;
    before = now;
  }
};

/** The page's own timings: the route loaded, and the IPC answer's resource entry. */
const drawnSplit = (page: Page): Promise<ListDrawn> =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const ipc = performance
      .getEntriesByType('resource')
      .find((r) => r.name.includes('/ipc/handover.batch')) as PerformanceResourceTiming | undefined;
    return {
      loadedMs: nav?.domContentLoadedEventEnd ?? NaN,
      batchMs: ipc?.responseEnd ?? NaN,
    };
  });
