/*
 * The handover list of a batch to PDF as the desk draws it: the real print route (dist/renderer/print.html
 * `?doc=handover`) in headless Chromium, its `handover.batch` call answered by the bench's own handover service (a
 * `window.sellerTools` bridge, as Electron's preload exposes it, over an exposed function), then `page.pdf` A4.
 */
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { handoverRoutePath } from '../shared/documents/handover-list';
import type { SellerToolsBridge } from '../shared/ipc/events';
import { debianChromium } from '../e2e/fixtures/debian-chromium';
import type { HandoverService } from '../electron/features/handover/handover-service';
import { ensureRendererBuilt, serveRenderer } from './labels-pdf';

const RENDERER_DIR = join(resolve(import.meta.dirname, '..'), 'dist', 'renderer');

export interface ListPrinter {
  /** The batch's list drawn and saved as PDF: its bytes, and the time to draw it and to write the PDF. */
  pdf(batchId: number): Promise<{ bytes: Uint8Array; renderMs: number; pdfMs: number }>;
  close(): Promise<void>;
}

/** Chromium open on the print route (launched before the clock starts: the desk's window is up already). */
export async function openListPrinter(handover: HandoverService): Promise<ListPrinter> {
  ensureRendererBuilt();
  const served = await serveRenderer(RENDERER_DIR);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(debianChromium);
    const page = await bridgedPage(browser, handover);
    return {
      pdf: async (batchId) => {
        const started = performance.now();
        await page.goto(`${served.url}/${handoverRoutePath(batchId, 'zh-CN')}`);
        await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
        const renderMs = performance.now() - started;
        const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        return { bytes, renderMs, pdfMs: performance.now() - started - renderMs };
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

async function bridgedPage(browser: Browser, handover: HandoverService): Promise<Page> {
  const page = await browser.newPage();
  await page.exposeFunction('benchHandoverBatch', (batchId: number) => handover.batch(batchId));
  // tsx (esbuild, keepNames) wraps named functions in `__name(...)`; give the page that helper too.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.addInitScript(() => {
    const read = (window as unknown as { benchHandoverBatch: (id: number) => Promise<unknown> })
      .benchHandoverBatch;
    const bridge: SellerToolsBridge = {
      call: async (channel, input) =>
        channel === 'handover.batch'
          ? { ok: true, value: await read((input as { batchId: number }).batchId) }
          : { ok: false, error: { kind: 'internal', msg: `bench bridge: no ${channel}` } },
      on: () => () => undefined,
    };
    (window as unknown as { sellerTools: SellerToolsBridge }).sellerTools = bridge;
  });
  return page;
}
