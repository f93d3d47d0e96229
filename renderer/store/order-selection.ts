import { create } from 'zustand';
import type { DeskOrder } from '../../shared/ipc/channels/orders';

/** The gateway issues waybills for at most 10 orders per call, so the fetch selection stops there. */
export const FETCH_CAP = 10;

interface OrderSelectionState {
  /** Order numbers in the order they were selected (selection may span pages). */
  selectedSns: string[];
  /** The order as last seen, for the fetch dialog's recipients and the duplicate flags. */
  bySn: Record<string, DeskOrder>;
  /** Last row clicked without Shift: one end of a Shift range. */
  anchorSn: string | null;
  /** How many rows the last action could not select because of the cap (0 = nothing refused). */
  refused: number;
  /**
   * Select or deselect one row; with `shift` and an anchor on `visible`, the whole range between them takes
   * the clicked row's new state. Rows beyond the cap are refused, never silently dropped.
   */
  toggle: (order: DeskOrder, visible: readonly DeskOrder[], shift?: boolean) => void;
  deselect: (orderSns: readonly string[]) => void;
  /** Keep only these (a failed batch keeps its failed rows selected). */
  keepOnly: (orderSns: readonly string[]) => void;
  /** Fresher snapshots from a reloaded page (e.g. new waybill state after a fetch). */
  refresh: (rows: readonly DeskOrder[]) => void;
  clear: () => void;
  dismissRefusal: () => void;
}

const snOf = (o: DeskOrder): string => o.order.order_sn;

export const useOrderSelection = create<OrderSelectionState>()((set, get) => ({
  selectedSns: [],
  bySn: {},
  anchorSn: null,
  refused: 0,

  toggle(order, visible, shift = false) {
    const { selectedSns, bySn, anchorSn } = get();
    const sn = snOf(order);
    const select = !selectedSns.includes(sn);
    const anchorIndex = anchorSn === null ? -1 : visible.findIndex((o) => snOf(o) === anchorSn);
    const clickedIndex = visible.findIndex((o) => snOf(o) === sn);
    const range =
      shift && anchorIndex >= 0 && clickedIndex >= 0
        ? visible.slice(Math.min(anchorIndex, clickedIndex), Math.max(anchorIndex, clickedIndex) + 1)
        : [order];
    // Walk from the anchor towards the clicked row, so the cap keeps the rows nearest the anchor.
    const ordered = anchorIndex > clickedIndex && shift ? [...range].reverse() : range;

    if (!select) {
      const drop = new Set(ordered.map(snOf));
      const nextBySn = { ...bySn };
      for (const d of drop) delete nextBySn[d];
      set({ selectedSns: selectedSns.filter((s) => !drop.has(s)), bySn: nextBySn, anchorSn: sn, refused: 0 });
      return;
    }
    const next = [...selectedSns];
    const nextBySn = { ...bySn };
    let refused = 0;
    for (const o of ordered) {
      const s = snOf(o);
      if (next.includes(s)) continue;
      if (next.length >= FETCH_CAP) {
        refused++;
        continue;
      }
      next.push(s);
      nextBySn[s] = o;
    }
    set({ selectedSns: next, bySn: nextBySn, anchorSn: sn, refused });
  },

  deselect(orderSns) {
    const drop = new Set(orderSns);
    const bySn = { ...get().bySn };
    for (const d of drop) delete bySn[d];
    set({ selectedSns: get().selectedSns.filter((s) => !drop.has(s)), bySn, refused: 0 });
  },

  keepOnly(orderSns) {
    const keep = new Set(orderSns);
    get().deselect(get().selectedSns.filter((s) => !keep.has(s)));
  },

  refresh(rows) {
    const { bySn } = get();
    let changed = false;
    const next = { ...bySn };
    for (const r of rows) {
      const s = snOf(r);
      if (s in next && next[s] !== r) {
        next[s] = r;
        changed = true;
      }
    }
    if (changed) set({ bySn: next });
  },

  clear: () => set({ selectedSns: [], bySn: {}, anchorSn: null, refused: 0 }),
  dismissRefusal: () => set({ refused: 0 }),
}));

/** The selected orders, in selection order. */
export const selectedOrders = (s: Pick<OrderSelectionState, 'selectedSns' | 'bySn'>): DeskOrder[] =>
  s.selectedSns.flatMap((sn) => (s.bySn[sn] ? [s.bySn[sn]] : []));
