import type { LedgerDb } from '../../../../storage/sqlite/ledger-db';
import { asyncFace } from '../../../../storage/sqlite/async-face';
import type { PrintQueueStore } from '../print-queue-store';
import type { SyncStore } from './sqlite-print-queue-rows';
import { createSqlitePrintQueueSending } from './sqlite-print-queue-sending';
import { createSqlitePrintQueueActions } from './sqlite-print-queue-actions';
import { createSqlitePrintQueueReads } from './sqlite-print-queue-reads';

/*
 * The print queue in the embedded ledger: one synchronous node:sqlite connection, the ledger's own. The workers'
 * side (sqlite-print-queue-sending.ts), the seller's actions (sqlite-print-queue-actions.ts), the panel's reads
 * (sqlite-print-queue-reads.ts).
 */

const createSyncStore = (ledgerDb: LedgerDb): SyncStore => ({
  ...createSqlitePrintQueueSending(ledgerDb),
  ...createSqlitePrintQueueActions(ledgerDb),
  ...createSqlitePrintQueueReads(ledgerDb),
});

export const createSqlitePrintQueueStore = (ledgerDb: LedgerDb): PrintQueueStore =>
  asyncFace<PrintQueueStore>(createSyncStore(ledgerDb));
