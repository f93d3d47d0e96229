/*
 * Labels to PDF: N = 1,000 labels rendered by the real print route
 * (dist/renderer/print.html) in headless Chromium, in parts of 1,000 as the desk's export does (each part
 * `page.pdf({ preferCSSPageSize: true })`, joined with pdf-lib into ONE PDF); BENCH_LABEL_CHUNK=100 compares smaller parts.
 * Figures: render time (navigation → body[data-ready]), PDF time, labels per second (target ≥ 95/s), PDF size and page count
 * (checked with pdf-lib), and peak memory of Chromium's processes and of this Node process.
 *
 * The labels are real sandbox print_data: 500 waybills fetched over HTTP through the typed client, 10 per
 * call, carriers in turn, parsed with parsePrintData with the extras labels.get adds (order number, goods,
 * print date). They reach the print route through an injected `window.sellerTools` bridge (as Electron's
 * preload exposes it) whose labels.get answers with those entries, and dist/renderer is served by a small
 * static server. Not the web host: this bench measures rendering and PDF, not IPC or the ledger, and the
 * web host was being rebuilt when this was written; the page, its code and its CSS are the shipped ones.
 *
 * Run alone with `npx tsx bench/labels-pdf.ts`, or through `npm run bench`. Builds the renderer when
 * dist/renderer/print.html is missing; starts and stops its own sandbox, server and browser.
 * BENCH_LABELS=<n> and BENCH_LABEL_SIZES=100x150,76x130 change the run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createSandbox } from '../sandbox/server';
import { createSellerToolsClient } from '../shared/api/client';
import { createDemoLikeToken } from '../shared/testing/sandbox-harness';
import { sampleFetchRequest } from '../shared/testing/sample-requests';
import type { SellerToolsBridge } from '../shared/ipc/events';
import type { LabelParseResult } from '../shared/label/label-model';
import { isLabelSize, LABEL_DIMENSIONS, type LabelSize } from '../shared/label/label-sizes';
import { parsePrintData } from '../shared/label/parse-print-data';
import { SAMPLE_CARRIERS } from '../shared/testing/print-data-samples';
import { treeCpuSeconds, watchProcessTree } from './process-tree-usage';
import { mergePdfs } from '../electron/features/printing/pdf-merge';
import { debianChromium } from '../e2e/fixtures/debian-chromium';

const N = Number(process.env.BENCH_LABELS ?? 1000);
/** Labels per drawn chunk (the desk's export chunk); 0 = one document. */
const CHUNK = Number(process.env.BENCH_LABEL_CHUNK ?? 1000);
const SIZES = (process.env.BENCH_LABEL_SIZES ?? '100x150,76x130').split(',').filter(isLabelSize);
const PER_FETCH = 10;
const TARGET_PER_SECOND = 95;
const ROOT = resolve(import.meta.dirname, '..');
const RENDERER_DIR = join(ROOT, 'dist', 'renderer');

/** What labels.get answers per waybill (shared/ipc/channels/labels LabelEntry). */
interface LabelEntry {
  id: number;
  waybillCode: string;
  label: LabelParseResult;
}

const NAMES = ['王小明', '李秀英', '张伟', '刘洋', '陈静', '欧阳娜娜', '赵磊', '黄晓燕', '周杰', '吴敏'];
const PLACES = [
  ['上海市', '上海市', '浦东新区', '张江镇', '祖冲之路 888 弄'],
  ['广东省', '深圳市', '南山区', '粤海街道', '科技园南路 18 号 深圳湾创业投资大厦'],
  ['北京市', '北京市', '朝阳区', '望京街道', '阜通东大街 6 号院'],
  ['四川省', '成都市', '武侯区', '桂溪街道', '天府大道北段 1700 号 环球中心 E1 区'],
  ['江苏省', '南京市', '鼓楼区', '湖南路街道', '中山北路 30 号'],
] as const;
const GOODS = ['不锈钢保温杯 500ml', '纯棉短袖T恤 男款 白色 XL', '无线蓝牙耳机 降噪版', '宠物猫粮 成猫 2kg'];

