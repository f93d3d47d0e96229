import { overDb } from '../../../storage/over-db';
import { asyncFace } from '../../../storage/sqlite/async-face';
import { inTransaction, jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
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

/** The handover's tables in the desk's SQLite ledger (same connection, same file). */

const WAYBILL_COLUMNS = `w.id, w.waybill_code, w.cp_code, w.status, w.last_printed_at, ${PRINTED_SQL} AS printed,
  (SELECT json_group_array(order_sn) FROM (SELECT order_sn FROM waybill_orders o
     WHERE o.waybill_id = w.id ORDER BY position)) AS order_sns`;

const HEAD_SQL = `SELECT b.*, (SELECT count(*) FROM handover_scans s WHERE s.batch_id = b.id) AS count
  FROM handover_batches b`;

const lookup = ({ statement }: LedgerDb, code: string): WaybillFacts[] =>
  statement(
    `WITH hit AS (SELECT id FROM waybills WHERE waybill_code = ?1
                  UNION SELECT waybill_id FROM waybill_orders WHERE order_sn = ?1),
          related AS (SELECT id FROM hit
                      UNION SELECT o2.waybill_id FROM waybill_orders o1
                        JOIN waybill_orders o2 ON o2.order_sn = o1.order_sn
                        WHERE o1.waybill_id IN (SELECT id FROM hit))
     SELECT ${WAYBILL_COLUMNS},
       (SELECT json_group_array(json_object('batchId', s.batch_id, 'closed', s.closed))
          FROM handover_scans s WHERE s.waybill_id = w.id) AS batches
     FROM waybills w WHERE w.id IN (SELECT id FROM related) ORDER BY w.issued_at DESC, w.id DESC`,
  )
    .all(code)
    .map(factsOf);

const batchHead = ({ statement }: LedgerDb, batchId: number): HandoverBatchHead | null => {
  const row = statement(`${HEAD_SQL} WHERE b.id = ?`).get(batchId);
  return row ? headOf(row) : null;
};

const openBatch = (ledgerDb: LedgerDb, cpCode: string): HandoverBatchHead => {
  const { statement, now, desk } = ledgerDb;
  const { lastInsertRowid } = statement(
    'INSERT INTO handover_batches (cp_code, desk, opened_at) VALUES (?, ?, ?)',
  ).run(cpCode, desk, now());
  return batchHead(ledgerDb, Number(lastInsertRowid))!;
};

const batch = ({ statement }: LedgerDb, batchId: number): HandoverBatch | null => {
  const head = statement('SELECT * FROM handover_batches WHERE id = ?').get(batchId);
  if (!head) return null;
  const scans = statement(
    `SELECT ${WAYBILL_COLUMNS}, s.desk AS scan_desk, s.scanned_at, s.confirmed
     FROM handover_scans s JOIN waybills w ON w.id = s.waybill_id WHERE s.batch_id = ? ORDER BY s.id`,
  ).all(batchId);
  const reopens = statement('SELECT * FROM handover_reopens WHERE batch_id = ? ORDER BY id').all(batchId);
  return batchOf(head, scans, reopens);
};

const batches = ({ statement }: LedgerDb, limit: number): HandoverBatchHead[] =>
  statement(`${HEAD_SQL} ORDER BY b.closed_at IS NOT NULL, b.id DESC LIMIT ?`).all(limit).map(headOf);

const addScan = (
  { db, statement, now, desk }: LedgerDb,
  batchId: number,
  waybill: { id: number; cpCode: string },
  confirmed: boolean,
): 'added' | 'already' =>
  inTransaction(db, () => {
    const head = statement('SELECT closed_at FROM handover_batches WHERE id = ?').get(batchId);
    if (!head || head.closed_at != null) throw new BatchClosed(batchId);
    statement("UPDATE handover_batches SET cp_code = ? WHERE id = ? AND cp_code = ''").run(
      waybill.cpCode,
      batchId,
    );
    const { changes } = statement(
      `INSERT INTO handover_scans (batch_id, waybill_id, desk, scanned_at, confirmed) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (batch_id, waybill_id) DO NOTHING`,
    ).run(batchId, waybill.id, desk, now(), confirmed ? 1 : 0);
    return Number(changes) === 1 ? 'added' : 'already';
  });

const removeScan = ({ statement }: LedgerDb, batchId: number, waybillId: number): boolean =>
  Number(
    statement('DELETE FROM handover_scans WHERE batch_id = ? AND waybill_id = ? AND closed = 0').run(
      batchId,
      waybillId,
    ).changes,
  ) === 1;

/** The codes of the batch's waybills already in another closed batch. */
const closedElsewhere = ({ statement }: LedgerDb, batchId: number): string[] =>
  statement(
    `SELECT w.waybill_code FROM handover_scans s JOIN waybills w ON w.id = s.waybill_id
     WHERE s.batch_id = ? AND EXISTS (SELECT 1 FROM handover_scans c
       WHERE c.waybill_id = s.waybill_id AND c.closed = 1 AND c.batch_id <> s.batch_id)`,
  )
    .all(batchId)
    .map((r) => String(r.waybill_code));

const close = (ledgerDb: LedgerDb, batchId: number): void => {
  const { db, statement, now, desk } = ledgerDb;
  try {
    inTransaction(db, () => {
      statement(
        'UPDATE handover_batches SET closed_at = ?, closed_by = ? WHERE id = ? AND closed_at IS NULL',
      ).run(now(), desk, batchId);
      statement('UPDATE handover_scans SET closed = 1 WHERE batch_id = ?').run(batchId);
    });
  } catch (error) {
    if (!/UNIQUE/i.test(String((error as Error).message))) throw error;
    throw new HandedOverElsewhere(closedElsewhere(ledgerDb, batchId));
  }
};

const reopen = ({ db, statement, now, desk }: LedgerDb, batchId: number, reason: string): void =>
  inTransaction(db, () => {
    statement('UPDATE handover_batches SET closed_at = NULL, closed_by = NULL WHERE id = ?').run(batchId);
    statement('UPDATE handover_scans SET closed = 0 WHERE batch_id = ?').run(batchId);
    statement('INSERT INTO handover_reopens (batch_id, desk, at, reason) VALUES (?, ?, ?, ?)').run(
      batchId,
      desk,
      now(),
      reason,
    );
  });

const notGone = ({ statement }: LedgerDb, since: number, limit: number): HandoverWaybill[] =>
  statement(
    `SELECT * FROM (SELECT ${WAYBILL_COLUMNS}, max(coalesce(w.last_printed_at, 0), coalesce(w.last_dialog_at, 0)) AS at
       FROM waybills w WHERE w.status = 'live' AND (w.printed_count > 0 OR w.dialog_count > 0)
         AND NOT EXISTS (SELECT 1 FROM handover_scans s WHERE s.waybill_id = w.id))
     WHERE at >= ? ORDER BY at LIMIT ?`,
  )
    .all(since, limit)
    .map(waybillOf);

const handoversOf = ({ statement }: LedgerDb, ids: number[]) =>
  firstMarkPerWaybill(
    statement(
      `SELECT waybill_id, batch_id, scanned_at, closed FROM handover_scans
       WHERE waybill_id IN (SELECT value FROM json_each(?)) ORDER BY closed DESC, id DESC`,
    )
      .all(jsonList(ids))
      .map(markOf),
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

export const createSqliteHandoverStore = (ledgerDb: LedgerDb): HandoverStore =>
  asyncFace<HandoverStore>(overDb(ledgerDb, methods));
