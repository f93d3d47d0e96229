import { inTransaction, type PgLedgerDb, type Row } from '../../../../storage/postgres/pg-db';
import { byId, JOB_COLUMNS, jobOf, movedTo, OPEN_UNACCEPTED } from '../print-job-row';
import type { PrintQueueStore } from '../print-queue-store';

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

/** The seller's side: Retry, Move, Cancel, Reprint and Mark printed. */
export const createPgPrintQueueActions = (ledgerDb: PgLedgerDb): SellerActions => {
  const { pool, now, desk } = ledgerDb;
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
            `UPDATE print_jobs SET state = 'cancelled', updated_at = $1 WHERE ${open} AND id = ANY($2::bigint[])`,
            [now(), target.ids],
          )
        : count(
            `UPDATE print_jobs SET state = 'cancelled', updated_at = $1
             WHERE desk = $2 AND connection = $3 AND ${open}`,
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
  };
};
