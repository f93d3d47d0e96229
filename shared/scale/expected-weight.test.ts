import { describe, expect, it } from 'vitest';
import {
  expectedGrams,
  learnedSample,
  learnedUnitGrams,
  median,
  toleranceGrams,
  unitGramsOf,
  weighVerdict,
} from './expected-weight';
import { DEFAULT_WEIGHING } from './weighing-settings';

describe('expected weight', () => {
  it('learns a unit weight as the median of the newest samples only', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    // Newest first: the old outlier (900) has fallen out of the last three.
    expect(learnedUnitGrams({ typedGrams: null, learnedGrams: [200, 210, 190, 900] }, 3)).toBe(200);
    expect(learnedUnitGrams(undefined, 3)).toBeNull();
  });

  it('weighs by the typed unit weight before the learned one', () => {
    expect(unitGramsOf({ typedGrams: 250, learnedGrams: [200] }, 5)).toBe(250);
    expect(unitGramsOf({ typedGrams: null, learnedGrams: [200] }, 5)).toBe(200);
    expect(unitGramsOf({ typedGrams: null, learnedGrams: [] }, 5)).toBeNull();
  });

  it('knows a parcel only when every goods in it has a unit weight', () => {
    expect(
      expectedGrams([
        { count: 2, unitGrams: 300 },
        { count: 1, unitGrams: 600 },
      ]),
    ).toBe(1200);
    expect(
      expectedGrams([
        { count: 2, unitGrams: 300 },
        { count: 1, unitGrams: null },
      ]),
    ).toBeNull();
    expect(expectedGrams([])).toBeNull();
  });

  it('allows ± 10 % or ± 50 g by default, whichever is larger', () => {
    expect(toleranceGrams(1200, DEFAULT_WEIGHING)).toBe(120);
    expect(toleranceGrams(200, DEFAULT_WEIGHING)).toBe(50);
    expect(weighVerdict(1320, 1200, DEFAULT_WEIGHING)).toBe('match');
    expect(weighVerdict(1080, 1200, DEFAULT_WEIGHING)).toBe('match');
    expect(weighVerdict(850, 1200, DEFAULT_WEIGHING)).toBe('mismatch');
    expect(weighVerdict(1321, 1200, DEFAULT_WEIGHING)).toBe('mismatch');
    expect(weighVerdict(249, 200, DEFAULT_WEIGHING)).toBe('match');
    expect(weighVerdict(251, 200, DEFAULT_WEIGHING)).toBe('mismatch');
    expect(weighVerdict(850, null, DEFAULT_WEIGHING)).toBe('no-expected');
  });

  it('learns only from parcels of one kind of goods', () => {
    expect(
      learnedSample(
        [
          { key: 'a', count: 2 },
          { key: 'a', count: 1 },
        ],
        900,
      ),
    ).toEqual({ key: 'a', unitGrams: 300 });
    expect(
      learnedSample(
        [
          { key: 'a', count: 1 },
          { key: 'b', count: 1 },
        ],
        900,
      ),
    ).toBeNull();
    expect(learnedSample([{ key: 'a', count: 3 }], 0)).toBeNull();
    expect(learnedSample([], 900)).toBeNull();
  });
});
