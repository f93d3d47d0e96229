/*
 * `npm run bench`: every speed target of the project, printed as figures. Not part of `npm test`:
 * tests do not time things. Each bench starts what it needs (sandbox, web host, Chromium) and stops by itself.
 */
import os from 'node:os';

const benches: Array<[string, () => Promise<{ default?: unknown } & Record<string, unknown>>, string]> = [
  ['Sandbox capacity (rate limit off)', () => import('./sandbox-capacity'), 'benchSandboxCapacity'],
  ['Client throughput (throttled)', () => import('./client-throughput'), 'benchClientThroughput'],
  ['Ledger, 100,000 waybills', () => import('./ledger'), 'benchLedger'],
  [
    'Ledger backup, 100,000 waybills (while the desk records)',
    () => import('./data-backup'),
    'benchDataBackup',
  ],
  ['Print data codecs (brotli vs deflate)', () => import('./print-data-codecs'), 'benchPrintDataCodecs'],
  ['Retention cleanup, 100,000 waybills', () => import('./data-cleanup'), 'benchDataCleanup'],
  ['Labels to PDF', () => import('./labels-pdf'), 'benchLabelsPdf'],
  [
    'Labels to label printer languages, 1,000 labels (TSPL, ZPL; 100×150 at 203 and 300 dpi)',
    () => import('./label-printer-languages'),
    'benchLabelPrinterLanguages',
  ],
  ['Print queue: 1,000 labels to a 50 ms/label printer', () => import('./print-queue'), 'benchPrintQueue'],
  ['Scan station: scan → print, 20 scans in 10 s', () => import('./scan-station'), 'benchScanStation'],
  [
    'Scan → first byte at a raw TSPL label printer (new waybill, reprint)',
    () => import('./scan-first-byte'),
    'benchScanFirstByte',
  ],
  [
    'Scale: stable reading → first byte at a raw TSPL label printer (stand-in scale on a pty)',
    () => import('./scale-first-byte'),
    'benchScaleFirstByte',
  ],
  ['Pack check: order → goods shown, last goods → print', () => import('./pack-check'), 'benchPackCheck'],
  ['Handover: scan → answer at 10,000 waybills, close 500', () => import('./handover'), 'benchHandover'],
  [
    'Report: 30 days × 3,000 and 365 days × 1,000 parcels (SQLite, PostgreSQL; queries and click → charts drawn)',
    () => import('./report'),
    'benchReport',
  ],
  ['Orders screen page change', () => import('./renderer-orders'), 'benchRendererOrders'],
  ['Waybills screen, 20,000 rows', () => import('./renderer-waybills'), 'benchRendererWaybills'],
  ['Order book sync, 10,000 orders (rate limit on)', () => import('./order-book-sync'), 'benchOrderBookSync'],
  ['Sync of 3 shops × 3,000 orders (rate limit on)', () => import('./shops-sync'), 'benchShopsSync'],
  [
    'Order book search (100,000 orders; --orders N)',
    () => import('./order-book-search'),
    'benchOrderBookSearch',
  ],
  [
    "The desk's memory with a kept order book open (--orders N; ORDER_BOOK_BENCH_KEEP)",
    () => import('./order-book-memory'),
    'benchOrderBookMemory',
  ],
  [
    'The SQLite plans of every kind of book search (--orders N; ORDER_BOOK_BENCH_KEEP)',
    () => import('./order-book-plans'),
    'benchOrderBookPlans',
  ],
  [
    "Where a SQLite book search's time goes, per kind (--orders N; ORDER_BOOK_BENCH_KEEP)",
    () => import('./order-book-split'),
    'benchOrderBookSplit',
  ],
  [
    'What each order-book index costs a synced page (--orders N; ORDER_BOOK_BENCH_KEEP)',
    () => import('./order-book-write-indexes'),
    'benchOrderBookWriteIndexes',
  ],
  [
    'A synced page of 100 orders written into a big book, SQLite and PostgreSQL (--orders N)',
    () => import('./order-book-page-writes'),
    'benchOrderBookPageWrites',
  ],
  [
    'Orders screen from the book, 10,000 rows',
    () => import('./renderer-order-book'),
    'benchRendererOrderBook',
  ],
  [
    'Several desks on one shared ledger (PostgreSQL; the race: 4 web host processes)',
    () => import('./shared-ledger'),
    'benchSharedLedger',
  ],
  [
    'Order book search on PostgreSQL (100,000 orders; --orders N)',
    () => import('./order-book-search-pg'),
    'benchOrderBookSearchPg',
  ],
];

// Bench names to run; `--orders N` and `--owners N` are the order-book benches' own options (order-book-search-kit.ts).
const only = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--orders' && all[i - 1] !== '--owners');
console.log(
  `Seller Tools desk benchmarks — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`,
);
for (const [title, load, fn] of benches) {
  if (only.length > 0 && !only.some((o) => fn.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n## ${title}`);
  const mod = await load();
  const run = mod[fn];
  if (typeof run !== 'function') throw new Error(`bench module for "${title}" does not export ${fn}()`);
  await (run as () => Promise<void>)();
}
