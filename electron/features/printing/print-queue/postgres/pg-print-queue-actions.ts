import { inTransaction, type PgLedgerDb, type Row } from '../../../../storage/postgres/pg-db';
import { byId, JOB_COLUMNS, jobOf, movedTo, OPEN_UNACCEPTED } from '../print-job-row';
import type { PrintQueueStore } from '../print-queue-store';
import { DESK_GONE } from './pg-desk-lease';

type SellerActions = Pick<
  PrintQueueStore,
  'requeueUnaccepted' | 'move' | 'cancel' | 'reprint' | 'markPrinted'
>;

/** Move: re-inserted at the end of the other queue (new ids keep its order), the old rows cancelled. */
const moveJobs = ({ pool, now, desk }: PgLedgerDb, from: string, to: string): Promise<number> =>
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
      [movedTo(to), at, desk, from],
    );
    return moved.rowCount ?? 0;
  });

/** This desk's jobs, or those of a desk whose lease ran out ($3 = this desk, $4 = the lease in ms). */
const MINE_OR_GONE = `(desk = $3 OR ${DESK_GONE('$4')})`;

/**
 * The seller's side: Retry, Move, Cancel, Reprint and Mark printed. Cancel, Reprint and Mark printed also reach a
 * gone desk's jobs (never a desk's that still beats); a reprint is sent by this desk.
 */
export const createPgPrintQueueActions = (ledgerDb: PgLedgerDb): SellerActions => {
  const { pool, now, desk, leaseMs } = ledgerDb;
  const count = async (sql: string, params: unknown[]) => (await pool.query<Row>(sql, params)).rowCount ?? 0;
  const open = `state IN ('queued', 'failed')`;
  return {
    requeueUnaccepted: (connection) =>
      count(
        `UPDATE print_jobs SET state = 'queued', updated_at = $1
         WHERE desk = $2 AND connection = $3 AND state = 'failed' AND NOT accepted`,
        [now(), desk, connection],
      ),
    move: (from, to) => moveJobs(ledgerDb, from, to),
    cancel: (target) =>
      'ids' in target
        ? count(
            `UPDATE print_jobs SET state = 'cancelled', updated_at = $1
             WHERE ${open} AND id = ANY($2::bigint[]) AND ${MINE_OR_GONE}`,
            [now(), target.ids, desk, leaseMs],
          )
        : count(
            `UPDATE print_jobs SET state = 'cancelled', updated_at = $1
             WHERE desk = $2 AND connection = $5 AND ${open} AND ${MINE_OR_GONE}`,
            [now(), target.desk ?? desk, desk, leaseMs, target.connection],
          ),
    reprint: (ids) =>
      count(
        `UPDATE print_jobs SET state = 'queued', accepted = false, error_kind = NULL, error = NULL, updated_at = $1,
           desk = $3
         WHERE state = 'failed' AND accepted AND id = ANY($2::bigint[]) AND ${MINE_OR_GONE}`,
        [now(), ids, desk, leaseMs],
      ),
    async markPrinted(ids) {
      const { rows } = await pool.query<Row>(
        `UPDATE print_jobs SET state = 'done', updated_at = $1
         WHERE state = 'failed' AND accepted AND id = ANY($2::bigint[]) AND ${MINE_OR_GONE}
         RETURNING ${JOB_COLUMNS}`,
        [now(), ids, desk, leaseMs],
      );
      return rows.map(jobOf).sort(byId);
    },
  };
};
