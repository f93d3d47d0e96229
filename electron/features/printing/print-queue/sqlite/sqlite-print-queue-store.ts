import type { SQLOutputValue } from 'node:sqlite';
import { inTransaction, jsonList, type LedgerDb } from '../../../../storage/sqlite/ledger-db';
import { asyncFace } from '../../../../storage/sqlite/async-face';
import type {
  ConnectionSummary,
  PrintJob,
  PrintJobErrorKind,
  PrintJobState,
  PrintJobView,
  PrintQueueStore,
  SettledJob,
} from '../print-queue-store';
import type { PrinterLanguage } from '../../label-printers/label-printer';

/* The print queue in the embedded ledger: one synchronous node:sqlite connection, the ledger's own. */

type Row = Record<string, SQLOutputValue>;

const JOB_COLUMNS = `id, waybill_id, copy, connection, language, state, accepted, attempts, error_kind, error,
  created_at, updated_at, desk`;

const jobOf = (r: Row): Omit<PrintJob, 'bytes'> => ({
  id: Number(r.id),
  waybillId: Number(r.waybill_id),
  copy: Number(r.copy),
  connection: String(r.connection),
  language: r.language as PrinterLanguage,
  state: r.state as PrintJobState,
  accepted: Number(r.accepted) === 1,
  attempts: Number(r.attempts),
  errorKind: (r.error_kind ?? null) as PrintJobErrorKind | null,
  error: r.error == null ? null : String(r.error),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
  desk: String(r.desk),
});

const withBytes = (r: Row): PrintJob => ({ ...jobOf(r), bytes: r.bytes as Uint8Array });

type SyncStore = {
  [K in keyof PrintQueueStore]: (
    ...args: Parameters<PrintQueueStore[K]>
  ) => Awaited<ReturnType<PrintQueueStore[K]>>;
};

