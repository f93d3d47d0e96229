import { inTransaction, jsonList, type LedgerDb } from '../../../../storage/sqlite/ledger-db';
import { byId, jobOf, JOB_COLUMNS, STOPPED_MESSAGE, STOPPED_SENT_MESSAGE, withBytes } from '../print-job-row';
import { byIdsOf, type SyncStore } from './sqlite-print-queue-rows';

type Sending = Pick<
  SyncStore,
  'enqueue' | 'claimNext' | 'markSent' | 'markDone' | 'markFailed' | 'settleStopped' | 'settleGoneDesks'
>;

/** Jobs this desk left on the wire when it stopped may have printed, and say which they were. */
const settleStopped = ({ now, desk, statement }: LedgerDb): number =>
  // Sent: the printer took every byte, only its confirmation was missing; sending: cut off mid-way.
  Number(
    statement(
      `UPDATE print_jobs SET state = 'failed', accepted = 1,
         error_kind = CASE WHEN state = 'sent' THEN 'stopped-sent' ELSE 'stopped' END,
         error = CASE WHEN state = 'sent' THEN ? ELSE ? END, updated_at = ?
       WHERE desk = ? AND state IN ('sending', 'sent')`,
    ).run(STOPPED_SENT_MESSAGE, STOPPED_MESSAGE, now(), desk).changes,
  );

/** The workers' side: jobs written, claimed one at a time, sent, settled; what a stopped desk left, failed. */
export const createSqlitePrintQueueSending = (ledgerDb: LedgerDb): Sending => {
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
  const byIds = byIdsOf(ledgerDb);
  // RETURNING: exactly the jobs this call settled, so a print is recorded once per job.
  const done = byIds(
    `UPDATE print_jobs SET state = 'done', error_kind = NULL, error = NULL, updated_at = ?
     WHERE state = 'sent'`,
    ` RETURNING ${JOB_COLUMNS}`,
  );
  const failed = byIds(
    `UPDATE print_jobs SET state = 'failed', accepted = ?, error_kind = ?, error = ?, updated_at = ?
     WHERE state IN ('sending', 'sent')`,
  );

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
    settleStopped: () => settleStopped(ledgerDb),
    // The embedded ledger is this desk's alone: no other desk leaves jobs in it.
    settleGoneDesks: () => 0,
  };
};
