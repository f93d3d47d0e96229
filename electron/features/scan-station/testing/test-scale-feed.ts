import type { ScaleFeed, ScaleState } from '../../scale';

/** A scale the test drives: each call is one change of state, told to the station at once. */
export interface TestScaleFeed extends ScaleFeed {
  set(state: ScaleState): void;
  unstable(grams: number): void;
  /** Stable at `grams` since the feed's clock says now. */
  stable(grams: number): void;
  empty(): void;
  over(): void;
  gone(reason?: 'closed' | 'open-failed' | 'silent'): void;
}

export const testScaleFeed = (now: () => number): TestScaleFeed => {
  let state: ScaleState = { kind: 'empty' };
  const listeners = new Set<(s: ScaleState) => void>();
  const set = (next: ScaleState) => {
    state = next;
    listeners.forEach((l) => l(next));
  };
  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    unstable: (grams) => set({ kind: 'unstable', grams }),
    stable: (grams) => set({ kind: 'stable', grams, since: now() }),
    empty: () => set({ kind: 'empty' }),
    over: () => set({ kind: 'over' }),
    gone: (reason = 'closed') => set({ kind: 'gone', reason }),
  };
};
