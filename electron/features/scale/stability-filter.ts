import type { ScaleState } from '../../../shared/scale/scale-state';
import type { ScaleLine } from './protocols/scale-protocol';

/*
 * Stable means stable: a weight counts only when the scale says it is stable AND the same value, ± one division
 * (the step of the line's last digit), has held for the settle time by the desk's own clock. A moving reading, a
 * jump past one division, or a busy answer starts the wait again. Zero or below is `empty`; over capacity `over`.
 */

export interface StabilityFilter {
  /** The state after this line (a line the protocol did not know, or an error answer, changes nothing). */
  push(line: ScaleLine | null): ScaleState;
}

interface Hold {
  grams: number;
  since: number;
}

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
  let hold: Hold | null = null;
  /** A stable reading: held against the first of its run, counted once it held for the settle time. */
  const stableReading = (grams: number, division: number): ScaleState => {
    const at = now();
    // Half a milligram of slack: a division of 4.536 g (0.01 lb) compared in floats.
    if (!hold || Math.abs(grams - hold.grams) > division + 0.0005) hold = { grams, since: at };
    if (state.kind === 'stable' && state.grams === hold.grams) return state;
    return at - hold.since >= settleMs
      ? { kind: 'stable', grams: hold.grams, since: at }
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
