import { create } from 'zustand';
import type { DeskOrder } from '../../shared/ipc/channels/orders';
import type { MergeGroup } from '../../shared/ipc/channels/order-book';
import { waybillCount } from '../../shared/ipc/channels/waybills';

/**
 * The gateway issues at most 10 waybills per call, so the fetch selection stops there. It counts waybills: the
 * orders of a merge group (one receiver) share one.
 */
export const FETCH_CAP = 10;

/** A row of the Orders screen; rows of the order book may belong to a merge group. */
type SelectableOrder = DeskOrder & { merge?: MergeGroup | undefined };

/** Groups without these orders; a group left with one order is no group. */
const withoutOrders = (merges: readonly string[][], sns: ReadonlySet<string>): string[][] =>
  merges.map((g) => g.filter((sn) => !sns.has(sn))).filter((g) => g.length >= 2);

interface OrderSelectionState {
  /** Order numbers in the order they were selected (selection may span pages). */
  selectedSns: string[];
  /** The order as last seen, for the fetch dialog's recipients and the duplicate flags. */
  bySn: Record<string, DeskOrder>;
  /** Last row clicked without Shift: one end of a Shift range. */
  anchorSn: string | null;
  /** How many rows the last action could not select because of the cap (0 = nothing refused). */
  refused: number;
  /** Selected orders sent as one waybill each group (a merge group, or merged by hand). */
  merges: string[][];
  /** The group's orders become one waybill each (refused when that would pass the cap). */
  split: (group: readonly string[]) => void;
  /** These selected orders (same receiver, checked by the caller) become one waybill. */
  merge: (orderSns: readonly string[]) => void;
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
  merges: [],

  toggle(order, visible, shift = false) {
    const { selectedSns, bySn, anchorSn, merges } = get();
    const sn = snOf(order);
    const select = !selectedSns.includes(sn);
    const group = (order as SelectableOrder).merge;
    if (group && !shift) {
      // A row of a merge group stands for its whole group: one parcel, one waybill.
      const rows = new Map(visible.map((o) => [snOf(o), o]));
      rows.set(sn, order);
      const members = group.orderSns.filter((m) => rows.has(m));
      if (!select) {
        get().deselect(
          selectedSns.filter(
            (s) => members.includes(s) || merges.some((g) => g.includes(sn) && g.includes(s)),
          ),
        );
        set({ anchorSn: sn });
        return;
      }
      const memberSet = new Set(members);
      const nextSns = [...selectedSns.filter((s) => !memberSet.has(s)), ...members];
      const nextMerges = [...withoutOrders(merges, memberSet), ...(members.length >= 2 ? [members] : [])];
      if (waybillCount({ orderSns: nextSns, merges: nextMerges }) > FETCH_CAP) {
        set({ refused: members.length, anchorSn: sn });
        return;
      }
      const nextBySn = { ...bySn };
      for (const m of members) nextBySn[m] = rows.get(m) as DeskOrder;
      set({ selectedSns: nextSns, bySn: nextBySn, merges: nextMerges, anchorSn: sn, refused: 0 });
      return;
    }
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
      set({
        selectedSns: selectedSns.filter((s) => !drop.has(s)),
        bySn: nextBySn,
        merges: withoutOrders(merges, drop),
        anchorSn: sn,
        refused: 0,
      });
      return;
    }
    const next = [...selectedSns];
    const nextBySn = { ...bySn };
    let refused = 0;
    for (const o of ordered) {
      const s = snOf(o);
      if (next.includes(s)) continue;
      if (waybillCount({ orderSns: next, merges }) >= FETCH_CAP) {
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
    set({
      selectedSns: get().selectedSns.filter((s) => !drop.has(s)),
      bySn,
      merges: withoutOrders(get().merges, drop),
      refused: 0,
    });
  },

  split(group) {
    const { selectedSns, merges } = get();
    const key = [...group].sort().join(',');
    const next = merges.filter((g) => [...g].sort().join(',') !== key);
    if (waybillCount({ orderSns: selectedSns, merges: next }) > FETCH_CAP) {
      set({ refused: group.length - 1 });
      return;
    }
    set({ merges: next, refused: 0 });
  },

  merge(orderSns) {
    const { selectedSns, merges } = get();
    const members = orderSns.filter((sn) => selectedSns.includes(sn));
    if (members.length < 2) return;
    // Orders already in a group bring their whole group along.
    const joined = new Set(members);
    for (const g of merges) if (g.some((sn) => joined.has(sn))) for (const sn of g) joined.add(sn);
    set({ merges: [...withoutOrders(merges, joined), [...joined]], refused: 0 });
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

  clear: () => set({ selectedSns: [], bySn: {}, anchorSn: null, refused: 0, merges: [] }),
  dismissRefusal: () => set({ refused: 0 }),
}));

/** The selected orders, in selection order. */
export const selectedOrders = (s: Pick<OrderSelectionState, 'selectedSns' | 'bySn'>): DeskOrder[] =>
  s.selectedSns.flatMap((sn) => (s.bySn[sn] ? [s.bySn[sn]] : []));

/** Waybills the selection would fetch (the cap counts these). */
export const selectedWaybillCount = (s: Pick<OrderSelectionState, 'selectedSns' | 'merges'>): number =>
  waybillCount({ orderSns: s.selectedSns, merges: s.merges });
