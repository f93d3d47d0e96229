/*
 * Ledger benchmark: a ledger file with 100,000 waybills; `waybills.list` with a filter plus text
 * search (target < 50 ms), recording a 10-waybill fetch result (target < 5 ms), and the size on disk by part
 * before and after the retention cleanup (target ≤ 1,200 bytes per waybill after it), over half a year and a year.
 * Run alone with `npx tsx bench/ledger.ts`, or through `npm run bench`. Cleans up its temp dir.
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import type { WaybillFilter } from '../shared/ipc/channels/waybills';
import { samplePrintData, sampleWaybillCode } from '../shared/testing/print-data-samples';
import { intentFor, issuedWaybill, makeTempDir } from '../electron/testing/ledger-test-kit';
import { DAY, fillLedger, type LedgerSamples } from '../electron/testing/ledger-sample-data';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { DEFAULT_RETENTION, runCleanup } from '../electron/features/data/data-retention';

const WAYBILLS = 100_000;

/** ~50 queries a seller would type, each with one of the screen's filters. */
function queries(samples: LedgerSamples, now: number): Array<{ filter: WaybillFilter; short: boolean }> {
  const texts = [
    ...samples.orderSns.slice(0, 10).map((sn) => sn.slice(-6)),
    ...samples.codes.slice(0, 10).map((code) => code.slice(-7)),
    ...samples.receivers.slice(0, 10),
    '王',
    '李',
    '欧阳',
    '张伟',
    '陈静',
    '刘洋',
    'yt',
    '77', // too short for trigrams: the LIKE path
    '保温杯',
    'T恤',
    'shirt',
    '连衣裙',
    '蓝牙耳机',
    'mug',
    'SNEAKER',
    '猫粮',
    '不存在的商品',
    'zzzz',
  ];
  const filters: WaybillFilter[] = [
    { cpCode: 'YTO', status: 'live' },
    { from: now - 30 * DAY, printed: 'unprinted' },
    { status: 'recycled' },
    { from: now - 7 * DAY, to: now },
    { cpCode: 'ZTO', printed: 'printed', from: now - 90 * DAY },
    { status: 'live' },
  ];
  return texts.map((text, i) => ({
    filter: { ...filters[i % filters.length], text },
    short: [...text].length < 3,
  }));
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms (n=${times.length})`;
};
const timed = (work: () => void): number => {
  const start = performance.now();
  work();
  return performance.now() - start;
};
const timedAsync = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
/** Runs async work one after another (timings must not overlap), collecting each result. */
const inSeries = async <T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
};
/** What one fsynced WAL commit costs here, so the recording figures can be read against the disk. */
function fsyncBaseline(file: string): number[] {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; CREATE TABLE t (x)');
  const insert = db.prepare('INSERT INTO t VALUES (?)');
  const times = Array.from({ length: 50 }, (_, i) => timed(() => insert.run(i)));
  db.close();
  return times;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file's size per waybill and its parts (a table with its indexes; an FTS5 index with its shadow tables). */
async function printSizes(file: string, label: string): Promise<void> {
  const db = new DatabaseSync(file, { readOnly: true });
  const parts = db
    .prepare(
      `SELECT CASE WHEN s.name LIKE 'waybill_search%' THEN 'waybill_search (FTS5)'
                   WHEN s.name LIKE 'order_book_search%' THEN 'order_book_search (FTS5)'
                   ELSE coalesce(m.tbl_name, s.name) END AS part,
         sum(s.pgsize) AS bytes, sum(s.unused) AS unused
       FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name GROUP BY part ORDER BY bytes DESC`,
    )
    .all();
  const free = Number(db.prepare('PRAGMA freelist_count').get()?.freelist_count ?? 0);
  const pageSize = Number(db.prepare('PRAGMA page_size').get()?.page_size ?? 4096);
  db.close();
  const { size } = await stat(file);
  console.log(`${label}: ${mb(size)} (${(size / WAYBILLS).toFixed(0)} bytes per waybill, all tables)`);
  const perWaybill = (bytes: number) => (bytes / WAYBILLS).toFixed(0);
  const shown = parts.filter((p) => Number(p.bytes) >= size / 200);
  console.log(
    `  parts, bytes per waybill with their indexes (unused inside their pages): ${shown
      .map((p) => `${String(p.part)} ${perWaybill(Number(p.bytes))} (${perWaybill(Number(p.unused))})`)
      .join(', ')}; the rest ${perWaybill(
      parts.filter((p) => !shown.includes(p)).reduce((n, p) => n + Number(p.bytes), 0),
    )}; free pages ${perWaybill(free * pageSize)}`,
  );
}

/**
 * The same 100,000 waybills over a year (a smaller shop, or a desk a year on): about half the orders were completed
 * over 180 days ago; those no live waybill keeps (recycled ones) leave the book and its search for the archive.
 */
async function yearOfWaybills(file: string, now: number): Promise<void> {
  await fillLedger(file, WAYBILLS, now, { days: 365 });
  const ledger = await openLedger(file, { now: () => now });
  const report = await runCleanup(ledger, DEFAULT_RETENTION, () => now);
  await ledger.close();
  console.log(`the same waybills over a year, one cleanup dropped ${JSON.stringify(report.dropped)}`);
  await printSizes(file, 'over a year, after that cleanup');
}

export async function benchLedger(): Promise<void> {
  const tmp = makeTempDir('ledger-bench-');
  try {
    const file = tmp.file('ledger.db');
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`load average at start: ${load} (${os.cpus().length} cores); figures scale with it`);
    const now = Date.now();
    let start = performance.now();
    const samples = await fillLedger(file, WAYBILLS, now);
    console.log(
      `built ${WAYBILLS.toLocaleString('en')} waybills in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );

    start = performance.now();
    const ledger = await openLedger(file);
    console.log(`search index built at open in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const set = queries(samples, now);
    await inSeries(set.slice(0, 5), (q) => ledger.listWaybills(q.filter, 0, 500)); // warm the page cache
    const all: number[] = [];
    const short: number[] = [];
    const long: number[] = [];
    let matched = 0;
    for (const q of set) {
      const t = await timedAsync(
        async () => (matched += (await ledger.listWaybills(q.filter, 0, 500)).total),
      );
      all.push(t);
      (q.short ? short : long).push(t);
    }
    console.log(`waybills.list, filter + text, first page of 500: ${figures(all)} — target < 50 ms`);
    console.log(`  3+ characters (rows with all its trigrams, checked): ${figures(long)}`);
    console.log(`  1-2 characters (trigram postings, or a scan when broad): ${figures(short)}`);
    console.log(`  ${matched.toLocaleString('en')} rows matched over all queries`);
    const noText = await inSeries(set.slice(0, 12), (q) =>
      timedAsync(() => ledger.listWaybills({ ...q.filter, text: undefined }, 0, 500)),
    );
    console.log(`waybills.list, filter only: ${figures(noText)}`);
    const ids = await inSeries(set.slice(0, 12), (q) =>
      timedAsync(() => ledger.matchingWaybillIds(q.filter)),
    );
    console.log(`waybills.matchingIds, filter + text: ${figures(ids)}`);
    const deskChoices = await inSeries(set.slice(0, 12), () => timedAsync(() => ledger.waybillDesks()));
    console.log(`waybills.desks (the desk filter's choices, every waybill counted): ${figures(deskChoices)}`);

    // Let the kernel write the freshly built file out first: its writeback would queue behind our fsyncs.
    const fd = openSync(file, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    const opening: number[] = [];
    const closing: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < 60; i++) {
      const sns = Array.from({ length: 10 }, (_, k) => `BENCH-${i}-${k}`);
      const issued = sns.map((orderSn, k) => ({
        ...issuedWaybill({ orderSn, waybillCode: sampleWaybillCode('YTO', 9_000_000_000 + i * 10 + k) }),
        printData: samplePrintData('YTO', {
          waybillCode: sampleWaybillCode('YTO', 9_000_000_000 + i * 10 + k),
        }),
      }));
      let intentId = 0;
      const open = await timedAsync(
        async () => (intentId = await ledger.openFetchIntent(intentFor(sns), { confirmDuplicate: false })),
      );
      const close = await timedAsync(() => ledger.closeFetchIntentIssued(intentId, issued));
      if (i < 10) continue; // warm-up
      opening.push(open);
      closing.push(close);
      whole.push(open + close);
    }
    console.log(
      `recording a 10-waybill fetch (intent + result, each fsynced): ${figures(whole)} — target < 5 ms`,
    );
    console.log(
      `  intent with its claim (before the call): ${figures(opening)}; result (10 waybills): ${figures(closing)}`,
    );
    await ledger.close();
    console.log(
      `  for scale, one fsynced commit of one row on this disk: ${figures(fsyncBaseline(tmp.file('fsync.db')))}`,
    );

    await printSizes(file, 'database on disk');
    // The retention cleanup the desk runs at start and daily (default retention), then the same figures.
    const cleaned = await openLedger(file, { now: () => now });
    const report = await runCleanup(cleaned, DEFAULT_RETENTION, () => now);
    await cleaned.close();
    console.log(`one cleanup dropped ${JSON.stringify(report.dropped)}`);
    await printSizes(file, 'after that cleanup');
    await yearOfWaybills(tmp.file('year.db'), now);
  } finally {
    tmp.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLedger();
