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

describe('ledger migration: the report’s summary (sqlite)', () => {
  it('fills the hours of the rows an older desk wrote', async () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, sqliteVersionAdding('report_hours') - 1);
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

describe.skipIf(!clusterUrl)('shared ledger migration: the report’s summary', () => {
  it('fills the hours of the rows an older desk wrote', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'reportsummary',
      from: (await pgVersionAdding(clusterUrl, 'report_hours')) - 1,
      seed: (pool) => writeReportHistory(pgReportSql({ pool }), 'postgres', history),
      check: (ledger) => expectKitCounts(openReportStore(ledger.connection)),
    });
  });
});
