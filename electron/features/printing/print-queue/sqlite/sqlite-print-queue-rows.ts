import type { SQLOutputValue } from 'node:sqlite';
import type { LedgerDb } from '../../../../storage/sqlite/ledger-db';
import type {
  ConnectionSummary,
  PrintJob,
  PrintJobErrorKind,
  PrintJobView,
  PrintQueueStore,
  SettledJob,
} from '../print-queue-store';

/* The print_jobs rows as the queue reads them, shared by the SQLite store's parts. */

export type Row = Record<string, SQLOutputValue>;

import { jobOf } from '../print-job-row';

export { JOB_COLUMNS, jobOf } from '../print-job-row';

export const withBytes = (r: Row): PrintJob => ({ ...jobOf(r), bytes: r.bytes as Uint8Array });

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

export const byId = (a: SettledJob, b: SettledJob) => a.id - b.id;

export const summaryOf = (r: Row): ConnectionSummary => {
  const last = r.last_error == null ? null : (JSON.parse(String(r.last_error)) as [string, string, number]);
  return {
    connection: String(r.connection),
    queued: Number(r.queued),
    inFlight: Number(r.in_flight),
    failed: Number(r.failed),
    mayHavePrinted: Number(r.may_have_printed),
    lastError: last ? { kind: last[0] as PrintJobErrorKind, message: last[1], at: last[2] } : null,
  };
};

export const viewOf = (r: Row): PrintJobView => ({
  ...jobOf(r),
  waybillCode: String(r.waybill_code),
  bytesLength: Number(r.bytes_length),
});
