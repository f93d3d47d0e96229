import type { PrinterLanguage } from '../label-printers/label-printer';
import type { PrintJob, PrintJobErrorKind, PrintJobState } from './print-queue-store';

/* A print_jobs row as both backends read it (SQLite answers 0/1 for a flag, PostgreSQL a boolean). */

export const JOB_COLUMNS = `id, waybill_id, copy, connection, language, state, accepted, attempts, error_kind, error,
  created_at, updated_at, desk`;

export const jobOf = (r: Record<string, unknown>): Omit<PrintJob, 'bytes'> => ({
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
