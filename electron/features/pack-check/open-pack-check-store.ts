import type { LedgerConnection } from '../ledger';
import type { PackCheckStore } from './pack-check-store';
import { createPgPackCheckStore } from './postgres/pg-pack-check-store';
import { createSqlitePackCheckStore } from './sqlite/sqlite-pack-check-store';

/** The pack check's store over the ledger's own connection (same file, or same shared server). */
export const openPackCheckStore = (connection: LedgerConnection): PackCheckStore =>
  connection.kind === 'sqlite'
    ? createSqlitePackCheckStore(connection.db)
    : createPgPackCheckStore(connection.db);
