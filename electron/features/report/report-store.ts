import type { LedgerConnection } from '../ledger';
import { pgReportSql } from './postgres/pg-report-sql';
import { reportCharts, reportChoices } from './report-charts';
import { reportFigures } from './report-figures';
import { reportProblems } from './report-problems';
import type { ParsedReportQuery } from './report-sql';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';

/*
 * The report's reads over the ledger's own database (the file, or the shared server: every desk's records). The
 * SQL is one text for both backends (report-sql.ts); only the runner differs.
 */

export interface ReportStore {
  figures(q: ParsedReportQuery): ReturnType<typeof reportFigures>;
  charts(q: ParsedReportQuery): ReturnType<typeof reportCharts>;
  choices(): ReturnType<typeof reportChoices>;
  problems(q: ParsedReportQuery): ReturnType<typeof reportProblems>;
  /** The name this desk writes its records under. */
  desk: string;
}

export const openReportStore = (connection: LedgerConnection): ReportStore => {
  const run = connection.kind === 'sqlite' ? sqliteReportSql(connection.db) : pgReportSql(connection.db);
  return {
    figures: (q) => reportFigures(run, q),
    charts: (q) => reportCharts(run, q),
    choices: () => reportChoices(run),
    problems: (q) => reportProblems(run, q),
    desk: connection.db.desk,
  };
};
