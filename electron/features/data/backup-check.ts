import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { LEDGER_SCHEMA_VERSION, readUserVersion } from '../../storage/sqlite/migrations';

/*
 * Whether a file is a whole desk ledger: SQLite's own integrity_check, a schema version this app knows, and the
 * tables that hold what was paid for. A backup is only kept, and a file only restored, when this says so.
 * integrity_check reads every page (seconds on a big ledger): it runs on a worker thread, so the desk's fetches
 * and scans never wait for it.
 */

const MONEY_TABLES = ['fetch_intents', 'waybills', 'charges'];

// Self-contained (no bundling needed in either host): the worker opens the file itself and answers one line.
const INTEGRITY_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
let verdict;
try {
  const db = new DatabaseSync(workerData.file, { readOnly: true });
  try {
    verdict = db.prepare('PRAGMA integrity_check').all().map((r) => String(r.integrity_check)).join('; ');
  } finally {
    db.close();
  }
} catch (error) {
  verdict = 'cannot be read: ' + (error && error.message);
}
parentPort.postMessage(verdict);
`;

/** integrity_check's verdict ('ok' when whole), read on a worker thread. */
const integrityCheck = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(INTEGRITY_WORKER, { eval: true, workerData: { file } });
    worker.once('message', (verdict: string) => resolve(verdict));
    worker.once('error', reject);
    worker.once('exit', (code) => resolve(`the check stopped (exit ${code})`));
  });

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
