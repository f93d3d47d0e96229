import { describe, expect, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { backupServiceFor, ledgerPerTest, restoreFor } from '../../testing/backup-test-kit';
import { holdLedger } from '../data';
import type { LedgerConnection } from '../ledger';
import { openReportStore } from './report-store';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';
import { kitFigures, makeReportHistory, writeReportHistory, type ReportHistory } from './testing';

/*
 * A restore and the report's summary: the summary is derived, so a restore does not carry it; the restored file's
 * own summary holds its rows, and the rows the live ledger wrote after the backup, carried into it, are counted as
 * they are written there. The report of the restored ledger equals the kit's counts of both histories.
 */

const DAY = 86_400_000;
const TODAY = Date.UTC(2025, 5, 15);
const ledgers = ledgerPerTest('desk-report-restore-');

const runnerOf = (c: LedgerConnection) => {
  if (c.kind !== 'sqlite') throw new Error('not the SQLite ledger');
  return sqliteReportSql(c.db);
};

/** Both histories as one (each table's rows of the first, then of the second). */
const joined = (a: ReportHistory, b: ReportHistory): ReportHistory =>
  Object.fromEntries(
    Object.keys(a).map((k) => [k, [...a[k as keyof ReportHistory], ...b[k as keyof ReportHistory]]]),
  ) as unknown as ReportHistory;

describe('the report after a restore', () => {
  it('counts the backup’s rows and those written after it, as the kit does', async () => {
    const { dir, file, ledger } = await ledgers.open();
    const handle = holdLedger(ledger);
    const before = makeReportHistory({ today: TODAY - 3 * DAY, days: 4, perDay: () => 30 });
    await writeReportHistory(runnerOf(ledger.connection), 'sqlite', before);
    const { backups, settings } = backupServiceFor(dir, { kind: 'file', ledgerFile: file });
    const made = await backups.backupNow();
    const after = makeReportHistory({ today: TODAY, days: 3, perDay: () => 25, firstId: 2_000_000 });
    await writeReportHistory(runnerOf(ledger.connection), 'sqlite', after);

    await restoreFor({ handle, backups, file, settings }).restore(made.file);
    const store = openReportStore(handle.ledger.connection);
    const both = joined(before, after);
    const period = ReportQuery.parse({ start: TODAY - 5 * DAY, end: TODAY + DAY, utcOffsetMinutes: 0 });
    expect(await store.figures(period)).toEqual({
      current: kitFigures(both, period.start, period.end),
      previous: kitFigures(both, period.start - 6 * DAY, period.start),
    });
  });
});
