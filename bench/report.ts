/*
 * The Report screen's speed: a ledger of 30 days × 3,000 parcels (90,000 waybills, with their intents, prints,
 * reprints, recycles, checks, weights, handovers and charges, as the report's test kit writes them) and one of
 * 365 days × 1,000 parcels, on SQLite and on PostgreSQL (a private cluster). Measured: the report's reads as the
 * room runs them (figures, charts, choices; and the problem list), p50/p95 of each period; then, in Chromium
 * through the web host, from the click on a period to every chart drawn. Target: < 300 ms. Also prints the query
 * plans of the figure families (docs/architecture.md, "The report room", quotes them).
 * Run alone with `npx tsx bench/report.ts [sqlite|postgres] [month|year]`, or through `npm run bench`. Needs `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import packageJson from '../package.json' with { type: 'json' };
import { LEDGER_FILE } from '../electron/app/desk-core';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { openPgLedger } from '../electron/features/ledger/postgres/open-pg-ledger';
import type { LedgerConnection } from '../electron/features/ledger';
import { startWebHost } from '../electron/hosts/web/web-host-app';
import { openReportStore } from '../electron/features/report/report-store';
import { sqliteReportSql } from '../electron/features/report/sqlite/sqlite-report-sql';
import { pgReportSql } from '../electron/features/report/postgres/pg-report-sql';
import type { RunReportSql } from '../electron/features/report/report-sql';
import { makeReportHistory, writeReportHistory } from '../electron/features/report/testing';
import { ReportQuery } from '../shared/ipc/channels/report';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';
import { ascending, percentile } from './percentile';

const DAY = 86_400_000;
const TARGET_MS = 300;
const RUNS = 20;
const SIZES = [
  { name: '30 days × 3,000', days: 30, perDay: 3000 },
  { name: '365 days × 1,000', days: 365, perDay: 1000 },
];
const today = new Date(new Date().setHours(0, 0, 0, 0)).getTime();
const offset = -new Date(today).getTimezoneOffset();

const runnerOf = (c: LedgerConnection): RunReportSql =>
  c.kind === 'sqlite' ? sqliteReportSql(c.db) : pgReportSql(c.db);

/** Writes the history a day at a time (a year's rows never all in memory). */
async function seed(c: LedgerConnection, days: number, perDay: number): Promise<void> {
  const started = performance.now();
  const run = runnerOf(c);
  for (let d = 0; d < days; d++) {
    const day = new Date(today).setDate(new Date(today).getDate() - d);
    const part = makeReportHistory({
      today: day,
      days: 1,
      perDay: () => perDay,
      firstId: 1_000_000 + d * (perDay + 10),
    });
    await writeReportHistory(run, c.kind, part);
  }
  await run(c.kind === 'sqlite' ? 'ANALYZE' : 'VACUUM ANALYZE', []);
  console.log(
    `  seeded ${(days * perDay).toLocaleString('en')} parcels in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

const line = (label: string, ms: number[]) => {
  const s = ascending(ms);
  const p95 = percentile(s, 95);
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 < TARGET_MS ? 'ok' : 'OVER'} (< ${TARGET_MS})`,
  );
};

async function measureQueries(c: LedgerConnection, days: number): Promise<void> {
  const store = openReportStore(c);
  const periods = [
    ['today', today, today + DAY],
    ['7 days', today - 6 * DAY, today + DAY],
    ['30 days', today - 29 * DAY, today + DAY],
    ...(days > 30 ? [['365 days', today - 364 * DAY, today + DAY] as const] : []),
  ] as const;
  for (const [name, start, end] of periods) {
    const q = ReportQuery.parse({ start, end, utcOffsetMinutes: offset });
    const whole: number[] = [];
    const problems: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await Promise.all([store.figures(q), store.charts(q), store.choices()]);
      whole.push(performance.now() - t);
      t = performance.now();
      await store.problems(q);
      problems.push(performance.now() - t);
    }
    line(`${name}: figures + charts`, whole);
    line(`${name}: problem list`, problems);
  }
}

const PLANS = [
  ['parcels', 'SELECT count(*) FROM waybills w WHERE w.issued_at >= ? AND w.issued_at < ?'],
  ['prints', 'SELECT count(*), count(DISTINCT p.waybill_id) FROM prints p WHERE p.at >= ? AND p.at < ?'],
  ['pack checks', 'SELECT count(*) FROM pack_checks k WHERE k.checked_at >= ? AND k.checked_at < ?'],
  ['points', 'SELECT sum(points) FROM charges c WHERE c.at >= ? AND c.at < ? AND c.amount_reported = TRUE'],
] as const;

