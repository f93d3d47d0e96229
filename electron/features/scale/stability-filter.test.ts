import { describe, expect, it } from 'vitest';
import { createStabilityFilter } from './stability-filter';
import type { ScaleLine } from './protocols/scale-protocol';

/** A filter over a clock the test moves; `at(ms, line)` pushes a line at that time. */
const filterAt = (settleMs = 300) => {
  let time = 0;
  const filter = createStabilityFilter({ settleMs, now: () => time });
  return (ms: number, line: ScaleLine | null) => {
    time = ms;
    return filter.push(line);
  };
};
const stable = (grams: number, division = 1): ScaleLine => ({
  kind: 'reading',
  grams,
  stable: true,
  division,
});
const moving = (grams: number): ScaleLine => ({ kind: 'reading', grams, stable: false, division: 1 });

describe('stable means stable', () => {
  it('counts a stable weight once it held for the settle time', () => {
    const at = filterAt(300);
    expect(at(0, stable(1234))).toEqual({ kind: 'unstable', grams: 1234 });
    expect(at(100, stable(1234))).toEqual({ kind: 'unstable', grams: 1234 });
    expect(at(299, stable(1234))).toEqual({ kind: 'unstable', grams: 1234 });
    expect(at(300, stable(1234))).toEqual({ kind: 'stable', grams: 1234, since: 300 });
    // Held on: the same state, not a new one.
    expect(at(400, stable(1234))).toEqual({ kind: 'stable', grams: 1234, since: 300 });
  });

  it('settles through jitter within one division', () => {
    const at = filterAt(300);
    at(0, stable(1234));
    at(100, stable(1235));
    at(200, stable(1233));
    expect(at(300, stable(1235))).toEqual({ kind: 'stable', grams: 1234, since: 300 });
    expect(at(400, stable(1233))).toEqual({ kind: 'stable', grams: 1234, since: 300 });
  });

  it('settles through jitter of one division of the line (10 g on a 0.01 kg scale)', () => {
    const at = filterAt(300);
    at(0, stable(1230, 10));
    at(150, stable(1240, 10));
    expect(at(300, stable(1220, 10))).toEqual({ kind: 'stable', grams: 1230, since: 300 });
  });

  it('counts the middle of readings that jitter a division either side of it', () => {
    const at = filterAt(300);
    at(0, stable(801));
    at(100, stable(800));
    at(200, stable(799));
    expect(at(300, stable(800))).toEqual({ kind: 'stable', grams: 800, since: 300 });
  });

  it('starts the wait again on a jump beyond one division', () => {
    const at = filterAt(300);
    at(0, stable(1234));
    at(200, stable(1237));
    expect(at(300, stable(1237))).toEqual({ kind: 'unstable', grams: 1237 });
    expect(at(500, stable(1237))).toEqual({ kind: 'stable', grams: 1237, since: 500 });
    // A stable weight that moves on is unstable again until the new one held.
    expect(at(600, stable(2000))).toEqual({ kind: 'unstable', grams: 2000 });
  });

  it('never counts an unstable reading, however long it holds', () => {
    const at = filterAt(300);
    for (let t = 0; t <= 3000; t += 100)
      expect(at(t, moving(1234))).toEqual({ kind: 'unstable', grams: 1234 });
    // A moving reading between stable ones starts the wait again.
    at(3100, stable(1234));
    at(3300, moving(1234));
    expect(at(3400, stable(1234))).toEqual({ kind: 'unstable', grams: 1234 });
    expect(at(3700, stable(1234))).toMatchObject({ kind: 'stable' });
  });

  it('says empty for zero or below, over for over capacity', () => {
    const at = filterAt(300);
    expect(at(0, stable(0))).toEqual({ kind: 'empty' });
    expect(at(100, stable(-5))).toEqual({ kind: 'empty' });
    expect(at(200, moving(-5))).toEqual({ kind: 'empty' });
    expect(at(300, { kind: 'under' })).toEqual({ kind: 'empty' });
    expect(at(400, { kind: 'over' })).toEqual({ kind: 'over' });
    // Over capacity, then back: the weight must hold again from its first line.
    at(500, stable(1000));
    expect(at(700, stable(1000))).toEqual({ kind: 'unstable', grams: 1000 });
    expect(at(800, stable(1000))).toEqual({ kind: 'stable', grams: 1000, since: 800 });
  });

  it('counts at once with no settle time, and ignores errors and garbage', () => {
    const at = filterAt(0);
    expect(at(0, stable(500))).toEqual({ kind: 'stable', grams: 500, since: 0 });
    expect(at(100, { kind: 'error', code: 'ES' })).toEqual({ kind: 'stable', grams: 500, since: 0 });
    expect(at(200, null)).toEqual({ kind: 'stable', grams: 500, since: 0 });
    expect(at(300, { kind: 'busy' })).toEqual({ kind: 'unstable', grams: 500 });
  });
});
