import type { PgLedgerDb, Row } from '../../../../storage/postgres/pg-db';
import {
  byId,
  JOB_COLUMNS,
  jobColumnsOf,
  jobOf,
  STOPPED_MESSAGE,
  STOPPED_SENT_MESSAGE,
  withBytes,
} from '../print-job-row';
import { DESK_GONE } from './pg-desk-lease';
import type { PrintQueueStore } from '../print-queue-store';

type Sending = Pick<
  PrintQueueStore,
  'enqueue' | 'claimNext' | 'markSent' | 'markDone' | 'markFailed' | 'settleStopped' | 'settleGoneDesks'
>;

/** Jobs written in one statement, in the order given; answers their ids. */
const enqueue = async (
  { pool, now, desk }: PgLedgerDb,
  ...[connection, jobs]: Parameters<Sending['enqueue']>
) => {
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
};

/** The job just accepted marked sent and the next one claimed, in one statement: one round trip between labels. */
const claimNext = async (
  { pool, now, desk }: PgLedgerDb,
  ...[connection, acceptedId]: Parameters<Sending['claimNext']>
) => {
  const { rows } = await pool.query<Row>(
    `WITH accepted AS (
       UPDATE print_jobs SET state = 'sent', updated_at = $1 WHERE id = $4 AND state = 'sending'
     ), next AS (
       SELECT id FROM print_jobs WHERE desk = $2 AND connection = $3 AND state = 'queued'
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE print_jobs p SET state = 'sending', attempts = p.attempts + 1, updated_at = $1
     FROM next WHERE p.id = next.id RETURNING ${jobColumnsOf('p')}, p.bytes`,
    [now(), desk, connection, acceptedId],
  );
  return rows[0] ? withBytes(rows[0]) : null;
};

/**
 * Jobs a stopped desk left on the wire may have printed, and say which they were: sent (the printer took every
 * byte, only its confirmation was missing) or sending (cut off mid-way).
 */
const SETTLE_STOPPED = `UPDATE print_jobs SET state = 'failed', accepted = true,
   error_kind = CASE WHEN state = 'sent' THEN 'stopped-sent' ELSE 'stopped' END,
   error = CASE WHEN state = 'sent' THEN $1 ELSE $2 END, updated_at = $3
 WHERE state IN ('sending', 'sent')`;

/** The workers' side: jobs written, claimed one at a time, sent, settled; what a stopped desk left, failed. */
export const createPgPrintQueueSending = (ledgerDb: PgLedgerDb): Sending => {
  const { pool, now, desk } = ledgerDb;
  return {
    enqueue: (connection, jobs) => enqueue(ledgerDb, connection, jobs),
    claimNext: (connection, acceptedId) => claimNext(ledgerDb, connection, acceptedId),
    async markSent(id) {
      await pool.query<Row>(
        `UPDATE print_jobs SET state = 'sent', updated_at = $1 WHERE id = $2 AND state = 'sending'`,
        [now(), id],
      );
    },
    // RETURNING: exactly the jobs this call settled, so a print is recorded once per job.
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
    async settleStopped() {
      const settled = await pool.query<Row>(`${SETTLE_STOPPED} AND desk = $4`, [
        STOPPED_SENT_MESSAGE,
        STOPPED_MESSAGE,
        now(),
        desk,
      ]);
      return settled.rowCount ?? 0;
    },
    async settleGoneDesks() {
      const settled = await pool.query<Row>(`${SETTLE_STOPPED} AND desk <> $4 AND ${DESK_GONE('$5')}`, [
        STOPPED_SENT_MESSAGE,
        STOPPED_MESSAGE,
        now(),
        desk,
        ledgerDb.leaseMs,
      ]);
      return settled.rowCount ?? 0;
    },
  };
};
