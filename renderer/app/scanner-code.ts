import { BURST_GAP_MS } from './scanner-burst';

/**
 * The code a scanner typed: a whole code in one burst (every gap under the desk's one BURST_GAP_MS,
 * scanner-burst.ts) ended with Enter; nobody types six keys that fast. Fed each keydown, it answers the code when
 * a burst ends with Enter, else null.
 */
export const BURST_MIN_LENGTH = 6;

export interface BurstKey {
  key: string;
  /** event.timeStamp (ms). */
  at: number;
}

export const createBurstDetector = () => {
  let chars = '';
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** One keydown; the scanned code when this Enter ends a burst. */
    feed({ key, at }: BurstKey): string | null {
      const quick = at - last < BURST_GAP_MS;
      last = at;
      if (key === 'Enter') {
        const code = quick && chars.length >= BURST_MIN_LENGTH ? chars : null;
        chars = '';
        return code;
      }
      if (key.length !== 1) {
        chars = '';
        return null;
      }
      chars = quick ? chars + key : key;
      return null;
    },
  };
};
