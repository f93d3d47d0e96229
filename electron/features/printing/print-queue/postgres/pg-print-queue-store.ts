import type { PgLedgerDb } from '../../../../storage/postgres/pg-db';
import type { PrintQueueStore } from '../print-queue-store';
import { createPgPrintQueueActions } from './pg-print-queue-actions';
import { createPgPrintQueueReads } from './pg-print-queue-reads';
import { createPgPrintQueueSending } from './pg-print-queue-sending';

/*
 * The print queue in the shared ledger: each desk drives its own jobs (its printers are its own). Claiming the
 * next job is one statement, so the printer waits on one round trip at most between two labels. The workers'
 * side (pg-print-queue-sending.ts), the seller's actions (pg-print-queue-actions.ts), the panel's reads
 * (pg-print-queue-reads.ts), as the SQLite store is cut; the rows read alike (../print-job-row.ts).
 */

export const createPgPrintQueueStore = (ledgerDb: PgLedgerDb): PrintQueueStore => ({
  ...createPgPrintQueueSending(ledgerDb),
  ...createPgPrintQueueActions(ledgerDb),
  ...createPgPrintQueueReads(ledgerDb),
});
