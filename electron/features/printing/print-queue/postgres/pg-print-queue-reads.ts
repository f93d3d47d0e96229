import type { PgLedgerDb, Row } from '../../../../storage/postgres/pg-db';
import { JOB_COLUMNS, jobColumnsOf, jobOf, summaryOf, viewOf, withBytes } from '../print-job-row';
import type { PrintQueueStore } from '../print-queue-store';
import { DESK_GONE } from './pg-desk-lease';

/** What the panel reads: a summary per connection, a connection's jobs, one job. */
export const createPgPrintQueueReads = ({
  pool,
  desk,
  leaseMs,
}: PgLedgerDb): Pick<PrintQueueStore, 'summaries' | 'jobs' | 'job' | 'jobsByIds'> => ({
  // Every desk's open queues, this desk's first: another desk's jobs are shown (with its name) to settle once gone.
  async summaries() {
    const { rows } = await pool.query<Row>(
      `SELECT connection, desk, desk = $1 AS mine, desk <> $1 AND ${DESK_GONE('$2', 'j.desk')} AS desk_gone,
         count(*) FILTER (WHERE state = 'queued') AS queued,
         count(*) FILTER (WHERE state IN ('sending', 'sent')) AS in_flight,
         count(*) FILTER (WHERE state = 'failed' AND NOT accepted) AS failed,
         count(*) FILTER (WHERE state = 'failed' AND accepted) AS may_have_printed,
         (SELECT json_build_array(f.error_kind, f.error, f.updated_at) FROM print_jobs f
          WHERE f.desk = j.desk AND f.connection = j.connection AND f.state = 'failed'
          ORDER BY f.updated_at DESC, f.id DESC LIMIT 1) AS last_error
       FROM print_jobs j
       WHERE state IN ('queued', 'sending', 'sent', 'failed')
       GROUP BY connection, desk ORDER BY desk <> $1, desk, connection`,
      [desk, leaseMs],
    );
    return rows.map(summaryOf);
  },
  async jobs(connection, states, limit, ofDesk = desk) {
    const { rows } = await pool.query<Row>(
      `SELECT ${jobColumnsOf('j')}, octet_length(j.bytes) AS bytes_length, w.waybill_code
       FROM print_jobs j JOIN waybills w ON w.id = j.waybill_id
       WHERE j.desk = $1 AND j.connection = $2 AND j.state = ANY($3::text[]) ORDER BY j.id LIMIT $4`,
      [ofDesk, connection, states, limit],
    );
    return rows.map(viewOf);
  },
  async job(id) {
    const { rows } = await pool.query<Row>(`SELECT ${JOB_COLUMNS}, bytes FROM print_jobs WHERE id = $1`, [
      id,
    ]);
    return rows[0] ? withBytes(rows[0]) : null;
  },
  async jobsByIds(ids) {
    const { rows } = await pool.query<Row>(
      `SELECT ${JOB_COLUMNS} FROM print_jobs WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    );
    return rows.map(jobOf);
  },
});
