import { create } from 'zustand';

/** What a recycle run answered for one waybill (RecycleRunOutcome.outcomes). */
export interface RecycleEntryOutcome {
  id: number;
  result: 'recycled' | 'already-void' | 'failed';
}

interface WaybillSelectionState {
  /** Ledger ids; replaced (never mutated) on every change so selectors see it. */
  selected: ReadonlySet<number>;
  /** Row index of the last plain toggle: the fixed end of a shift range. */
  anchor: number | null;
  /** Row index the keyboard is on. */
  cursor: number;
  /** Click or Space: flips one row and makes it the anchor. */
  toggle: (id: number, index: number) => void;
  /**
   * Shift-click or Shift+↑↓: selects every row between the anchor and `index`. The caller passes the ids of
   * that range in list order (it knows the rows); without an anchor, `index` becomes it.
   */
  selectRange: (index: number, idsInRange: readonly number[]) => void;
  /** "Select all N matching the filter". */
  selectMany: (ids: readonly number[]) => void;
  setCursor: (index: number) => void;
  clear: () => void;
  /** After a recycle: recycled and void ones leave the selection, failures stay (and are added) for a retry. */
  applyRecycleOutcomes: (outcomes: readonly RecycleEntryOutcome[]) => void;
}

/** The inclusive index range between the anchor and a target, in ascending order. */
export const rangeBounds = (anchor: number | null, index: number): [number, number] => {
  const from = anchor ?? index;
  return from <= index ? [from, index] : [index, from];
};

export const useWaybillSelection = create<WaybillSelectionState>()((set) => ({
  selected: new Set<number>(),
  anchor: null,
  cursor: 0,
  toggle: (id, index) =>
    set((s) => {
      const next = new Set(s.selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { selected: next, anchor: index, cursor: index };
    }),
  selectRange: (index, idsInRange) =>
    set((s) => {
      const next = new Set(s.selected);
      for (const id of idsInRange) next.add(id);
      return { selected: next, anchor: s.anchor ?? index, cursor: index };
    }),
  selectMany: (ids) =>
    set((s) => {
      const next = new Set(s.selected);
      for (const id of ids) next.add(id);
      return { selected: next };
    }),
  setCursor: (index) => set({ cursor: Math.max(0, index) }),
  clear: () => set({ selected: new Set<number>(), anchor: null }),
  applyRecycleOutcomes: (outcomes) =>
    set((s) => {
      const next = new Set(s.selected);
      for (const o of outcomes) {
        if (o.result === 'failed') next.add(o.id);
        else next.delete(o.id);
      }
      return { selected: next };
    }),
}));

/** A row's own selected flag: only rows whose flag flips re-render. */
export const useIsWaybillSelected = (id: number): boolean => useWaybillSelection((s) => s.selected.has(id));
