import type { RecycleOutcomeInput } from '../ledger-types';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';

/* What happened to waybills after issue: recycle attempts (R2), prints, cloud-print outcomes. */

type PrintMode = 'silent' | 'browser' | 'pdf' | 'cloud-print';

interface WaybillHistory {
  recordRecycleOutcomes(outcomes: RecycleOutcomeInput[]): void;
  recordPrints(ids: number[], printer: string | null, mode: PrintMode): void;
  recordCloudPrintOutcome(id: number, status: 'printed' | 'failed', msg: string | null): void;
}

const INSERT_ATTEMPT =
  'INSERT INTO recycle_attempts (waybill_id, at, ok, error_msg, desk) VALUES (?, ?, ?, ?, ?)';
const MARK_RECYCLED = `UPDATE waybills SET status = 'recycled', recycled_at = ?, last_recycle_error = NULL
  WHERE id = ? AND status = 'live'`;
// A failed entry stays live; its message is kept for the seller.
const MARK_RECYCLE_FAILED = 'UPDATE waybills SET last_recycle_error = ? WHERE id = ?';
// The gateway says it is void already: recycled, with the gateway's words kept.
const MARK_VOID_AT_GATEWAY = `UPDATE waybills SET status = 'recycled', recycled_at = ?, last_recycle_error = ?
  WHERE id = ? AND status = 'live'`;
const INSERT_PRINT = 'INSERT INTO prints (waybill_id, at, printer, mode, desk) VALUES (?, ?, ?, ?, ?)';
const COUNT_PRINT = 'UPDATE waybills SET printed_count = printed_count + 1, last_printed_at = ? WHERE id = ?';
// The browser's print dialog may be cancelled: "sent to the dialog" is its own count, never "printed".
const COUNT_DIALOG = 'UPDATE waybills SET dialog_count = dialog_count + 1, last_dialog_at = ? WHERE id = ?';
const INSERT_CLOUD_OUTCOME =
  'INSERT INTO cloud_print_outcomes (waybill_id, at, status, msg, desk) VALUES (?, ?, ?, ?, ?)';

function recordRecycleOutcomes(
  { db, now, desk, statement }: LedgerDb,
  outcomes: RecycleOutcomeInput[],
): void {
  if (outcomes.length === 0) return;
  const at = now();
  // An unknown id fails the foreign key and rolls the batch back: ids come from this ledger, so that is a bug.
  inTransaction(db, () => {
    for (const outcome of outcomes) {
      const error = outcome.errorMsg ?? '';
      statement(INSERT_ATTEMPT).run(outcome.id, at, outcome.ok ? 1 : 0, outcome.ok ? null : error, desk);
      if (outcome.ok) statement(MARK_RECYCLED).run(at, outcome.id);
      else if (outcome.voidAtGateway) statement(MARK_VOID_AT_GATEWAY).run(at, error, outcome.id);
      else statement(MARK_RECYCLE_FAILED).run(error, outcome.id);
    }
  });
}

function recordPrints(
  { db, now, desk, statement }: LedgerDb,
  ids: number[],
  printer: string | null,
  mode: PrintMode,
) {
  if (ids.length === 0) return;
  const at = now();
  inTransaction(db, () => {
    for (const id of ids) {
      statement(INSERT_PRINT).run(id, at, printer, mode, desk);
      statement(mode === 'browser' ? COUNT_DIALOG : COUNT_PRINT).run(at, id);
    }
  });
}

export function createWaybillHistory(ledgerDb: LedgerDb): WaybillHistory {
  const { now, desk, statement } = ledgerDb;
  return {
    recordRecycleOutcomes: (outcomes) => recordRecycleOutcomes(ledgerDb, outcomes),
    recordPrints: (ids, printer, mode) => recordPrints(ledgerDb, ids, printer, mode),
    recordCloudPrintOutcome(id, status, msg) {
      statement(INSERT_CLOUD_OUTCOME).run(id, now(), status, msg, desk);
    },
  };
}
