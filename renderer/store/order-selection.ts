import { create } from 'zustand';
import type { DeskOrder } from '../../shared/ipc/channels/orders';
import type { MergeGroup } from '../../shared/ipc/channels/order-book';
import { waybillCount } from '../../shared/ipc/channels/waybills';
import {
  deselectPatch,
  FETCH_CAP,
  freshSnapshots,
  toggleGroup,
  toggleRows,
  withoutOrders,
  type SelectionData,
} from './order-selection-rules';

export { FETCH_CAP } from './order-selection-rules';

/** A row of the Orders screen; rows of the order book may belong to a merge group. */
type SelectableOrder = DeskOrder & { merge?: MergeGroup | undefined };

interface OrderSelectionState extends SelectionData {
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

export const useOrderSelection = create<OrderSelectionState>()((set, get) => ({
  selectedSns: [],
  bySn: {},
  anchorSn: null,
  refused: 0,
  merges: [],

  toggle(order, visible, shift = false) {
    const group = (order as SelectableOrder).merge;
    set(
      group && !shift ? toggleGroup(get(), order, group, visible) : toggleRows(get(), order, visible, shift),
    );
  },

  deselect(orderSns) {
    set(deselectPatch(get(), orderSns));
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
    const bySn = freshSnapshots(get().bySn, rows);
    if (bySn) set({ bySn });
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