async function printPlans(c: LedgerConnection): Promise<void> {
  const run = runnerOf(c);
  for (const [name, sql] of PLANS) {
    const explain = c.kind === 'sqlite' ? `EXPLAIN QUERY PLAN ${sql}` : `EXPLAIN ${sql}`;
    const rows = await run(explain, [today - 6 * DAY, today + DAY]);
    const text = rows.map(
      (r) => [r.detail, r['QUERY PLAN']].find((v) => typeof v === 'string') ?? JSON.stringify(r),
    );
    console.log(`  plan, ${name}: ${text.join(' | ')}`);
  }
}

/** From the click on "30 days" (or a year's range) to every chart drawn, in Chromium through the web host. */
async function measureScreen(dataDir: string, ledgerUrl: string | undefined): Promise<void> {
  const rendererDir = resolve(import.meta.dirname, '..', 'dist', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error('dist/renderer is missing: run `npm run build` first');
  const host = await startWebHost({
    dataDir,
    rendererDir,
    version: packageJson.version,
    port: 0,
    embedded: null,
    ...(ledgerUrl ? { ledgerUrl } : {}),
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await page.goto(host.url);
    await page.getByRole('navigation').first().waitFor();
    await page.keyboard.press('Alt+9');
    await page.locator('.rp-canvas[data-drawn="true"]').nth(4).waitFor();
    const drawn = async (choice: string) => {
      const t = performance.now();
      await page.getByText(choice, { exact: true }).click();
      await page.waitForFunction(() => document.querySelector('.rp-screen[aria-busy="false"]') !== null);
      await page.locator('.rp-canvas[data-drawn="true"]').nth(4).waitFor();
      return performance.now() - t;
    };
    const ms: number[] = [];
    for (let i = 0; i < 10; i++) {
      await drawn('今天');
      ms.push(await drawn('近 30 天'));
    }
    line('click "30 days" → charts drawn', ms);
  } finally {
    await browser.close();
    await host.close();
  }
}

async function benchSqlite(size: (typeof SIZES)[number]): Promise<void> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : '/tmp', 'bench-report-'));
  try {
    const ledger = await openLedger(join(dir, LEDGER_FILE), { desk: 'desk 1' });
    try {
      await seed(ledger.connection, size.days, size.perDay);
      await printPlans(ledger.connection);
      await measureQueries(ledger.connection, size.days);
    } finally {
      await ledger.close();
    }
    await measureScreen(dir, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string, size: (typeof SIZES)[number], n: number): Promise<void> {
  const dir = mkdtempSync(join('/tmp', 'bench-report-pg-'));
  const admin = await import('pg').then((pg) => new pg.default.Client({ connectionString: url }));
  await admin.connect();
  await admin.query(`CREATE DATABASE report_${n}`);
  await admin.end();
  const ledgerUrl = databaseUrl(url, `report_${n}`);
  try {
    const ledger = await openPgLedger({ url: ledgerUrl, desk: 'desk 1' });
    try {
      await seed(ledger.connection, size.days, size.perDay);
      await printPlans(ledger.connection);
      await measureQueries(ledger.connection, size.days);
    } finally {
      await ledger.close();
    }
    await measureScreen(dir, ledgerUrl);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `backends` and sizes by name: sqlite, postgres, month (30 × 3,000), year (365 × 1,000); none named = all. */
export async function benchReport(only: string[] = []): Promise<void> {
  const backends = only.some((o) => o === 'sqlite' || o === 'postgres') ? only : ['sqlite', 'postgres'];
  const sizes =
    only.includes('month') || only.includes('year')
      ? SIZES.filter((s) => only.includes(s.days > 30 ? 'year' : 'month'))
      : SIZES;
  if (backends.includes('sqlite'))
    for (const size of sizes) {
      console.log(`\n### SQLite, ${size.name}`);
      await benchSqlite(size);
    }
  if (!backends.includes('postgres')) return;
  const cluster = await startPostgresCluster();
  try {
    for (const [n, size] of sizes.entries()) {
      console.log(`\n### PostgreSQL, ${size.name}`);
      await benchPostgres(cluster.url, size, n);
    }
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReport(process.argv.slice(2));
}
