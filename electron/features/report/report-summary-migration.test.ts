import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { upgradeOlderDatabase } from '../../storage/postgres/testing/pg-schema-upgrade';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { LEDGER_SCHEMA_VERSION, migrate } from '../../storage/sqlite/migrations';
import { createLedgerDb } from '../../storage/sqlite/ledger-db';
import { migrate as migratePg, PG_SCHEMA_VERSION } from '../../storage/postgres/pg-migrations';
import { pgReportSql } from './postgres/pg-report-sql';
import { openReportStore, type ReportStore } from './report-store';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';
import { kitFigures, kitParcelsBy, makeReportHistory, writeReportHistory } from './testing';

/*
 * The summary's migration on a ledger an older desk wrote, on each backend: it fills the hours of every row already
 * there, so the report of that history equals the kit's counts at once. Found by its table, never by number.
 */

const DAY = 86_400_000;
const TODAY = Date.UTC(2025, 5, 15);
const history = makeReportHistory({ today: TODAY, days: 8, perDay: (day) => 25 + day });
const week = ReportQuery.parse({ start: TODAY - 6 * DAY, end: TODAY + DAY, utcOffsetMinutes: 0 });

const expectKitCounts = async (store: ReportStore) => {
  expect(await store.figures(week)).toEqual({
    current: kitFigures(history, week.start, week.end),
    previous: kitFigures(history, week.start - 7 * DAY, week.start),
  });
  const charts = await store.charts(week);
  expect(new Map(charts.carriers.map((c) => [c.key, c.parcels]))).toEqual(
    kitParcelsBy(history, week.start, week.end, (w) => String(w.cp_code)),
  );
  expect(charts.perDay.reduce((sum, d) => sum + d.points, 0)).toBe(
    kitFigures(history, week.start, week.end).points,
  );
};

const hasSummary = (db: DatabaseSync) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'report_hours'").get() !== undefined;

const sqliteSummaryVersion = (): number => {
  const db = new DatabaseSync(':memory:');
  try {
    for (let v = 1; v <= LEDGER_SCHEMA_VERSION; v++) {
      migrate(db, v);
      if (hasSummary(db)) return v;
    }
    throw new Error('no migration adds report_hours');
  } finally {
    db.close();
  }
};

describe('ledger migration: the report’s summary (sqlite)', () => {
  it('fills the hours of the rows an older desk wrote', async () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, sqliteSummaryVersion() - 1);
    const ledgerDb = createLedgerDb(db, () => 0, 'new');
    await writeReportHistory(sqliteReportSql(ledgerDb), 'sqlite', history);
    migrate(db);
    await expectKitCounts(openReportStore({ kind: 'sqlite', db: ledgerDb }));
    db.close();
  });
});

const clusterUrl = inject('pgUrl');
if (!clusterUrl)
  console.warn('report-summary-migration.test: the PostgreSQL case skipped, no PostgreSQL cluster');

const pgSummaryVersion = async (url: string): Promise<number> => {
  const database = await createTestDatabase(url, 'summaryprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migratePg(pool, v);
      const { rows } = await pool.query<{ has: boolean }>(
        "SELECT to_regclass('report_hours') IS NOT NULL AS has",
      );
      if (rows[0]?.has === true) return v;
    }
    throw new Error('no migration adds report_hours');
  } finally {
    await pool.end();
    await database.drop();
  }
};

describe.skipIf(!clusterUrl)('shared ledger migration: the report’s summary', () => {
  it('fills the hours of the rows an older desk wrote', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'reportsummary',
      from: (await pgSummaryVersion(clusterUrl)) - 1,
      seed: (pool) => writeReportHistory(pgReportSql({ pool }), 'postgres', history),
      check: (ledger) => expectKitCounts(openReportStore(ledger.connection)),
    });
  });
});
