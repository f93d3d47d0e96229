import { beforeEach, describe, expect, it } from 'vitest';
import { rangeBounds, useWaybillSelection } from './waybill-selection';

const state = () => useWaybillSelection.getState();
const selected = () => [...state().selected].sort((a, b) => a - b);

// List index i holds ledger id 100 + i, as a page of the Waybills screen would.
const idsBetween = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => 100 + from + i);

describe('waybill selection', () => {
  beforeEach(() => {
    useWaybillSelection.setState({ selected: new Set(), anchor: null, cursor: 0 });
  });

  it('toggles one row and makes it the anchor', () => {
    state().toggle(103, 3);
    expect(selected()).toEqual([103]);
    expect(state().anchor).toBe(3);
    state().toggle(103, 3);
    expect(selected()).toEqual([]);
  });

  it('a shift range runs from the anchor to the target, in either direction', () => {
    state().toggle(105, 5);
    const [from, to] = rangeBounds(state().anchor, 9);
    state().selectRange(9, idsBetween(from, to));
    expect(selected()).toEqual([105, 106, 107, 108, 109]);
    // Backwards from the same anchor adds the rows above it; the anchor stays put.
    const [up, down] = rangeBounds(state().anchor, 2);
    expect([up, down]).toEqual([2, 5]);
    state().selectRange(2, idsBetween(up, down));
    expect(selected()).toEqual([102, 103, 104, 105, 106, 107, 108, 109]);
    expect(state().anchor).toBe(5);
    expect(state().cursor).toBe(2);
  });

  it('a shift range without an anchor starts at the target', () => {
    expect(rangeBounds(null, 4)).toEqual([4, 4]);
    state().selectRange(4, idsBetween(4, 4));
    expect(selected()).toEqual([104]);
    expect(state().anchor).toBe(4);
  });

  it('select-all-matching adds every id and keeps what was already selected', () => {
    state().toggle(7, 0);
    const matching = Array.from({ length: 20_000 }, (_, i) => i + 1000);
    state().selectMany(matching);
    expect(state().selected.size).toBe(20_001);
    expect(state().selected.has(7)).toBe(true);
  });

  it('after a recycle, recycled and void ones leave the selection and failures stay for a retry', () => {
    state().selectMany([1, 2, 3, 4, 5]);
    state().applyRecycleOutcomes([
      { id: 1, result: 'recycled' },
      { id: 2, result: 'failed' },
      { id: 3, result: 'already-void' },
      { id: 4, result: 'failed' },
      { id: 5, result: 'recycled' },
    ]);
    expect(selected()).toEqual([2, 4]);
  });

  it('a failure is kept selected even if the seller deselected it meanwhile', () => {
    state().selectMany([1, 2]);
    state().toggle(2, 1);
    state().applyRecycleOutcomes([
      { id: 1, result: 'recycled' },
      { id: 2, result: 'failed' },
    ]);
    expect(selected()).toEqual([2]);
  });

  it('every change replaces the set, so row selectors notice it', () => {
    const before = state().selected;
    state().toggle(1, 0);
    expect(state().selected).not.toBe(before);
    const cleared = state().selected;
    state().clear();
    expect(state().selected).not.toBe(cleared);
    expect(state().anchor).toBeNull();
  });
});
