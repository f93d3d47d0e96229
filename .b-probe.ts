import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import packageJson from './package.json' with { type: 'json' };
import { LEDGER_FILE } from './electron/desk-core';
import { recordFetch } from './electron/services/ledger/ledger-test-kit';
import { openLedger } from './electron/services/ledger/open-ledger';
import { startWebHost } from './electron/web-host-app';
const dir = '/dev/shm/b-probe';
let fresh = false;
try { mkdtempSync; } catch {}
import { existsSync, mkdirSync } from 'node:fs';
if (!existsSync(join(dir, LEDGER_FILE))) {
  mkdirSync(dir, { recursive: true }); fresh = true;
  const l = openLedger(join(dir, LEDGER_FILE));
  for (let f = 0; f < 2000; f++) recordFetch(l, Array.from({ length: 10 }, (_, i) => ({ orderSn: `250601-${100000000000 + f * 10 + i}`, waybillCode: `YT${4000000000000 + f * 10 + i}` })));
  l.close();
}
const host = await startWebHost({ dataDir: dir, rendererDir: process.env.RDIR ?? 'dist/renderer', version: packageJson.version, port: 0, embedded: null });
const step = Number(process.argv[2] ?? 300);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.addInitScript('globalThis.__name = (fn) => fn');
await page.goto(host.url);
await page.getByRole('navigation').first().waitFor();
await page.keyboard.press('Alt+2');
await page.locator('[data-testid="waybill-scroll"]').waitFor(); await page.waitForTimeout(1500);
if (process.env.TRACE) await browser.startTracing(page, { path: '/tmp/b-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'viz', 'gpu'] });
const r = await page.evaluate(async (step) => {
  const box = document.querySelector<HTMLElement>('[data-testid="waybill-scroll"]')!;
  const frames: number[] = [];
  await new Promise<void>((done) => { let last = 0; let n = 0; const t = (now: number) => { if (last) frames.push(now - last); last = now; box.scrollTop += step; if (++n < 300) requestAnimationFrame(t); else done(); }; requestAnimationFrame(t); });
  const x = [...frames].sort((p, q) => p - q);
  return [x[Math.floor(x.length / 2)], x[Math.floor(x.length * 0.95)]].map((v) => v!.toFixed(1)).join('/');
}, step);
if (process.env.TRACE) await browser.stopTracing();
console.log(step, r);
await browser.close(); await host.close();