const createSyncStore = (ledgerDb: LedgerDb): SyncStore => {
  const { db, now, desk, statement } = ledgerDb;
  const insert = statement(
    `INSERT INTO print_jobs (waybill_id, copy, connection, language, bytes, state, created_at, updated_at, desk)
     VALUES (?, ?, ?, ?, ?, 'queued', ?, ?, ?) RETURNING id`,
  );
  const setSent = statement(
    `UPDATE print_jobs SET state = 'sent', updated_at = ? WHERE id = ? AND state = 'sending'`,
  );
  const claim = statement(
    `UPDATE print_jobs SET state = 'sending', attempts = attempts + 1, updated_at = ?
     WHERE id = (SELECT id FROM print_jobs WHERE desk = ? AND connection = ? AND state = 'queued' ORDER BY id LIMIT 1)
     RETURNING ${JOB_COLUMNS}, bytes`,
  );
  const byIds = (sql: string, tail = '') =>
    statement(`${sql} AND id IN (SELECT value FROM json_each(?))${tail}`);
  // RETURNING: exactly the jobs this call settled, so a print is recorded once per job.
  const done = byIds(
    `UPDATE print_jobs SET state = 'done', error_kind = NULL, error = NULL, updated_at = ?
     WHERE state = 'sent'`,
    ` RETURNING ${JOB_COLUMNS}`,
  );
  const printedBySeller = byIds(
    `UPDATE print_jobs SET state = 'done', updated_at = ? WHERE state = 'failed' AND accepted = 1`,
    ` RETURNING ${JOB_COLUMNS}`,
  );
  const failed = byIds(
    `UPDATE print_jobs SET state = 'failed', accepted = ?, error_kind = ?, error = ?, updated_at = ?
     WHERE state IN ('sending', 'sent')`,
  );
  const byId = (a: SettledJob, b: SettledJob) => a.id - b.id;

  return {
    enqueue(connection, jobs) {
      const at = now();
      return inTransaction(db, () =>
        jobs.map((j) =>
          Number(insert.get(j.waybillId, j.copy, connection, j.job.language, j.job.bytes, at, at, desk)?.id),
        ),
      );
    },
    claimNext(connection, acceptedId) {
      const at = now();
      return inTransaction(db, () => {
        if (acceptedId !== null) setSent.run(at, acceptedId);
        const row = claim.get(at, desk, connection);
        return row ? withBytes(row) : null;
      });
    },
    markSent(id) {
      setSent.run(now(), id);
    },
    markDone: (ids) => done.all(now(), jsonList(ids)).map(jobOf).sort(byId),
    markFailed(ids, f) {
      failed.run(f.accepted ? 1 : 0, f.kind, f.message, now(), jsonList(ids));
    },
    requeueUnaccepted(connection) {
      return Number(
        statement(
          `UPDATE print_jobs SET state = 'queued', updated_at = ?
           WHERE desk = ? AND connection = ? AND state = 'failed' AND accepted = 0`,
        ).run(now(), desk, connection).changes,
      );
    },
    move(from, to) {
      // Re-inserted at the end of the other queue (new ids keep its order), the old rows cancelled.
      return inTransaction(db, () => {
        const at = now();
        const moved = statement(
          `INSERT INTO print_jobs (waybill_id, copy, connection, language, bytes, state, attempts, created_at,
             updated_at, desk)
           SELECT waybill_id, copy, ?, language, bytes, 'queued', attempts, created_at, ?, desk FROM print_jobs
           WHERE desk = ? AND connection = ? AND (state = 'queued' OR (state = 'failed' AND accepted = 0))
           ORDER BY id`,
        ).run(to, at, desk, from).changes;
        statement(
          `UPDATE print_jobs SET state = 'cancelled', error_kind = NULL, error = ?, updated_at = ?
           WHERE desk = ? AND connection = ? AND (state = 'queued' OR (state = 'failed' AND accepted = 0))`,
        ).run(`moved to ${to}`, at, desk, from);
        return Number(moved);
      });
    },
    cancel(target) {
      const at = now();
      const open = `state IN ('queued', 'failed')`;
      return Number(
        'ids' in target
          ? byIds(`UPDATE print_jobs SET state = 'cancelled', updated_at = ? WHERE ${open}`).run(
              at,
              jsonList(target.ids),
            ).changes
          : statement(
              `UPDATE print_jobs SET state = 'cancelled', updated_at = ?
               WHERE desk = ? AND connection = ? AND ${open}`,
            ).run(at, desk, target.connection).changes,
      );
    },
    reprint(ids) {
      return Number(
        byIds(
          `UPDATE print_jobs SET state = 'queued', accepted = 0, error_kind = NULL, error = NULL, updated_at = ?
           WHERE state = 'failed' AND accepted = 1`,
        ).run(now(), jsonList(ids)).changes,
      );
    },
    markPrinted: (ids) => printedBySeller.all(now(), jsonList(ids)).map(jobOf).sort(byId),
    settleStopped() {
      return Number(
        statement(
          `UPDATE print_jobs SET state = 'failed', accepted = 1, error_kind = 'stopped', error = ?, updated_at = ?
           WHERE desk = ? AND state IN ('sending', 'sent')`,
        ).run('the desk stopped while this label was being sent', now(), desk).changes,
      );
    },
    summaries() {
      return statement(
        `SELECT connection,
           sum(state = 'queued') AS queued,
           sum(state IN ('sending', 'sent')) AS in_flight,
           sum(state = 'failed' AND accepted = 0) AS failed,
           sum(state = 'failed' AND accepted = 1) AS may_have_printed,
           (SELECT json_array(f.error_kind, f.error, f.updated_at) FROM print_jobs f
            WHERE f.desk = j.desk AND f.connection = j.connection AND f.state = 'failed'
            ORDER BY f.updated_at DESC, f.id DESC LIMIT 1) AS last_error
         FROM print_jobs j
         WHERE desk = ? AND state IN ('queued', 'sending', 'sent', 'failed')
         GROUP BY connection ORDER BY connection`,
      )
        .all(desk)
        .map(summaryOf);
    },
    jobs(connection, states, limit) {
      return statement(
        `SELECT ${JOB_COLUMNS.replace(/(\w+)/g, 'j.$1')}, length(j.bytes) AS bytes_length, w.waybill_code
         FROM print_jobs j JOIN waybills w ON w.id = j.waybill_id
         WHERE j.desk = ? AND j.connection = ? AND j.state IN (SELECT value FROM json_each(?))
         ORDER BY j.id LIMIT ?`,
      )
        .all(desk, connection, JSON.stringify(states), limit)
        .map(viewOf);
    },
    job(id) {
      const row = statement(`SELECT ${JOB_COLUMNS}, bytes FROM print_jobs WHERE id = ?`).get(id);
      return row ? withBytes(row) : null;
    },
  };
};

const summaryOf = (r: Row): ConnectionSummary => {
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

const viewOf = (r: Row): PrintJobView => ({
  ...jobOf(r),
  waybillCode: String(r.waybill_code),
  bytesLength: Number(r.bytes_length),
});

export const createSqlitePrintQueueStore = (ledgerDb: LedgerDb): PrintQueueStore =>
  asyncFace<PrintQueueStore>(createSyncStore(ledgerDb));
