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
const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
if (process.env.TRACE) await browser.startTracing(page, { path: '/tmp/b-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'viz', 'gpu'] });
const r = await page.evaluate(async (step) => {
  const box = document.querySelector<HTMLElement>('[data-testid="waybill-scroll"]')!;
  const frames: number[] = [];
  const ends: number[] = [];
  await new Promise<void>((done) => { let last = 0; let n = 0; const t = (now: number) => { if (last) { frames.push(now - last); ends.push(now); } last = now; box.scrollTop += step; if (++n < 300) requestAnimationFrame(t); else done(); }; requestAnimationFrame(t); });
  const x = [...frames].sort((p, q) => p - q);
  const fetches = performance.getEntriesByType('resource').filter((e) => e.name.includes('waybills.list')).map((e) => (e as PerformanceResourceTiming).responseEnd);
  const long = frames.map((f, i) => [f, ends[i]!] as const).filter(([f]) => f > 40);
  const withFetch = long.filter(([f, end]) => fetches.some((r) => r <= end && r >= end - f)).length;
  return [x[Math.floor(x.length / 2)], x[Math.floor(x.length * 0.95)]].map((v) => v!.toFixed(1)).join('/') + ` long>40ms: ${long.length}, of which a chunk arrived during: ${withFetch}, fetches ${fetches.length}`;
}, step);
if (process.env.TRACE) await browser.stopTracing();
if (cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>(); const total = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const name = (id: number) => { const n = byId.get(id)!; return `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; };
  (profile.samples ?? []).forEach((id, i) => {
    const d = (dt[i] ?? 0) / 1000;
    self.set(name(id), (self.get(name(id)) ?? 0) + d);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) { const k = name(cur); if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + d); } }
  });
  console.log('SELF'); console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(6)}ms ${k}`).join('\n'));
  console.log('TOTAL'); console.log([...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(0).padStart(6)}ms ${k}`).join('\n'));
}
console.log(step, r);
await browser.close(); await host.close();
