/*
 * The nearest-rank percentile the benches report (p50, p95 …): the smallest value with at least p % of the values
 * at or below it. (bench/ledger.ts and bench/sandbox-capacity.ts keep their own floor(q·n) quantile, so their
 * figures stay comparable with their earlier runs.)
 */

/** Percentile `p` (0–100) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The values sorted ascending, for `percentile`. */
export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
