import { overDb } from '../../../storage/over-db';
import { inTransaction, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import type {
  HandoverBatch,
  HandoverBatchHead,
  HandoverWaybill,
} from '../../../../shared/ipc/channels/handover';
import {
  batchOf,
  factsOf,
  firstMarkPerWaybill,
  headOf,
  markOf,
  PRINTED_SQL,
  waybillOf,
} from '../handover-rows';
import { BatchClosed, HandedOverElsewhere, type HandoverStore, type WaybillFacts } from '../handover-store';

/** The handover's tables on the shared ledger: every desk scans into the same batches. */

const WAYBILL_COLUMNS = `w.id, w.waybill_code, w.cp_code, w.status, w.last_printed_at, ${PRINTED_SQL} AS printed,
  ARRAY(SELECT order_sn FROM waybill_orders o WHERE o.waybill_id = w.id ORDER BY position) AS order_sns`;

const HEAD_SQL = `SELECT b.*, (SELECT count(*) FROM handover_scans s WHERE s.batch_id = b.id) AS count
  FROM handover_batches b`;

const lookup = async ({ pool }: PgLedgerDb, code: string): Promise<WaybillFacts[]> => {
  const { rows } = await pool.query<Row>(
    `WITH hit AS (SELECT id FROM waybills WHERE waybill_code = $1
                  UNION SELECT waybill_id FROM waybill_orders WHERE order_sn = $1),
          related AS (SELECT id FROM hit
                      UNION SELECT o2.waybill_id FROM waybill_orders o1
                        JOIN waybill_orders o2 ON o2.order_sn = o1.order_sn
                        WHERE o1.waybill_id IN (SELECT id FROM hit))
     SELECT ${WAYBILL_COLUMNS},
       coalesce((SELECT json_agg(json_build_object('batchId', s.batch_id, 'closed', s.closed))
          FROM handover_scans s WHERE s.waybill_id = w.id), '[]') AS batches
     FROM waybills w WHERE w.id IN (SELECT id FROM related) ORDER BY w.issued_at DESC, w.id DESC`,
    [code],
  );
  return rows.map(factsOf);
};

const batchHead = async ({ pool }: PgLedgerDb, batchId: number): Promise<HandoverBatchHead | null> => {
  const { rows } = await pool.query<Row>(`${HEAD_SQL} WHERE b.id = $1`, [batchId]);
  return rows[0] ? headOf(rows[0]) : null;
};

const openBatch = async (ledgerDb: PgLedgerDb, cpCode: string): Promise<HandoverBatchHead> => {
  const { pool, now, desk } = ledgerDb;
  const { rows } = await pool.query<Row>(
    `INSERT INTO handover_batches (cp_code, desk, opened_at) VALUES ($1, $2, $3) RETURNING *, 0 AS count`,
    [cpCode, desk, now()],
  );
  return headOf(rows[0]!);
};

const batch = async ({ pool }: PgLedgerDb, batchId: number): Promise<HandoverBatch | null> => {
  const head = await pool.query<Row>('SELECT * FROM handover_batches WHERE id = $1', [batchId]);
  if (!head.rows[0]) return null;
  const scans = await pool.query<Row>(
    `SELECT ${WAYBILL_COLUMNS}, s.desk AS scan_desk, s.scanned_at, s.confirmed
     FROM handover_scans s JOIN waybills w ON w.id = s.waybill_id WHERE s.batch_id = $1 ORDER BY s.id`,
    [batchId],
  );
  const reopens = await pool.query<Row>('SELECT * FROM handover_reopens WHERE batch_id = $1 ORDER BY id', [
    batchId,
  ]);
  return batchOf(head.rows[0], scans.rows, reopens.rows);
};

const batches = async ({ pool }: PgLedgerDb, limit: number): Promise<HandoverBatchHead[]> =>
  (
    await pool.query<Row>(`${HEAD_SQL} ORDER BY b.closed_at IS NOT NULL, b.id DESC LIMIT $1`, [limit])
  ).rows.map(headOf);

const addScan = (
  { pool, now, desk }: PgLedgerDb,
  batchId: number,
  waybill: { id: number; cpCode: string },
  confirmed: boolean,
): Promise<'added' | 'already'> =>
  inTransaction(pool, async (client) => {
    // The batch's row is locked: a close on another desk waits for this scan, or this scan sees it closed.
    const head = await client.query<Row>('SELECT closed_at FROM handover_batches WHERE id = $1 FOR UPDATE', [
      batchId,
    ]);
    if (!head.rows[0] || head.rows[0].closed_at != null) throw new BatchClosed(batchId);
    await client.query<Row>("UPDATE handover_batches SET cp_code = $1 WHERE id = $2 AND cp_code = ''", [
      waybill.cpCode,
      batchId,
    ]);
    const { rowCount } = await client.query<Row>(
      `INSERT INTO handover_scans (batch_id, waybill_id, desk, scanned_at, confirmed) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (batch_id, waybill_id) DO NOTHING`,
      [batchId, waybill.id, desk, now(), confirmed],
    );
    return rowCount === 1 ? 'added' : 'already';
  });

const removeScan = async ({ pool }: PgLedgerDb, batchId: number, waybillId: number): Promise<boolean> =>
  (
    await pool.query<Row>(
      'DELETE FROM handover_scans WHERE batch_id = $1 AND waybill_id = $2 AND NOT closed',
      [batchId, waybillId],
    )
  ).rowCount === 1;

const closedElsewhere = async ({ pool }: PgLedgerDb, batchId: number): Promise<string[]> =>
  (
    await pool.query<Row>(
      `SELECT w.waybill_code FROM handover_scans s JOIN waybills w ON w.id = s.waybill_id
       WHERE s.batch_id = $1 AND EXISTS (SELECT 1 FROM handover_scans c
         WHERE c.waybill_id = s.waybill_id AND c.closed AND c.batch_id <> s.batch_id)`,
      [batchId],
    )
  ).rows.map((r) => String(r.waybill_code));

const close = async (ledgerDb: PgLedgerDb, batchId: number): Promise<void> => {
  const { pool, now, desk } = ledgerDb;
  try {
    await inTransaction(pool, async (client) => {
      await client.query<Row>(
        'UPDATE handover_batches SET closed_at = $1, closed_by = $2 WHERE id = $3 AND closed_at IS NULL',
        [now(), desk, batchId],
      );
      await client.query<Row>('UPDATE handover_scans SET closed = true WHERE batch_id = $1', [batchId]);
    });
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    throw new HandedOverElsewhere(await closedElsewhere(ledgerDb, batchId));
  }
};

const reopen = ({ pool, now, desk }: PgLedgerDb, batchId: number, reason: string): Promise<void> =>
  inTransaction(pool, async (client) => {
    await client.query<Row>('UPDATE handover_batches SET closed_at = NULL, closed_by = NULL WHERE id = $1', [
      batchId,
    ]);
    await client.query<Row>('UPDATE handover_scans SET closed = false WHERE batch_id = $1', [batchId]);
    await client.query<Row>(
      'INSERT INTO handover_reopens (batch_id, desk, at, reason) VALUES ($1, $2, $3, $4)',
      [batchId, desk, now(), reason],
    );
  });

const notGone = async ({ pool }: PgLedgerDb, since: number, limit: number): Promise<HandoverWaybill[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT * FROM (SELECT ${WAYBILL_COLUMNS},
         greatest(coalesce(w.last_printed_at, 0), coalesce(w.last_dialog_at, 0)) AS at
       FROM waybills w WHERE w.status = 'live' AND (w.printed_count > 0 OR w.dialog_count > 0)
         AND NOT EXISTS (SELECT 1 FROM handover_scans s WHERE s.waybill_id = w.id)) x
     WHERE at >= $1 ORDER BY at LIMIT $2`,
    [since, limit],
  );
  return rows.map(waybillOf);
};

const handoversOf = async ({ pool }: PgLedgerDb, ids: number[]) =>
  firstMarkPerWaybill(
    (
      await pool.query<Row>(
        `SELECT waybill_id, batch_id, scanned_at, closed FROM handover_scans
         WHERE waybill_id = ANY($1::bigint[]) ORDER BY closed DESC, id DESC`,
        [ids],
      )
    ).rows.map(markOf),
  );

const methods = {
  lookup,
  openBatch,
  batchHead,
  batch,
  batches,
  addScan,
  removeScan,
  close,
  reopen,
  notGone,
  handoversOf,
};

export const createPgHandoverStore = (ledgerDb: PgLedgerDb): HandoverStore => overDb(ledgerDb, methods);
