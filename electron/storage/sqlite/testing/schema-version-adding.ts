import { DatabaseSync } from 'node:sqlite';
import { LEDGER_SCHEMA_VERSION, migrate } from '../migrations';

/*
 * An upgrade test finds the migration it tests by what that migration adds, never by its number: migrations are
 * appended by several hands and renumbered when they meet.
 */

/** The first ledger version that holds the table `name` (a fresh in-memory ledger migrated one step at a time). */
export function sqliteVersionAdding(name: string): number {
  const db = new DatabaseSync(':memory:');
  try {
    const has = db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?');
    for (let v = 1; v <= LEDGER_SCHEMA_VERSION; v++) {
      migrate(db, v);
      if (has.get(name) !== undefined) return v;
    }
    throw new Error(`no migration adds ${name}`);
  } finally {
    db.close();
  }
}
