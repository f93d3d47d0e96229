import type { LedgerDb } from '../../../../storage/sqlite/ledger-db';
import type { PrintQueueStore } from '../print-queue-store';

/* The print_jobs rows as the SQLite store's parts read them (the readers both backends share: print-job-row.ts). */

export type SyncStore = {
  [K in keyof PrintQueueStore]: (
    ...args: Parameters<PrintQueueStore[K]>
  ) => Awaited<ReturnType<PrintQueueStore[K]>>;
};

/** A statement over the jobs whose ids are given as one JSON list (the last parameter). */
export const byIdsOf =
  ({ statement }: LedgerDb) =>
  (sql: string, tail = '') =>
    statement(`${sql} AND id IN (SELECT value FROM json_each(?))${tail}`);
