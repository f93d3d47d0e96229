import type { PgLedgerDb, Row } from '../../../storage/postgres/pg-db';
import type { RunReportSql } from '../report-sql';

/** The report's statements on the shared ledger: its `?` placeholders numbered as PostgreSQL wants them. */
export const pgReportSql =
  ({ pool }: Pick<PgLedgerDb, 'pool'>): RunReportSql =>
  async (sql, params) => {
    let n = 0;
    const numbered = sql.replace(/\?/g, () => `$${++n}`);
    return (await pool.query<Row>(numbered, [...params])).rows;
  };
