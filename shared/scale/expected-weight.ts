import type { WeighingSettings } from './weighing-settings';

/*
 * What a parcel should weigh, pure: each goods' unit weight is the one the seller typed, else the median of the
 * last parcels that passed the goods check holding only that goods (weight ÷ count). A parcel's expected weight is
 * known only when every goods in it has a unit weight; it matches within ± tolerance percent or ± tolerance grams,
 * whichever is larger.
 */

/** A goods' unit weight as the ledger keeps it: typed by the seller, and learned samples newest first (grams). */
export interface UnitWeightFacts {
  typedGrams: number | null;
  learnedGrams: number[];
}

export const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The learned unit weight: the median of the newest `learnCount` samples (null: none yet). */
export const learnedUnitGrams = (facts: UnitWeightFacts | undefined, learnCount: number): number | null =>
  facts ? median(facts.learnedGrams.slice(0, learnCount)) : null;

/** The unit weight the station weighs by: typed first, else learned. */
export const unitGramsOf = (facts: UnitWeightFacts | undefined, learnCount: number): number | null =>
  facts?.typedGrams ?? learnedUnitGrams(facts, learnCount);

/** The parcel's expected grams: null when any goods has no unit weight (or there are no goods). */
export const expectedGrams = (lines: Array<{ count: number; unitGrams: number | null }>): number | null => {
  if (lines.length === 0 || lines.some((l) => l.unitGrams === null)) return null;
  return Math.round(lines.reduce((sum, l) => sum + l.count * (l.unitGrams ?? 0), 0));
};

/** How far a parcel may be from its expected grams. */
export const toleranceGrams = (
  expected: number,
  s: Pick<WeighingSettings, 'tolerancePercent' | 'toleranceGrams'>,
) => Math.max((expected * s.tolerancePercent) / 100, s.toleranceGrams);

export type WeighVerdict = 'match' | 'mismatch' | 'no-expected';

export const weighVerdict = (
  grams: number,
  expected: number | null,
  s: Pick<WeighingSettings, 'tolerancePercent' | 'toleranceGrams'>,
): WeighVerdict => {
  if (expected === null) return 'no-expected';
  return Math.abs(grams - expected) <= toleranceGrams(expected, s) ? 'match' : 'mismatch';
};

/** What a weighed parcel teaches: one kind of goods only (weight ÷ count); null for mixed or empty parcels. */
export const learnedSample = (
  lines: Array<{ key: string; count: number }>,
  grams: number,
): { key: string; unitGrams: number } | null => {
  const keys = new Set(lines.map((l) => l.key));
  const count = lines.reduce((sum, l) => sum + l.count, 0);
  const [key] = [...keys];
  if (keys.size !== 1 || key === undefined || count <= 0 || grams <= 0) return null;
  return { key, unitGrams: Math.round((grams / count) * 10) / 10 };
};
