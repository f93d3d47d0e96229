import type { RunReportSql } from '../report-sql';
import type { KitRow, ReportHistory } from './report-history';

/*
 * Writes a kit history into a ledger (SQLite file or shared PostgreSQL database, already migrated), many rows per
 * statement. The few columns whose type differs between the backends are given each one's way.
 */

export type KitBackend = 'sqlite' | 'postgres';

const ROWS_PER_STATEMENT = 400;

/** Order in which the tables are written: a row's references first (the report bench copies them in it too). */
export const KIT_TABLES: ReadonlyArray<keyof ReportHistory> = [
  'fetch_intents',
  'waybills',
  'prints',
  'recycle_attempts',
  'pack_checks',
  'waybill_weights',
  'handover_batches',
  'handover_scans',
  'charges',
  'print_jobs',
];

const withBackendColumns = (
  table: keyof ReportHistory,
  row: KitRow,
  backend: KitBackend,
): Record<string, unknown> => {
  if (table === 'pack_checks') {
    const orders = [`KIT-${String(row.waybill_id)}`];
    return {
      ...row,
      order_sns: backend === 'sqlite' ? JSON.stringify(orders) : orders,
      lines: JSON.stringify([{ name: '白瓷茶杯', spec: '6只装', need: 1, scanned: 1, byHand: 0 }]),
    };
  }
  // The shared ledger keeps a fetch's request body on the intent ('' once retention dropped it).
  if (table === 'fetch_intents' && backend === 'postgres') return { ...row, request_json: '' };
  if (table === 'print_jobs') return { ...row, bytes: Buffer.from(String(row.bytes)) };
  return row;
};

const insertRows = async (run: RunReportSql, table: string, rows: Array<Record<string, unknown>>) => {
  const columns = Object.keys(rows[0] ?? {});
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = rows.slice(i, i + ROWS_PER_STATEMENT);
    const values = batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`,
      batch.flatMap((r) => columns.map((c) => r[c])),
    );
  }
};

/** Writes the history; on PostgreSQL moves each id sequence past it, so the desk's own rows come after. */
export const writeReportHistory = async (
  run: RunReportSql,
  backend: KitBackend,
  history: ReportHistory,
): Promise<void> => {
  if (backend === 'sqlite') await run('BEGIN', []);
  for (const table of KIT_TABLES)
    await insertRows(
      run,
      table,
      history[table].map((row) => withBackendColumns(table, row, backend)),
    );
  if (backend === 'sqlite') await run('COMMIT', []);
  else
    for (const table of KIT_TABLES)
      await run(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
        [],
      );
};
