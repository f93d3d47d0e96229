import { inTransaction, type PgLedgerDb, type Row } from '../../../../storage/postgres/pg-db';
import { JOB_COLUMNS, jobOf } from '../print-job-row';
import type {
  ConnectionSummary,
  PrintJob,
  PrintJobErrorKind,
  PrintQueueStore,
  SettledJob,
} from '../print-queue-store';

/*
 * The print queue in the shared ledger: each desk drives its own jobs (its printers are its own). Claiming the
 * next job is one statement, so the printer waits on one round trip at most between two labels.
 */

const OPEN_UNACCEPTED = `(state = 'queued' OR (state = 'failed' AND NOT accepted))`;

const withBytes = (r: Row): PrintJob => ({ ...jobOf(r), bytes: new Uint8Array(r.bytes as Buffer) });
const byId = (a: SettledJob, b: SettledJob) => a.id - b.id;

export const createPgPrintQueueStore = ({ pool, now, desk }: PgLedgerDb): PrintQueueStore => {
  const count = async (sql: string, params: unknown[]) => (await pool.query<Row>(sql, params)).rowCount ?? 0;
  return {
    async enqueue(connection, jobs) {
      if (jobs.length === 0) return [];
      const at = now();
      const { rows } = await pool.query<Row>(
        `INSERT INTO print_jobs (waybill_id, copy, connection, language, bytes, state, created_at, updated_at, desk)
         SELECT w, c, $4, l, decode(b, 'base64'), 'queued', $5, $5, $6
         FROM unnest($1::bigint[], $2::int[], $3::text[], $7::text[]) WITH ORDINALITY AS t(w, c, l, b, n)
         ORDER BY n RETURNING id`,
        [
          jobs.map((j) => j.waybillId),
          jobs.map((j) => j.copy),
          jobs.map((j) => j.job.language),
          connection,
          at,
          desk,
          jobs.map((j) => Buffer.from(j.job.bytes).toString('base64')),
        ],
      );
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },
    async claimNext(connection, acceptedId) {
      const { rows } = await pool.query<Row>(
        `WITH accepted AS (
           UPDATE print_jobs SET state = 'sent', updated_at = $1 WHERE id = $4 AND state = 'sending'
         ), next AS (
           SELECT id FROM print_jobs WHERE desk = $2 AND connection = $3 AND state = 'queued'
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
         )
         UPDATE print_jobs p SET state = 'sending', attempts = p.attempts + 1, updated_at = $1
         FROM next WHERE p.id = next.id RETURNING ${prefixed('p')}, p.bytes`,
        [now(), desk, connection, acceptedId],
      );
      return rows[0] ? withBytes(rows[0]) : null;
    },
    async markSent(id) {
      await pool.query<Row>(
        `UPDATE print_jobs SET state = 'sent', updated_at = $1 WHERE id = $2 AND state = 'sending'`,
        [now(), id],
      );
    },
    async markDone(ids) {
      const { rows } = await pool.query<Row>(
        `UPDATE print_jobs SET state = 'done', error_kind = NULL, error = NULL, updated_at = $1
         WHERE state = 'sent' AND id = ANY($2::bigint[]) RETURNING ${JOB_COLUMNS}`,
        [now(), ids],
      );
      return rows.map(jobOf).sort(byId);
    },
    async markFailed(ids, f) {
      await pool.query<Row>(
        `UPDATE print_jobs SET state = 'failed', accepted = $1, error_kind = $2, error = $3, updated_at = $4
         WHERE state IN ('sending', 'sent') AND id = ANY($5::bigint[])`,
        [f.accepted, f.kind, f.message, now(), ids],
      );
    },
    requeueUnaccepted: (connection) =>
      count(
        `UPDATE print_jobs SET state = 'queued', updated_at = $1
         WHERE desk = $2 AND connection = $3 AND state = 'failed' AND NOT accepted`,
        [now(), desk, connection],
      ),
    move: (from, to) =>
      // Re-inserted at the end of the other queue (new ids keep its order), the old rows cancelled.
      inTransaction(pool, async (client) => {
        const at = now();
        const moved = await client.query<Row>(
          `INSERT INTO print_jobs (waybill_id, copy, connection, language, bytes, state, attempts, created_at,
             updated_at, desk)
           SELECT waybill_id, copy, $1, language, bytes, 'queued', attempts, created_at, $2, desk FROM print_jobs
           WHERE desk = $3 AND connection = $4 AND ${OPEN_UNACCEPTED} ORDER BY id`,
          [to, at, desk, from],
        );
        await client.query<Row>(
          `UPDATE print_jobs SET state = 'cancelled', error_kind = NULL, error = $1, updated_at = $2
           WHERE desk = $3 AND connection = $4 AND ${OPEN_UNACCEPTED}`,
          [`moved to ${to}`, at, desk, from],
        );
        return moved.rowCount ?? 0;
      }),
    cancel: (target) =>
      'ids' in target
        ? count(
            `UPDATE print_jobs SET state = 'cancelled', updated_at = $1
             WHERE state IN ('queued', 'failed') AND id = ANY($2::bigint[])`,
            [now(), target.ids],
          )
        : count(
            `UPDATE print_jobs SET state = 'cancelled', updated_at = $1
             WHERE desk = $2 AND connection = $3 AND state IN ('queued', 'failed')`,
            [now(), desk, target.connection],
          ),
    reprint: (ids) =>
      count(
        `UPDATE print_jobs SET state = 'queued', accepted = false, error_kind = NULL, error = NULL, updated_at = $1
         WHERE state = 'failed' AND accepted AND id = ANY($2::bigint[])`,
        [now(), ids],
      ),
    async markPrinted(ids) {
      const { rows } = await pool.query<Row>(
        `UPDATE print_jobs SET state = 'done', updated_at = $1
         WHERE state = 'failed' AND accepted AND id = ANY($2::bigint[]) RETURNING ${JOB_COLUMNS}`,
        [now(), ids],
      );
      return rows.map(jobOf).sort(byId);
    },
    settleStopped: () =>
      count(
        `UPDATE print_jobs SET state = 'failed', accepted = true, error_kind = 'stopped', error = $1, updated_at = $2
         WHERE desk = $3 AND state IN ('sending', 'sent')`,
        ['the desk stopped while this label was being sent', now(), desk],
      ),
    async summaries() {
      const { rows } = await pool.query<Row>(
        `SELECT connection,
           count(*) FILTER (WHERE state = 'queued') AS queued,
           count(*) FILTER (WHERE state IN ('sending', 'sent')) AS in_flight,
           count(*) FILTER (WHERE state = 'failed' AND NOT accepted) AS failed,
           count(*) FILTER (WHERE state = 'failed' AND accepted) AS may_have_printed,
           (SELECT json_build_array(f.error_kind, f.error, f.updated_at) FROM print_jobs f
            WHERE f.desk = j.desk AND f.connection = j.connection AND f.state = 'failed'
            ORDER BY f.updated_at DESC, f.id DESC LIMIT 1) AS last_error
         FROM print_jobs j
         WHERE desk = $1 AND state IN ('queued', 'sending', 'sent', 'failed')
         GROUP BY connection, desk ORDER BY connection`,
        [desk],
      );
      return rows.map(summaryOf);
    },
    async jobs(connection, states, limit) {
      const { rows } = await pool.query<Row>(
        `SELECT ${prefixed('j')}, octet_length(j.bytes) AS bytes_length, w.waybill_code
         FROM print_jobs j JOIN waybills w ON w.id = j.waybill_id
         WHERE j.desk = $1 AND j.connection = $2 AND j.state = ANY($3::text[]) ORDER BY j.id LIMIT $4`,
        [desk, connection, states, limit],
      );
      return rows.map((r) => ({
        ...jobOf(r),
        waybillCode: String(r.waybill_code),
        bytesLength: Number(r.bytes_length),
      }));
    },
    async job(id) {
      const { rows } = await pool.query<Row>(`SELECT ${JOB_COLUMNS}, bytes FROM print_jobs WHERE id = $1`, [
        id,
      ]);
      return rows[0] ? withBytes(rows[0]) : null;
    },
  } satisfies PrintQueueStore;
};

const prefixed = (alias: string) => JOB_COLUMNS.replace(/(\w+)/g, `${alias}.$1`);

const summaryOf = (r: Row): ConnectionSummary => {
  const last = r.last_error as [string, string, number | string] | null;
  return {
    connection: String(r.connection),
    queued: Number(r.queued),
    inFlight: Number(r.in_flight),
    failed: Number(r.failed),
    mayHavePrinted: Number(r.may_have_printed),
    lastError: last ? { kind: last[0] as PrintJobErrorKind, message: last[1], at: Number(last[2]) } : null,
  };
};