const pad = (n: number) => String(n).padStart(2, '0');
const printDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** N waybills from the sandbox, 10 per fetch, turned into labels.get entries the way its handler does. */
async function fetchLabelEntries(count: number): Promise<LabelEntry[]> {
  const sandbox = await createSandbox({ port: 0, rateLimit: false });
  try {
    const client = createSellerToolsClient({
      baseUrl: sandbox.url,
      token: await createDemoLikeToken(sandbox.url),
      rateLimit: { limit: 1000, windowMs: 1000 },
    });
    const printedAt = printDate(new Date());
    const entries: LabelEntry[] = [];
    for (let call = 0; entries.length < count; call++) {
      const size = Math.min(PER_FETCH, count - entries.length);
      const request = sampleFetchRequest(call, size, SAMPLE_CARRIERS[call % SAMPLE_CARRIERS.length]);
      const apply = request.param_waybill_cloud_print_apply_new_request;
      apply.dms_sorting = true;
      // Varied recipients, orders and goods: long and short names and addresses, as a real day's batch.
      const extras = new Map<string, { orderSn: string; goods: string }>();
      apply.trade_order_info_dtos = apply.trade_order_info_dtos.map((dto, i) => {
        const n = call * PER_FETCH + i;
        const [province, city, district, town, street] = PLACES[n % PLACES.length]!;
        const orderSn = `250601-${String(300_000_000_000 + n)}`;
        const goods = GOODS[n % GOODS.length]!;
        extras.set(dto.object_id, { orderSn, goods: `${goods} ×${(n % 3) + 1}` });
        return {
          ...dto,
          order_info: { order_channels_type: 'PDD', trade_order_list: [orderSn] },
          package_info: { items: [{ count: (n % 3) + 1, name: goods }] },
          recipient: {
            address: {
              province,
              city,
              district,
              town,
              detail: `${street} ${(n % 30) + 1} 栋 ${101 + (n % 20)} 室`,
            },
            mobile: `139${String(10_000_000 + n * 7919).slice(-8)}`,
            name: NAMES[n % NAMES.length]!,
          },
        };
      });
      const result = await client.fetchWaybills(request);
      for (const r of result.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response) {
        const extra = extras.get(r.object_id);
        entries.push({
          id: entries.length + 1,
          waybillCode: r.waybill_code,
          label: parsePrintData(r.print_data, {
            goodsSummary: extra?.goods ?? '',
            orderSn: extra?.orderSn ?? '',
            printedAt,
            parentWaybillCode: r.parent_waybill_code,
            waybillCode: r.waybill_code,
          }),
        });
      }
    }
    return entries;
  } finally {
    await sandbox.close();
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A bench's answer to `POST /ipc/<channel>` (the web host's transport, which the renderer's HTTP bridge calls). */
export type BenchIpc = (channel: string, input: unknown) => Promise<unknown>;

/**
 * dist/renderer over HTTP on 127.0.0.1 (module scripts do not load from file://); with `ipc`, `POST /ipc/<channel>`
 * answers `{ ok: true, value }` as the web host does, so the page calls through its own HTTP bridge.
 */
export async function serveRenderer(dir: string, ipc?: BenchIpc): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (ipc && pathname.startsWith('/ipc/')) {
      void answerIpc(ipc, decodeURIComponent(pathname.slice('/ipc/'.length)), req, res);
      return;
    }
    const path = normalize(join(dir, decodeURIComponent(pathname)));
    if (!path.startsWith(dir + sep) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const answerIpc = async (
  ipc: BenchIpc,
  channel: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> => {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const value = await ipc(channel, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, value }));
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ok: false, error: { kind: 'internal', msg } }));
  }
};

