import { inTransaction, jsonList, type LedgerDb } from '../../../../storage/sqlite/ledger-db';
import { byId, jobOf, JOB_COLUMNS, movedTo, OPEN_UNACCEPTED } from '../print-job-row';
import { byIdsOf, type SyncStore } from './sqlite-print-queue-rows';

type SellerActions = Pick<SyncStore, 'requeueUnaccepted' | 'move' | 'cancel' | 'reprint' | 'markPrinted'>;

/** Move: re-inserted at the end of the other queue (new ids keep its order), the old rows cancelled. */
const moveJobs = ({ db, now, desk, statement }: LedgerDb, from: string, to: string): number =>
  inTransaction(db, () => {
    const at = now();
    const moved = statement(
      `INSERT INTO print_jobs (waybill_id, copy, connection, language, bytes, state, attempts, created_at,
         updated_at, desk)
       SELECT waybill_id, copy, ?, language, bytes, 'queued', attempts, created_at, ?, desk FROM print_jobs
       WHERE desk = ? AND connection = ? AND ${OPEN_UNACCEPTED} ORDER BY id`,
    ).run(to, at, desk, from).changes;
    statement(
      `UPDATE print_jobs SET state = 'cancelled', error_kind = NULL, error = ?, updated_at = ?
       WHERE desk = ? AND connection = ? AND ${OPEN_UNACCEPTED}`,
    ).run(movedTo(to), at, desk, from);
    return Number(moved);
  });

/** The seller's side: Retry, Move, Cancel, Reprint and Mark printed. */
export const createSqlitePrintQueueActions = (ledgerDb: LedgerDb): SellerActions => {
  const { now, desk, statement } = ledgerDb;
  const byIds = byIdsOf(ledgerDb);
  const printedBySeller = byIds(
    `UPDATE print_jobs SET state = 'done', updated_at = ? WHERE state = 'failed' AND accepted = 1`,
    ` RETURNING ${JOB_COLUMNS}`,
  );

  return {
    requeueUnaccepted(connection) {
      return Number(
        statement(
          `UPDATE print_jobs SET state = 'queued', updated_at = ?
           WHERE desk = ? AND connection = ? AND state = 'failed' AND accepted = 0`,
        ).run(now(), desk, connection).changes,
      );
    },
    move: (from, to) => moveJobs(ledgerDb, from, to),
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
            ).run(at, target.desk ?? desk, target.connection).changes,
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
  };
};
