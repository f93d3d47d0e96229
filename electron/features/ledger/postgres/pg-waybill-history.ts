import type pg from 'pg';
import type { PrintMode, RecycleOutcomeInput } from '../ledger-types';
import { inTransaction, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';

/* What happened to waybills after issue, on the shared database: recycle attempts (R2), prints, cloud-print outcomes. */

/** One recycle outcome: the attempt kept, and the waybill recycled, void at the gateway, or live with its error. */
async function recordRecycleOutcome(client: pg.PoolClient, desk: string, at: number, o: RecycleOutcomeInput) {
  await client.query<Row>(
    'INSERT INTO recycle_attempts (waybill_id, desk, at, ok, error_msg) VALUES ($1, $2, $3, $4, $5)',
    [o.id, desk, at, o.ok, o.ok ? null : (o.errorMsg ?? '')],
  );
  if (o.ok) {
    await client.query<Row>(
      `UPDATE waybills SET status = 'recycled', recycled_at = $1, last_recycle_error = NULL
       WHERE id = $2 AND status = 'live'`,
      [at, o.id],
    );
  } else if (o.voidAtGateway) {
    await client.query<Row>(
      `UPDATE waybills SET status = 'recycled', recycled_at = $1, last_recycle_error = $2
       WHERE id = $3 AND status = 'live'`,
      [at, o.errorMsg ?? '', o.id],
    );
  } else {
    await client.query<Row>('UPDATE waybills SET last_recycle_error = $1 WHERE id = $2', [
      o.errorMsg ?? '',
      o.id,
    ]);
  }
}

export async function recordRecycleOutcomes(
  { pool, now, desk }: PgLedgerDb,
  outcomes: RecycleOutcomeInput[],
) {
  if (outcomes.length === 0) return;
  const at = now();
  // An unknown id fails the foreign key and rolls the batch back: ids come from this ledger, so that is a bug.
  await inTransaction(pool, async (client) => {
    for (const o of outcomes) await recordRecycleOutcome(client, desk, at, o);
  });
}

export async function recordPrints(
  { pool, now, desk }: PgLedgerDb,
  ids: number[],
  printer: string | null,
  mode: PrintMode,
) {
  if (ids.length === 0) return;
  const at = now();
  await inTransaction(pool, async (client) => {
    await client.query<Row>(
      `INSERT INTO prints (waybill_id, desk, at, printer, mode)
       SELECT id, $2, $3, $4, $5 FROM unnest($1::bigint[]) AS id`,
      [ids, desk, at, printer, mode],
    );
    // Once per listed id, as the SQLite ledger counts (a repeated id counts twice). The browser's print
    // dialog may be cancelled: "sent to the dialog" is its own count, never "printed".
    const [count, last] =
      mode === 'browser' ? ['dialog_count', 'last_dialog_at'] : ['printed_count', 'last_printed_at'];
    await client.query<Row>(
      `UPDATE waybills w SET ${count} = w.${count} + c.n, ${last} = $2
       FROM (SELECT id, count(*) AS n FROM unnest($1::bigint[]) AS id GROUP BY id) c WHERE w.id = c.id`,
      [ids, at],
    );
  });
}

export async function recordCloudPrintOutcome(
  { pool, now, desk }: PgLedgerDb,
  id: number,
  status: 'printed' | 'failed',
  msg: string | null,
) {
  await pool.query<Row>(
    'INSERT INTO cloud_print_outcomes (waybill_id, desk, at, status, msg) VALUES ($1, $2, $3, $4, $5)',
    [id, desk, now(), status, msg],
  );
}
