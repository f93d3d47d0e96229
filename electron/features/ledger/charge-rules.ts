import type { ChargesSummary } from '../../../shared/ipc/channels/tools';
import type { ChargedOperation } from './ledger-types';

/*
 * How every ledger backend records and adds up charges (SQLite and PostgreSQL only differ in the SQL): which
 * operations the day's figures list, what a reported charge becomes, and how the day's rows add up.
 */

/** Every charged operation, listed in the day's figures even when it cost nothing today. */
const CHARGED_OPERATIONS: readonly ChargedOperation[] = [
  'fetchWaybills',
  'pushItems',
  'lookupCoupon',
  'recycleWaybills',
  'listSoldOrders',
];

/**
 * What one call's charge is recorded as: `null` points (charged, amount not reported: the push, C2) as 0 points
 * not reported; 0 points not at all (only calls that cost points are records); anything not a count is refused.
 */
export function chargeRecordOf(points: number | null): { points: number; reported: boolean } | null {
  if (points === null) return { points: 0, reported: false };
  if (!Number.isFinite(points) || points < 0) throw new Error(`Invalid charge: ${points}`);
  if (points === 0) return null;
  return { points, reported: true };
}

/** [start, end) of the local calendar day holding `at`; via Date so DST days (23 or 25 h) come out right. */
export function localDay(at: number): { start: number; end: number } {
  const start = new Date(at);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start: start.getTime(), end: end.getTime() };
}

/** Today's reported charges per operation (one row each: points and calls) into the summary's figures. */
export function addTodayByOperation(
  summary: ChargesSummary,
  /** Columns operation, points, calls. */
  rows: Iterable<Record<string, unknown>>,
): void {
  for (const row of rows) {
    const points = Number(row.points);
    summary.byOperation[String(row.operation)] = points;
    summary.today += points;
    summary.calls += Number(row.calls);
  }
}

/** An empty summary's per-operation figures: every operation at 0. */
export const noChargesByOperation = (): Record<string, number> =>
  Object.fromEntries(CHARGED_OPERATIONS.map((op) => [op, 0]));
