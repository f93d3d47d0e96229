import type { ScaleState } from '../../../shared/scale/scale-state';
import type { ScaleLine } from './protocols/scale-protocol';

/*
 * Stable means stable: a weight counts only when the scale says it is stable AND the same value, ± one division
 * (the step of the line's last digit), has held for the settle time by the desk's own clock. A run of stable
 * readings holds while they all lie within one division either side of one value (their spread is at most two
 * divisions); the weight it counts is that middle value, on the scale's division. A moving reading, a reading
 * outside the run, or a busy answer starts the wait again. Zero or below is `empty`; over capacity `over`.
 */

export interface StabilityFilter {
  /** The state after this line (a line the protocol did not know, or an error answer, changes nothing). */
  push(line: ScaleLine | null): ScaleState;
}

interface Run {
  min: number;
  max: number;
  since: number;
}

/** The middle of a run on the scale's division (1233..1235 g → 1234 g). */
const middle = (run: Run, division: number): number =>
  Math.round(Math.round((run.min + run.max) / 2 / division) * division * 1000) / 1000;

export const createStabilityFilter = ({
  settleMs,
  now,
  initial = { kind: 'connecting' },
}: {
  settleMs: number;
  now: () => number;
  initial?: ScaleState;
}): StabilityFilter => {
  let state: ScaleState = initial;
  let hold: Run | null = null;
  const stableReading = (grams: number, division: number): ScaleState => {
    const at = now();
    // Half a milligram of slack: a division of 4.536 g (0.01 lb) compared in floats.
    const joins = hold && Math.max(hold.max, grams) - Math.min(hold.min, grams) <= 2 * division + 0.0005;
    if (hold && joins) hold = { ...hold, min: Math.min(hold.min, grams), max: Math.max(hold.max, grams) };
    else hold = { min: grams, max: grams, since: at };
    // Counted once, then held as it is while the run goes on.
    if (state.kind === 'stable' && joins) return state;
    return at - hold.since >= settleMs
      ? { kind: 'stable', grams: middle(hold, division), since: at }
      : { kind: 'unstable', grams };
  };
  const next = (line: ScaleLine): ScaleState => {
    switch (line.kind) {
      case 'error':
        return state;
      case 'over':
        hold = null;
        return { kind: 'over' };
      case 'under':
        hold = null;
        return { kind: 'empty' };
      case 'busy':
        hold = null;
        return 'grams' in state ? { kind: 'unstable', grams: state.grams } : state;
      case 'reading':
        if (line.grams <= 0) {
          hold = null;
          return { kind: 'empty' };
        }
        if (!line.stable) {
          hold = null;
          return { kind: 'unstable', grams: line.grams };
        }
        return stableReading(line.grams, line.division);
    }
  };
  return {
    push(line) {
      if (line) state = next(line);
      return state;
    },
  };
};
