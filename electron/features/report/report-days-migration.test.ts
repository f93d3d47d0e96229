import { DatabaseSync } from 'node:sqlite';
import { describe, expect, inject, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { pgVersionAdding, upgradeOlderDatabase } from '../../storage/postgres/testing/pg-schema-upgrade';
import { sqliteVersionAdding } from '../../storage/sqlite/testing/schema-version-adding';
import { migrate } from '../../storage/sqlite/migrations';
import { createLedgerDb } from '../../storage/sqlite/ledger-db';
import { pgReportSql } from './postgres/pg-report-sql';
import { openReportStore, type ReportStore } from './report-store';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';
import { kitFigures, kitParcelsBy, makeReportHistory, writeReportHistory } from './testing';

/*
 * The daily summary's migration on a ledger an older desk wrote (its hours kept, no days yet), on each backend: it
 * fills the days from the hours already there, so a week in a zone west of UTC (whole UTC days from the days, the
 * edges from the hours) equals the kit's counts at once. Found by its table, never by number.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TODAY = Date.UTC(2025, 5, 15);
const OFFSET = -300;
const history = makeReportHistory({ today: TODAY, days: 10, perDay: (day) => 15 + day });
// The week ending at the zone's midnight after TODAY's noon: TODAY and five days before it are whole UTC days.
const end = TODAY + DAY + 5 * HOUR;
const week = ReportQuery.parse({ start: end - 7 * DAY, end, utcOffsetMinutes: OFFSET });

const expectKitCounts = async (store: ReportStore) => {
  expect(await store.figures(week)).toEqual({
    current: kitFigures(history, week.start, week.end),
    previous: kitFigures(history, week.start - 7 * DAY, week.start),
  });
  const charts = await store.charts(week);
  const localDay = (w: Record<string, unknown>) =>
    String(Math.floor((Number(w.issued_at) + OFFSET * 60_000) / DAY));
  expect(new Map(charts.perDay.map((d) => [String(d.day), d.parcels]))).toEqual(
    kitParcelsBy(history, week.start, week.end, localDay),
  );
  expect(charts.perDay.reduce((sum, d) => sum + d.points, 0)).toBe(
    kitFigures(history, week.start, week.end).points,
  );
};

describe('ledger migration: the report’s daily summary (sqlite)', () => {
  it('fills the days from the hours of the rows an older desk wrote', async () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, sqliteVersionAdding('report_days') - 1);
    const ledgerDb = createLedgerDb(db, () => 0, 'new');
    await writeReportHistory(sqliteReportSql(ledgerDb), 'sqlite', history);
    migrate(db);
    await expectKitCounts(openReportStore({ kind: 'sqlite', db: ledgerDb }));
    db.close();
  });
});

const clusterUrl = inject('pgUrl');
if (!clusterUrl)
  console.warn('report-days-migration.test: the PostgreSQL case skipped, no PostgreSQL cluster');

describe.skipIf(!clusterUrl)('shared ledger migration: the report’s daily summary', () => {
  it('fills the days from the hours of the rows an older desk wrote', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'reportdays',
      from: (await pgVersionAdding(clusterUrl, 'report_days')) - 1,
      seed: (pool) => writeReportHistory(pgReportSql({ pool }), 'postgres', history),
      check: (ledger) => expectKitCounts(openReportStore(ledger.connection)),
    });
  });
});
