/** What a transaction needs of a SQLite connection (node:sqlite's DatabaseSync has it). */
interface TransactionalDb {
  exec(sql: string): unknown;
  readonly isTransaction: boolean;
}

/** Runs `work` in one write transaction: all of it is committed, or none (and the error is rethrown). */
export function inTransaction<T>(db: TransactionalDb, work: () => T): T {
  // IMMEDIATE takes the write lock up front, so a second process cannot make COMMIT fail half-way.
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
