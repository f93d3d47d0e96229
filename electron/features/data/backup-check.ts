import { DatabaseSync } from 'node:sqlite';
import { readOnWorker } from '../../storage/sqlite/read-on-worker';
import { LEDGER_SCHEMA_VERSION, readUserVersion } from '../../storage/sqlite/migrations';

/*
 * Whether a file is a whole desk ledger: SQLite's own integrity_check, a schema version this app knows, and the
 * tables that hold what was paid for. A backup is only kept, and a file only restored, when this says so.
 * integrity_check reads every page (seconds on a big ledger): it runs on a worker thread (read-on-worker.ts), so
 * the desk's fetches and scans never wait for it.
 */

const MONEY_TABLES = ['fetch_intents', 'waybills', 'charges'];

/** integrity_check's verdict ('ok' when whole), read on a worker thread. */
const integrityCheck = async (file: string): Promise<string> => {
  try {
    const rows = await readOnWorker(file, 'PRAGMA integrity_check');
    return rows.map((r) => String(r.integrity_check)).join('; ');
  } catch (error) {
    return `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
};

/** What a whole ledger holds besides whole pages: a known schema version and the money tables. */
const schemaFault = (file: string): string | null => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const version = readUserVersion(db);
    if (version < 1 || version > LEDGER_SCHEMA_VERSION) {
      return `schema version ${version}, this app knows 1 to ${LEDGER_SCHEMA_VERSION}`;
    }
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .all()
        .map((r) => String(r.name)),
    );
    const missing = MONEY_TABLES.filter((t) => !tables.has(t));
    return missing.length > 0 ? `no ${missing.join(', ')} table` : null;
  } finally {
    db.close();
  }
};

/** Why the file is not a whole desk ledger, or null when it is. */
export const ledgerFileFault = async (file: string): Promise<string | null> => {
  try {
    const verdict = await integrityCheck(file);
    if (verdict !== 'ok') return `integrity_check: ${verdict.slice(0, 200)}`;
    return schemaFault(file);
  } catch (error) {
    return (error as Error).message;
  }
};