export function ensureRendererBuilt(): void {
  const printHtml = join(RENDERER_DIR, 'print.html');
  if (!existsSync(printHtml)) {
    console.log('dist/renderer/print.html is missing: building the renderer (npx vite build)…');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  console.log(`renderer: dist/renderer built ${statSync(printHtml).mtime.toISOString()}`);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const PT_TO_MM = 25.4 / 72;

async function renderToPdf(baseUrl: string, entries: LabelEntry[], size: LabelSize): Promise<void> {
  const memory = watchProcessTree();
  const launchStarted = performance.now();
  const browser = await chromium.launch(debianChromium);
  try {
    const launchMs = performance.now() - launchStarted;
    const page = await browser.newPage();
    // tsx (esbuild, keepNames) wraps named functions in `__name(...)`; give the page that helper too.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.addInitScript((labels: LabelEntry[]) => {
      const byId = new Map(labels.map((l) => [l.id, l]));
      const bridge: SellerToolsBridge = {
        call: (channel, input) => {
          if (channel !== 'labels.get') {
            return Promise.resolve({
              ok: false,
              error: { kind: 'internal', msg: `bench bridge: no ${channel}` },
            });
          }
          const { ids, size: asked } = input as { ids: number[]; size: string };
          return Promise.resolve({ ok: true, value: { size: asked, labels: ids.map((id) => byId.get(id)) } });
        },
        on: () => () => undefined,
      };
      (window as unknown as { sellerTools: SellerToolsBridge }).sellerTools = bridge;
    }, entries);
    // As the desk exports (electron-printing.ts): the print route drawn CHUNK labels at a time, each part to PDF,
    // the parts joined with pdf-lib (mergePdfs). CHUNK = 0 draws everything as one document, for comparison.
    const chunk = CHUNK > 0 ? CHUNK : entries.length;
    const cpuAtStart = treeCpuSeconds();
    const started = performance.now();
    const parts: Uint8Array[] = [];
    let renderMs = 0;
    let state = { ready: '', error: '', pages: 0, problems: 0 };
    for (let start = 0; start < entries.length; start += chunk) {
      const part = entries.slice(start, start + chunk);
      const url = `${baseUrl}/print.html?ids=${part.map((e) => e.id).join(',')}&size=${size}`;
      const partStarted = performance.now();
      await page.goto(url);
      await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: 300_000 });
      renderMs += performance.now() - partStarted;
      const got = await page.evaluate(() => ({
        ready: document.body.dataset.ready ?? '',
        error: document.querySelector('[data-error]')?.getAttribute('data-error') ?? '',
        pages: document.querySelectorAll('.sl-page').length,
        problems: document.querySelectorAll('[data-problem]').length,
      }));
      if (got.ready !== 'true') throw new Error(`the print route failed: ${got.error || got.ready}`);
      state = { ...got, pages: state.pages + got.pages, problems: state.problems + got.problems };
      parts.push(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    }
    const renderedAt = started + renderMs;
    const cpuAtReady = treeCpuSeconds();
    const pdf = Buffer.from(await mergePdfs(parts));
    const doneAt = performance.now();
    const cpuAtDone = treeCpuSeconds();
    const peaks = memory.stop();

    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
    const offSize = doc.getPages().filter((p) => {
      const { width, height } = p.getMediaBox();
      return Math.abs(width * PT_TO_MM - widthMm) > 0.5 || Math.abs(height * PT_TO_MM - heightMm) > 0.5;
    }).length;
    const totalMs = doneAt - started;
    const perSecond = (entries.length * 1000) / totalMs;
    console.log(
      `${size} mm: ${entries.length} labels (chunks of ${chunk}) → 1 PDF in ${seconds(totalMs)} = ${perSecond.toFixed(1)} labels/s ` +
        `(target ≥ ${TARGET_PER_SECOND}/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  render (navigation → body[data-ready]) ${seconds(renderedAt - started)}, ` +
        `pdf (page.pdf + join) ${seconds(doneAt - renderedAt)}; browser launch ${seconds(launchMs)} (not counted)`,
    );
    // Wall time depends on what else the 2 cores run; Chromium's own CPU time does much less.
    console.log(
      `  Chromium CPU time: render and page.pdf ${seconds((cpuAtReady - cpuAtStart) * 1000)}, ` +
        `join ${seconds((cpuAtDone - cpuAtReady) * 1000)} ` +
        `(${(entries.length / (cpuAtDone - cpuAtStart)).toFixed(1)} labels per CPU-second); ` +
        `load average ${os.loadavg()[0]?.toFixed(2) ?? '?'}`,
    );
    console.log(
      `  PDF ${(pdf.length / 1024 / 1024).toFixed(2)} MB (${(pdf.length / 1024 / entries.length).toFixed(1)} KB/label), ` +
        `${doc.getPageCount()} pages (pdf-lib; expected ${entries.length}: ${doc.getPageCount() === entries.length ? 'ok' : 'WRONG'}), ` +
        `${offSize === 0 ? `every page ${widthMm}×${heightMm} mm` : `${offSize} pages NOT ${widthMm}×${heightMm} mm`}; ` +
        `on screen ${state.pages} label pages, ${state.problems} problem cards`,
    );
    console.log(
      `  peak memory: Chromium ${peaks.maxProcesses} processes, summed RSS ${mb(peaks.peakSumRssBytes)} ` +
        `(counts shared pages per process), largest single process ${mb(peaks.peakSingleHwmBytes)} ` +
        `VmHWM (${peaks.peakSingleType}); Node ${mb(peaks.peakNodeRssBytes)} RSS`,
    );
  } finally {
    memory.stop(); // again, harmless: stops sampling when the run failed
    await browser.close();
  }
}

export async function benchLabelsPdf(): Promise<void> {
  ensureRendererBuilt();
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const fetchStarted = performance.now();
  const entries = await fetchLabelEntries(N);
  const unreadable = entries.filter((e) => !e.label.ok).length;
  const carriers = new Set(entries.map((e) => (e.label.ok ? e.label.label.carrierCode : '?')));
  console.log(
    `labels: ${entries.length} sandbox waybills (${[...carriers].join(' ')}) fetched ${PER_FETCH} per call and ` +
      `parsed in ${seconds(performance.now() - fetchStarted)} (not counted); ${unreadable} unreadable`,
  );
  const { url, server } = await serveRenderer(RENDERER_DIR);
  try {
    for (const size of SIZES) await renderToPdf(url, entries, size);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  console.log(`Node process peak RSS over the whole run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLabelsPdf();
