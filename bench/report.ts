/*
 * The Report screen's speed: a ledger of 30 days × 3,000 parcels (90,000 waybills, with their intents, prints,
 * reprints, recycles, checks, weights, handovers and charges, as the report's test kit writes them) and one of
 * 365 days × 1,000 parcels, on SQLite and on PostgreSQL (a private cluster), built by bulk SQL (report-seed.ts).
 * Measured: each of the report's reads as the room runs them (figures, charts, choices, the problem list), p50/p95
 * per period; then, in Chromium through the web host (report-screen.ts), the first open and, per change of period,
 * the click → main's answer → every chart drawn. Target: click → drawn < 300 ms. Also prints the plan of every
 * statement one 30-day report runs (docs/architecture.md, "The report room", quotes them).
 * Run alone with `npx tsx bench/report.ts [sqlite|postgres] [month|year]`, or through `npm run bench`. Needs `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LEDGER_FILE } from '../electron/app/desk-core';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { openPgLedger } from '../electron/features/ledger/postgres/open-pg-ledger';
import type { LedgerConnection } from '../electron/features/ledger';
import { openReportStore } from '../electron/features/report/report-store';
import { sqliteReportSql } from '../electron/features/report/sqlite/sqlite-report-sql';
import { pgReportSql } from '../electron/features/report/postgres/pg-report-sql';
import { reportCharts, reportChoices } from '../electron/features/report/report-charts';
import { reportFigures } from '../electron/features/report/report-figures';
import { reportProblems } from '../electron/features/report/report-problems';
import type { RunReportSql } from '../electron/features/report/report-sql';
import { ReportQuery } from '../shared/ipc/channels/report';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';
import { ascending, percentile } from './percentile';
import { seedReportLedger } from './report-seed';
import { measureReportScreen } from './report-screen';

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

const line = (label: string, ms: number[]) => {
  const s = ascending(ms);
  const p95 = percentile(s, 95);
  console.log(
    `  ${label.padEnd(46)} p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 < TARGET_MS ? 'ok' : 'OVER'} (< ${TARGET_MS})`,
  );
};

const periodsOf = (days: number) =>
  [
    ['today', today, today + DAY],
    ['7 days', today - 6 * DAY, today + DAY],
    ['30 days', today - 29 * DAY, today + DAY],
    ...(days > 30 ? [['365 days', today - 364 * DAY, today + DAY] as const] : []),
  ] as const;

/** p50/p95 of each of the report's reads per period (the room runs figures, charts and choices at once). */
async function measureQueries(c: LedgerConnection, days: number): Promise<void> {
  const store = openReportStore(c);
  for (const [name, start, end] of periodsOf(days)) {
    const q = ReportQuery.parse({ start, end, utcOffsetMinutes: offset });
    const reads = {
      'figures (both periods)': () => store.figures(q),
      charts: () => store.charts(q),
      'choices (filters)': () => store.choices(),
      'figures + charts + choices': () => Promise.all([store.figures(q), store.charts(q), store.choices()]),
      'problem list': () => store.problems(q),
    };
    for (const [label, read] of Object.entries(reads)) {
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await read();
        ms.push(performance.now() - t);
      }
      line(`${name}: ${label}`, ms);
    }
  }
}

/** Every statement one report of the period (the last 30 days unless named) runs, each once with its parameters. */
async function statementsOf(
  run: RunReportSql,
  q = ReportQuery.parse({ start: today - 29 * DAY, end: today + DAY, utcOffsetMinutes: offset }),
): Promise<Array<[string, readonly unknown[]]>> {
  const seen = new Map<string, readonly unknown[]>();
  const recording: RunReportSql = (sql, params) => {
    if (!seen.has(sql)) seen.set(sql, params);
    return run(sql, params);
  };
  await Promise.all([
    reportFigures(recording, q),
    reportCharts(recording, q),
    reportChoices(recording),
    reportProblems(recording, q),
  ]);
  return [...seen];
}

/** What a statement reads, in a few words: its table, and its grouping when it has one. */
const readName = (sql: string): string => {
  const flat = sql.replace(/\s+/g, ' ');
  // A read of the summary names its first level (days); any other read its first table outside a subquery.
  const from =
    /FROM (report_\w+) t\b/.exec(flat)?.[1] ??
    /FROM (\w+)/.exec(flat.replace(/\(SELECT[^)]*\)/g, ''))?.[1] ??
    '?';
  const groups = /GROUP BY ([^)]*?)(?: HAVING|$)/.exec(flat)?.[1];
  const keys = /SELECT (.*?) AS k0(?:, (.*?) AS k1)?,/.exec(flat);
  const what = keys ? ` by ${[keys[1], keys[2]].filter(Boolean).join(' + ')}` : groups ? ` by ${groups}` : '';
  return `${from}${what}`.slice(0, 60);
};

/**
 * The split of one period's report: each statement it runs, timed alone (p50/p95 of RUNS), with the rows it
 * returns; then the size of main's answer as the IPC carries it (JSON), report and problem list.
 */
async function measureSplit(c: LedgerConnection, name: string, start: number, end: number): Promise<void> {
  const run = runnerOf(c);
  const q = ReportQuery.parse({ start, end, utcOffsetMinutes: offset });
  for (const [sql, params] of await statementsOf(run, q)) {
    const ms: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      rows = (await run(sql, params)).length;
      ms.push(performance.now() - t);
    }
    line(`${name} read: ${readName(sql)} (${rows} rows)`, ms);
  }
  const store = openReportStore(c);
  const [figures, charts, choices, problems] = await Promise.all([
    store.figures(q),
    store.charts(q),
    store.choices(),
    store.problems(q),
  ]);
  const kb = (v: unknown) => (JSON.stringify(v).length / 1024).toFixed(1);
  console.log(
    `  ${name}: IPC answer ${kb({ ...figures, charts, choices })} kB (per-day points ${charts.perDay.length}), problem list ${kb(problems)} kB (${problems.problems.length} rows)`,
  );
}

