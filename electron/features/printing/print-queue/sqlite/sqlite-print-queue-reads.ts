import type { LedgerDb } from '../../../../storage/sqlite/ledger-db';
import { JOB_COLUMNS, jobColumnsOf, jobOf, summaryOf, viewOf, withBytes } from '../print-job-row';
import type { SyncStore } from './sqlite-print-queue-rows';

/** What the panel reads: a summary per connection, a connection's jobs, one job. */
export const createSqlitePrintQueueReads = (
  ledgerDb: LedgerDb,
): Pick<SyncStore, 'summaries' | 'jobs' | 'job' | 'jobsByIds'> => {
  const { desk, statement } = ledgerDb;
  return {
    summaries() {
      return statement(
        `SELECT connection, desk, 1 AS mine, 0 AS desk_gone,
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
    jobs(connection, states, limit, ofDesk = desk) {
      return statement(
        `SELECT ${jobColumnsOf('j')}, length(j.bytes) AS bytes_length, w.waybill_code
         FROM print_jobs j JOIN waybills w ON w.id = j.waybill_id
         WHERE j.desk = ? AND j.connection = ? AND j.state IN (SELECT value FROM json_each(?))
         ORDER BY j.id LIMIT ?`,
      )
        .all(ofDesk, connection, JSON.stringify(states), limit)
        .map(viewOf);
    },
    job(id) {
      const row = statement(`SELECT ${JOB_COLUMNS}, bytes FROM print_jobs WHERE id = ?`).get(id);
      return row ? withBytes(row) : null;
    },
    jobsByIds(ids) {
      return statement(
        `SELECT ${JOB_COLUMNS} FROM print_jobs WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      )
        .all(JSON.stringify(ids))
        .map(jobOf);
    },
  };
};
