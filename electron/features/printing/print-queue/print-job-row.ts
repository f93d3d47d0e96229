import type { PrinterLanguage } from '../label-printers/label-printer';
import type {
  ConnectionSummary,
  PrintJob,
  PrintJobErrorKind,
  PrintJobState,
  PrintJobView,
  SettledJob,
} from './print-queue-store';

/*
 * A print_jobs row as both backends read it (SQLite answers 0/1 for a flag and JSON as text, PostgreSQL a boolean
 * and parsed JSON), and the words both write.
 */

type Row = Record<string, unknown>;

export const JOB_COLUMNS = `id, waybill_id, copy, connection, language, state, accepted, attempts, error_kind, error,
  created_at, updated_at, desk`;

/** JOB_COLUMNS of the table named `alias` in a join. */
export const jobColumnsOf = (alias: string): string => JOB_COLUMNS.replace(/(\w+)/g, `${alias}.$1`);

/** Jobs the printer never took that are still to send: a move carries them (a 0/1 flag reads as a boolean). */
export const OPEN_UNACCEPTED = `(state = 'queued' OR (state = 'failed' AND NOT accepted))`;

/** What settleStopped writes on a job a stopped desk was still sending (some bytes may have gone). */
export const STOPPED_MESSAGE = 'the desk stopped while this label was being sent';
/** What settleStopped writes on a job whose every byte the printer took, before its status confirmed it. */
export const STOPPED_SENT_MESSAGE =
  'the printer took the whole label; the desk stopped before its status confirmed it';

/** What a move writes on the rows it cancelled. */
export const movedTo = (to: string): string => `moved to ${to}`;

export const jobOf = (r: Row): Omit<PrintJob, 'bytes'> => ({
  id: Number(r.id),
  waybillId: Number(r.waybill_id),
  copy: Number(r.copy),
  connection: String(r.connection),
  language: r.language as PrinterLanguage,
  state: r.state as PrintJobState,
  accepted: r.accepted === true || Number(r.accepted) === 1,
  attempts: Number(r.attempts),
  errorKind: (r.error_kind ?? null) as PrintJobErrorKind | null,
  error: typeof r.error === 'string' ? r.error : null,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
  desk: String(r.desk),
});

/** A job with its bytes as a plain Uint8Array (PostgreSQL answers a Buffer). */
export const withBytes = (r: Row): PrintJob => {
  const bytes = r.bytes as Uint8Array;
  return { ...jobOf(r), bytes: Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes };
};

export const byId = (a: SettledJob, b: SettledJob) => a.id - b.id;

/** A row of the panel's summary query: counts per state and the newest failure as [kind, message, at]. */
export const summaryOf = (r: Row): ConnectionSummary => {
  const raw = r.last_error;
  const last = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [string, string, number | string] | null;
  return {
    connection: String(r.connection),
    desk: String(r.desk),
    mine: r.mine === true || Number(r.mine) === 1,
    deskGone: r.desk_gone === true || Number(r.desk_gone) === 1,
    queued: Number(r.queued),
    inFlight: Number(r.in_flight),
    failed: Number(r.failed),
    mayHavePrinted: Number(r.may_have_printed),
    lastError: last ? { kind: last[0] as PrintJobErrorKind, message: last[1], at: Number(last[2]) } : null,
  };
};

/** A row of a connection's jobs, with its waybill's code and the size of its bytes. */
export const viewOf = (r: Row): PrintJobView => ({
  ...jobOf(r),
  waybillCode: String(r.waybill_code),
  bytesLength: Number(r.bytes_length),
});
