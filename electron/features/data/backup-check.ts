import { DatabaseSync } from 'node:sqlite';
import { LEDGER_SCHEMA_VERSION, readUserVersion } from '../../storage/sqlite/migrations';

/*
 * Whether a file is a whole desk ledger: SQLite's own integrity_check, a schema version this app knows, and the
 * tables that hold what was paid for. A backup is only kept, and a file only restored, when this says so.
 */

const MONEY_TABLES = ['fetch_intents', 'waybills', 'charges'];

/** Why the file is not a whole desk ledger, or null when it is. */
export const ledgerFileFault = (file: string): string | null => {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    return `cannot be opened: ${(error as Error).message}`;
  }
  try {
    const rows = db.prepare('PRAGMA integrity_check').all();
    const verdict = rows.map((r) => String(r.integrity_check)).join('; ');
    if (verdict !== 'ok') return `integrity_check: ${verdict.slice(0, 200)}`;
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
  } catch (error) {
    return (error as Error).message;
  } finally {
    db.close();
  }
};
