import type { ScanEntry, ScanWeigh } from '../../../shared/ipc/channels/scan';
import { weighVerdict } from '../../../shared/scale/expected-weight';
import type { ScaleState } from '../../../shared/scale/scale-state';
import { update, type StationState, type WeighWait, type Weighed } from './station-state';

export type { WeighWait, Weighed };

/*
 * The weigh step: the parcel waits on the scale before anything is fetched or printed. A stable weight (or one
 * typed in the weight box) within the tolerance lets the label print at once, or on Enter with "confirm weight";
 * a weight outside it holds the parcel (nothing fetched, nothing printed) until it is weighed again or the packer
 * overrides it with a deliberate key. Nothing on the scale, over capacity, or a scale gone silent only say so.
 */


const weighOf = (entry: ScanEntry): ScanWeigh =>
  entry.weigh ?? {
    phase: 'waiting',
    grams: null,
    liveGrams: null,
    expectedGrams: null,
    overridden: false,
    scale: null,
  };

const setWeigh = (st: StationState, entry: ScanEntry, patch: Partial<ScanWeigh>): void =>
  update(st, entry, { weigh: { ...weighOf(entry), ...patch } });

const finish = (st: StationState, w: WeighWait, grams: number, overridden: boolean): void => {
  st.weighing = null;
  // The reading on the scale now counted for this parcel: it never counts again for the next one.
  st.countedSince = st.scaleStableSince;
  setWeigh(st, w.entry, { phase: 'done', grams, liveGrams: null, overridden, scale: null });
  w.resolve({ grams, expectedGrams: weighOf(w.entry).expectedGrams, overridden });
};

/** A weight that counts: a stable reading, or one typed in the weight box (its Enter is the confirmation). */
const judge = (st: StationState, w: WeighWait, grams: number, confirmed: boolean): void => {
  if (grams <= 0) {
    setWeigh(st, w.entry, { phase: 'waiting', grams: null, liveGrams: null, scale: 'empty' });
    return;
  }
  const verdict = weighVerdict(grams, weighOf(w.entry).expectedGrams, w.settings);
  if (verdict === 'mismatch') {
    setWeigh(st, w.entry, { phase: 'mismatch', grams, liveGrams: null, scale: null });
  } else if (w.settings.confirmWeight && !confirmed) {
    setWeigh(st, w.entry, { phase: 'confirm', grams, liveGrams: null, scale: null });
  } else {
    finish(st, w, grams, false);
  }
};

/** The scale moved: the card follows; a stable weight is judged. */
export const onScale = (st: StationState, state: ScaleState): void => {
  st.scaleStableSince = state.kind === 'stable' ? state.since : null;
  const w = st.weighing;
  if (!w) return;
  if (state.kind === 'stable' && state.since === st.countedSince) {
    // The last parcel is still on the scale (the next order was scanned before it came off): not this parcel.
    setWeigh(st, w.entry, { liveGrams: state.grams, scale: 'last-parcel' });
  } else if (state.kind === 'stable') {
    judge(st, w, state.grams, false);
  } else if (state.kind === 'unstable') {
    setWeigh(st, w.entry, { liveGrams: state.grams, scale: null });
  } else if (state.kind === 'empty' || state.kind === 'over' || state.kind === 'gone') {
    // A weight waiting for Enter is gone with the parcel; a mismatch stays red until weighed again.
    const held = weighOf(w.entry).phase === 'confirm' ? { phase: 'waiting' as const, grams: null } : {};
    setWeigh(st, w.entry, { ...held, liveGrams: null, scale: state.kind });
  }
};

/** Waits for the parcel's weight; null when the parcel was left (nothing is fetched or printed for it). */
export const weighParcel = (
  st: StationState,
  entry: ScanEntry,
  expectedGrams: number | null,
): Promise<Weighed | null> => {
  const settings = st.deps.settings.get().weighing;
  update(st, entry, {
    state: 'weighing',
    weigh: { phase: 'waiting', grams: null, liveGrams: null, expectedGrams, overridden: false, scale: null },
  });
  return new Promise((resolve) => {
    st.weighing = { entry, settings, resolve };
    onScale(st, st.deps.scale.current());
  });
};

/** The parcel on the scale is left (the packer's key, or the next scan): refused, nothing spent. */
export const leaveParcel = (st: StationState): void => {
  const w = st.weighing;
  if (!w) return;
  st.weighing = null;
  update(st, w.entry, { state: 'refused', reason: 'weigh-left' });
  w.resolve(null);
};

/** A weight typed in the weight box; null when no parcel waits on the scale (the card says so). */
export const typedWeight = (st: StationState, grams: number): ScanEntry | null => {
  const w = st.weighing;
  if (!w) return null;
  judge(st, w, grams, true);
  return { ...w.entry };
};

/** A deliberate key of the weigh step; one the parcel's phase does not take changes nothing. */
export const weighKey = (st: StationState, key: 'confirm' | 'override' | 'leave'): ScanEntry | null => {
  const w = st.weighing;
  if (!w) return null;
  const { phase, grams } = weighOf(w.entry);
  if (key === 'leave') leaveParcel(st);
  else if (grams !== null && key === 'confirm' && phase === 'confirm') finish(st, w, grams, false);
  else if (grams !== null && key === 'override' && phase === 'mismatch') finish(st, w, grams, true);
  return { ...w.entry };
};
