import type { LedgerConnection } from '../../../storage/ledger-connection';
import { createPgPrintQueueStore } from './postgres/pg-print-queue-store';
import type { PrintQueueStore } from './print-queue-store';
import { createSqlitePrintQueueStore } from './sqlite/sqlite-print-queue-store';

/** The print queue's records in the ledger's own database, whichever backend the ledger is. */
export const openPrintQueueStore = (connection: LedgerConnection): PrintQueueStore =>
  connection.kind === 'sqlite'
    ? createSqlitePrintQueueStore(connection.db)
    : createPgPrintQueueStore(connection.db);
