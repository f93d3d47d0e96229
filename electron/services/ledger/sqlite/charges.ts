import type { ChargesSummary } from '../../../../shared/ipc/channels/tools';
import type { ChargedOperation } from '../ledger-types';
import type { LedgerDb } from './ledger-db';

/*
 * Points the gateway reported charging (withholding_money). A charge record is a call that cost points:
 * calls charging 0 are not recorded, so `calls` counts charged calls. A call that is charged but reports no
 * amount (the push deducts account balance, C2) is recorded with amount_reported = 0, so the day's figures
 * can say so instead of leaving it out.
 */

const OPERATIONS: readonly ChargedOperation[] = [
  'fetchWaybills',
  'pushItems',
  'lookupCoupon',
  'recycleWaybills',
  'listSoldOrders',
];

export interface Charges {
  recordCharge(operation: ChargedOperation, points: number | null): void;
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

export function createCharges({ now, desk, statement }: LedgerDb): Charges {
  const insert = statement(
    'INSERT INTO charges (at, operation, points, amount_reported, desk) VALUES (?, ?, ?, ?, ?)',
  );
  const byOperation = statement(
    `SELECT operation, total(points) AS points, count(*) AS calls FROM charges
     WHERE at >= :start AND at < :end AND amount_reported = 1 GROUP BY operation`,
  );
  const since = statement(
    'SELECT total(points) AS points FROM charges WHERE at >= ? AND amount_reported = 1',
  );
  const unreportedBetween = statement(
    'SELECT count(*) AS n FROM charges WHERE at >= :start AND at < :end AND amount_reported = 0',
  );

  return {
    recordCharge(operation, points) {
      if (points === null) {
        insert.run(now(), operation, 0, 0, desk);
        return;
      }
      if (!Number.isFinite(points) || points < 0) throw new Error(`Invalid charge: ${points}`);
      if (points === 0) return;
      insert.run(now(), operation, points, 1, desk);
    },

    chargesSummary(sessionStart) {
      const summary: ChargesSummary = {
        today: 0,
        session: Number(since.get(sessionStart)?.points ?? 0),
        byOperation: Object.fromEntries(OPERATIONS.map((op) => [op, 0])),
        calls: 0,
        unreported: {
          today: Number(unreportedBetween.get(localDay(now()))?.n ?? 0),
          session: Number(
            unreportedBetween.get({ start: sessionStart, end: Number.MAX_SAFE_INTEGER })?.n ?? 0,
          ),
        },
      };
      for (const row of byOperation.all(localDay(now()))) {
        const points = Number(row.points);
        summary.byOperation[String(row.operation)] = points;
        summary.today += points;
        summary.calls += Number(row.calls);
      }
      // One desk per SQLite ledger: the shop's day is this desk's day.
      summary.deskToday = summary.today;
      return summary;
    },
  };
}