async function printPlans(c: LedgerConnection, q: ReturnType<typeof ReportQuery.parse>): Promise<void> {
  const run = runnerOf(c);
  for (const [sql, params] of await statementsOf(run, q)) {
    const explain = c.kind === 'sqlite' ? `EXPLAIN QUERY PLAN ${sql}` : `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`;
    const rows = await run(explain, params);
    const text = rows.map((r) =>
      ([r.detail, r['QUERY PLAN']].find((v) => typeof v === 'string') ?? JSON.stringify(r)).trim(),
    );
    console.log(`  plan of ${sql.replace(/\s+/g, ' ').slice(0, 110)}…\n    ${text.join('\n    ')}`);
  }
}

const screenLine = (label: string, ms: number[]) => line(label, ms);

/** The screen's timings for the size: the 30-day button, and for the year a year's range typed. */
async function measureScreen(dataDir: string, ledgerUrl: string | undefined, days: number): Promise<void> {
  for (const period of days > 30 ? (['days30', 365] as const) : (['days30'] as const)) {
    const times = await measureReportScreen(dataDir, ledgerUrl, period, 10);
    const name = period === 'days30' ? '30 days' : '365 days';
    console.log(`  first open (Alt+9 → 5 charts, Chart.js chunk included): ${times.firstOpen.toFixed(0)} ms`);
    screenLine(`${name}: click → answer (reads + IPC)`, times.answered);
    screenLine(`${name}: answer → 5 charts drawn`, times.drawnAfterAnswer);
    screenLine(`${name}: click → 5 charts drawn`, times.drawn);
  }
}

/** Fills an open ledger with `size`'s history, prints the plans of the report's statements and times its reads. */
async function seedAndRead(
  connection: LedgerConnection,
  size: (typeof SIZES)[number],
  seedRun = runnerOf(connection),
): Promise<void> {
  const s = await seedReportLedger(connection, seedRun, today, size.days, size.perDay);
  console.log(`  seeded ${(size.days * size.perDay).toLocaleString('en')} parcels in ${s.toFixed(0)} s`);
  // The plans and the split of the size's longest period (30 days; a year's for the year).
  const [name, start, end] = periodsOf(size.days).at(-1) ?? periodsOf(size.days)[0];
  console.log(`  plans of every statement of a ${name} report:`);
  await printPlans(connection, ReportQuery.parse({ start, end, utcOffsetMinutes: offset }));
  await measureQueries(connection, size.days);
  await measureSplit(connection, name, start, end);
}

async function benchSqlite(size: (typeof SIZES)[number], withScreen: boolean): Promise<void> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : '/tmp', 'bench-report-'));
  try {
    const ledger = await openLedger(join(dir, LEDGER_FILE), { desk: 'desk 1' });
    try {
      await seedAndRead(ledger.connection, size);
    } finally {
      await ledger.close();
    }
    if (withScreen) await measureScreen(dir, undefined, size.days);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(
  url: string,
  size: (typeof SIZES)[number],
  n: number,
  withScreen: boolean,
): Promise<void> {
  const dir = mkdtempSync(join('/tmp', 'bench-report-pg-'));
  const admin = await import('pg').then((pg) => new pg.default.Client({ connectionString: url }));
  await admin.connect();
  await admin.query(`CREATE DATABASE report_${n}`);
  await admin.end();
  const ledgerUrl = databaseUrl(url, `report_${n}`);
  try {
    const ledger = await openPgLedger({ url: ledgerUrl, desk: 'desk 1' });
    try {
      // Seeded on a pool of its own: a day's copy on a loaded machine can outlast the ledger's query timeout.
      const pg = await import('pg');
      const seedPool = new pg.default.Pool({ connectionString: ledgerUrl, max: 1 });
      try {
        await seedAndRead(ledger.connection, size, pgReportSql({ pool: seedPool }));
      } finally {
        await seedPool.end();
      }
    } finally {
      await ledger.close();
    }
    if (withScreen) await measureScreen(dir, ledgerUrl, size.days);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `backends` and sizes by name: sqlite, postgres, month (30 × 3,000), year (365 × 1,000); none named = all.
 * `reads`: the reads only (no screen).
 */
export async function benchReport(only: string[] = []): Promise<void> {
  const withScreen = !only.includes('reads');
  const backends = only.some((o) => o === 'sqlite' || o === 'postgres') ? only : ['sqlite', 'postgres'];
  const sizes =
    only.includes('month') || only.includes('year')
      ? SIZES.filter((s) => only.includes(s.days > 30 ? 'year' : 'month'))
      : SIZES;
  if (backends.includes('sqlite'))
    for (const size of sizes) {
      console.log(`\n### SQLite, ${size.name}`);
      await benchSqlite(size, withScreen);
    }
  if (!backends.includes('postgres')) return;
  const cluster = await startPostgresCluster();
  try {
    for (const [n, size] of sizes.entries()) {
      console.log(`\n### PostgreSQL, ${size.name}`);
      await benchPostgres(cluster.url, size, n, withScreen);
    }
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReport(process.argv.slice(2));
}
