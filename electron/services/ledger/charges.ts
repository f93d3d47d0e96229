import type { ChargesSummary } from '../../../shared/ipc/channels/tools';
import type { ChargedOperation } from './ledger-types';
import type { LedgerDb } from './ledger-db';

/*
 * Points the gateway reported charging (withholding_money). A charge record is a call that cost points:
 * calls charging 0 are not recorded, so `calls` counts charged calls.
 */

const OPERATIONS: readonly ChargedOperation[] = [
  'fetchWaybills',
  'pushItems',
  'lookupCoupon',
  'recycleWaybills',
  'listSoldOrders',
];

export interface Charges {
  recordCharge(operation: ChargedOperation, points: number): void;
  chargesSummary(sessionStart: number): ChargesSummary;
}

/** [start, end) of the local calendar day holding `at`; via Date so DST days (23 or 25 h) come out right. */
export function localDay(at: number): { start: number; end: number } {
  const start = new Date(at);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start: start.getTime(), end: end.getTime() };
}

export function createCharges({ now, statement }: LedgerDb): Charges {
  const insert = statement('INSERT INTO charges (at, operation, points) VALUES (?, ?, ?)');
  const byOperation = statement(
    `SELECT operation, total(points) AS points, count(*) AS calls FROM charges
     WHERE at >= :start AND at < :end GROUP BY operation`,
  );
  const since = statement('SELECT total(points) AS points FROM charges WHERE at >= ?');

  return {
    recordCharge(operation, points) {
      if (!Number.isFinite(points) || points < 0) throw new Error(`Invalid charge: ${points}`);
      if (points === 0) return;
      insert.run(now(), operation, points);
    },

    chargesSummary(sessionStart) {
      const summary: ChargesSummary = {
        today: 0,
        session: Number(since.get(sessionStart)?.points ?? 0),
        byOperation: Object.fromEntries(OPERATIONS.map((op) => [op, 0])),
        calls: 0,
        unreported: { today: 0, session: 0 },
      };
      for (const row of byOperation.all(localDay(now()))) {
        const points = Number(row.points);
        summary.byOperation[String(row.operation)] = points;
        summary.today += points;
        summary.calls += Number(row.calls);
      }
      return summary;
    },
  };
}
