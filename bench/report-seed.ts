/*
 * The report bench's ledger, built quickly: the test kit writes one day (today, `perDay` parcels with every deed
 * the report counts), then one SQL statement per table and day copies that day onto each earlier day (ids moved
 * by a fixed step, times by whole days, codes made unique), so a year of rows is written by the database, not by
 * JavaScript.
 * The ledger's triggers keep the report's summary as the copies are written, as they do for a desk's own writes.
 */
import type { LedgerConnection } from '../electron/features/ledger';
import type { RunReportSql } from '../electron/features/report/report-sql';
import { KIT_TABLES, makeReportHistory, writeReportHistory } from '../electron/features/report/testing';

const DAY = 86_400_000;
/** Ids of one day's copy are its day number × this beyond the first day's (a day of the kit uses far fewer). */
const ID_STEP = 5_000_000;
const IDS = new Set(['id', 'intent_id', 'waybill_id', 'batch_id']);
const TIMES = new Set([
  'issued_at',
  'at',
  'created_at',
  'closed_at',
  'checked_at',
  'weighed_at',
  'scanned_at',
  'opened_at',
  'updated_at',
  'last_printed_at',
  'last_dialog_at',
  'recycled_at',
]);
const UNIQUE_TEXT = new Set(['waybill_code', 'object_id', 'order_sn']);

const columnsOf = async (run: RunReportSql, c: LedgerConnection, table: string): Promise<string[]> => {
  const rows =
    c.kind === 'sqlite'
      ? await run(`SELECT name FROM pragma_table_info('${table}')`, [])
      : await run(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ?`, [table]);
  return rows.map((r) => String(r.name));
};

const copied = (column: string): string => {
  if (IDS.has(column)) return `t.${column} + d.n * CAST(${ID_STEP} AS BIGINT)`;
  if (TIMES.has(column)) return `t.${column} - d.n * CAST(${DAY} AS BIGINT)`;
  if (UNIQUE_TEXT.has(column)) return `t.${column} || '-' || CAST(d.n AS TEXT)`;
  return `t.${column}`;
};

/** Today from the kit, then `days - 1` earlier days copied from it in SQL; returns the seconds it took. */
export async function seedReportLedger(
  c: LedgerConnection,
  run: RunReportSql,
  today: number,
  days: number,
  perDay: number,
): Promise<number> {
  const started = performance.now();
  await writeReportHistory(run, c.kind, makeReportHistory({ today, days: 1, perDay: () => perDay }));
  if (c.kind === 'sqlite') await run('BEGIN', []);
  // One statement per table and day: a day's copy stays well within the shared ledger's statement timeout.
  for (const table of KIT_TABLES) {
    const columns = await columnsOf(run, c, table);
    const copy = `INSERT INTO ${table} (${columns.join(', ')})
      SELECT ${columns.map(copied).join(', ')} FROM ${table} t CROSS JOIN (SELECT CAST(? AS BIGINT) AS n) d
      WHERE t.id < ${ID_STEP} ORDER BY t.id`;
    for (let n = 1; n < days; n++) await run(copy, [n]);
  }
  if (c.kind === 'sqlite') await run('COMMIT', []);
  else
    for (const table of KIT_TABLES)
      await run(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
        [],
      );
  await run(c.kind === 'sqlite' ? 'ANALYZE' : 'VACUUM ANALYZE', []);
  return (performance.now() - started) / 1000;
}
