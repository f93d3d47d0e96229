import type { SQLInputValue } from 'node:sqlite';
import type { LedgerDb } from '../../../storage/sqlite/ledger-db';
import type { RunReportSql } from '../report-sql';

/** The report's statements on the ledger file (prepared once, read on the desk's connection). */
export const sqliteReportSql =
  (db: LedgerDb): RunReportSql =>
  (sql, params) =>
    Promise.resolve(db.statement(sql).all(...(params as SQLInputValue[])));
