import type { LedgerConnection } from '../ledger';
import type { HandoverStore } from './handover-store';
import { createPgHandoverStore } from './postgres/pg-handover-store';
import { createSqliteHandoverStore } from './sqlite/sqlite-handover-store';

/** The handover's store over the ledger's own connection (same file, or same shared server). */
export const openHandoverStore = (connection: LedgerConnection): HandoverStore =>
  connection.kind === 'sqlite'
    ? createSqliteHandoverStore(connection.db)
    : createPgHandoverStore(connection.db);
