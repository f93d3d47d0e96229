import type { Emit } from '../../kernel/desk-events';
import type { ScaleFeed, ScaleState } from '../../../shared/scale/scale-state';

/** The scale's one state: told to the renderer (`scale.state`) and to the feed's listeners on every change. */
export interface ScaleStateCell {
  feed: ScaleFeed;
  set(next: ScaleState): void;
}

export const createScaleStateCell = (emit: Emit): ScaleStateCell => {
  const listeners = new Set<(state: ScaleState) => void>();
  let state: ScaleState = { kind: 'off' };
  return {
    feed: {
      current: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    set(next) {
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      state = next;
      emit('scale.state', state);
      for (const listener of listeners) listener(state);
    },
  };
};
