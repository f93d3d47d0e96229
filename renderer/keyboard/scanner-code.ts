import { BURST_GAP_MS } from './scanner-burst';

/**
 * The code a scanner typed: six or more keys ended with Enter, at a scanner's pace on average (under the desk's
 * one BURST_GAP_MS a key, scanner-burst.ts); nobody types six keys that fast. The average, not every gap, decides:
 * a busy machine can hold one key of a scanner's burst back by tens of milliseconds. A pause longer than
 * BURST_PAUSE_MS starts the code again from the key after it. Fed each keydown, it answers the code when a burst
 * ends with Enter, else null.
 */
export const BURST_MIN_LENGTH = 6;
export const BURST_PAUSE_MS = 200;

export interface BurstKey {
  key: string;
  /** event.timeStamp (ms). */
  at: number;
}

export const createBurstDetector = () => {
  let chars = '';
  let firstAt = 0;
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** One keydown; the scanned code when this Enter ends a burst. */
    feed({ key, at }: BurstKey): string | null {
      const paused = at - last > BURST_PAUSE_MS;
      last = at;
      if (key === 'Enter') {
        const pace = (at - firstAt) / Math.max(chars.length, 1);
        const code = !paused && chars.length >= BURST_MIN_LENGTH && pace < BURST_GAP_MS ? chars : null;
        chars = '';
        return code;
      }
      if (key.length !== 1) {
        chars = '';
        return null;
      }
      if (paused || chars === '') {
        chars = key;
        firstAt = at;
      } else {
        chars += key;
      }
      return null;
    },
  };
};
