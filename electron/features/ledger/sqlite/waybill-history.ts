import type { RecycleOutcomeInput } from '../ledger-types';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';

/* What happened to waybills after issue: recycle attempts (R2), prints, cloud-print outcomes. */

export type PrintMode = 'silent' | 'browser' | 'pdf' | 'cloud-print';

export interface WaybillHistory {
  recordRecycleOutcomes(outcomes: RecycleOutcomeInput[]): void;
  recordPrints(ids: number[], printer: string | null, mode: PrintMode): void;
  recordCloudPrintOutcome(id: number, status: 'printed' | 'failed', msg: string | null): void;
}

export function createWaybillHistory({ db, now, desk, statement }: LedgerDb): WaybillHistory {
  const insertAttempt = statement(
    'INSERT INTO recycle_attempts (waybill_id, at, ok, error_msg, desk) VALUES (?, ?, ?, ?, ?)',
  );
  const markRecycled = statement(
    `UPDATE waybills SET status = 'recycled', recycled_at = ?, last_recycle_error = NULL
     WHERE id = ? AND status = 'live'`,
  );
  // A failed entry stays live; its message is kept for the seller.
  const markRecycleFailed = statement('UPDATE waybills SET last_recycle_error = ? WHERE id = ?');
  // The gateway says it is void already: recycled, with the gateway's words kept.
  const markVoidAtGateway = statement(
    `UPDATE waybills SET status = 'recycled', recycled_at = ?, last_recycle_error = ?
     WHERE id = ? AND status = 'live'`,
  );
  const insertPrint = statement(
    'INSERT INTO prints (waybill_id, at, printer, mode, desk) VALUES (?, ?, ?, ?, ?)',
  );
  const countPrint = statement(
    'UPDATE waybills SET printed_count = printed_count + 1, last_printed_at = ? WHERE id = ?',
  );
  // The browser's print dialog may be cancelled: "sent to the dialog" is its own count, never "printed".
  const countDialog = statement(
    'UPDATE waybills SET dialog_count = dialog_count + 1, last_dialog_at = ? WHERE id = ?',
  );
  const insertCloudOutcome = statement(
    'INSERT INTO cloud_print_outcomes (waybill_id, at, status, msg, desk) VALUES (?, ?, ?, ?, ?)',
  );

  return {
    recordRecycleOutcomes(outcomes) {
      if (outcomes.length === 0) return;
      const at = now();
      // An unknown id fails the foreign key and rolls the batch back: ids come from this ledger, so that is a bug.
      inTransaction(db, () => {
        for (const outcome of outcomes) {
          insertAttempt.run(
            outcome.id,
            at,
            outcome.ok ? 1 : 0,
            outcome.ok ? null : (outcome.errorMsg ?? ''),
            desk,
          );
          if (outcome.ok) markRecycled.run(at, outcome.id);
          else if (outcome.voidAtGateway) markVoidAtGateway.run(at, outcome.errorMsg ?? '', outcome.id);
          else markRecycleFailed.run(outcome.errorMsg ?? '', outcome.id);
        }
      });
    },

    recordPrints(ids, printer, mode) {
      if (ids.length === 0) return;
      const at = now();
      inTransaction(db, () => {
        for (const id of ids) {
          insertPrint.run(id, at, printer, mode, desk);
          (mode === 'browser' ? countDialog : countPrint).run(at, id);
        }
      });
    },

    recordCloudPrintOutcome(id, status, msg) {
      insertCloudOutcome.run(id, now(), status, msg, desk);
    },
  };
}
