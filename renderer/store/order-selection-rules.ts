import type { DeskOrder } from '../../shared/ipc/channels/orders';
import type { MergeGroup } from '../../shared/ipc/channels/order-book';
import { waybillCount } from '../../shared/ipc/channels/waybills';

/**
 * The gateway issues at most 10 waybills per call, so the fetch selection stops there. It counts waybills: the
 * orders of a merge group (one receiver) share one.
 */
export const FETCH_CAP = 10;

/** What the fetch selection holds; order-selection.ts adds the actions. */
export interface SelectionData {
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
}
export type SelectionPatch = Partial<SelectionData>;

export const snOf = (o: DeskOrder): string => o.order.order_sn;

/** Groups without these orders; a group left with one order is no group. */
export const withoutOrders = (merges: readonly string[][], sns: ReadonlySet<string>): string[][] =>
  merges.map((g) => g.filter((sn) => !sns.has(sn))).filter((g) => g.length >= 2);

/** The selection without these orders. */
export function deselectPatch(s: SelectionData, orderSns: readonly string[]): SelectionPatch {
  const drop = new Set(orderSns);
  const bySn = { ...s.bySn };
  for (const d of drop) delete bySn[d];
  return {
    selectedSns: s.selectedSns.filter((sn) => !drop.has(sn)),
    bySn,
    merges: withoutOrders(s.merges, drop),
    refused: 0,
  };
}

/** A row of a merge group stands for its whole group: one parcel, one waybill. */
export function toggleGroup(
  s: SelectionData,
  order: DeskOrder,
  group: MergeGroup,
  visible: readonly DeskOrder[],
): SelectionPatch {
  const sn = snOf(order);
  const rows = new Map(visible.map((o) => [snOf(o), o]));
  rows.set(sn, order);
  const members = group.orderSns.filter((m) => rows.has(m));
  if (s.selectedSns.includes(sn)) {
    const drop = s.selectedSns.filter(
      (x) => members.includes(x) || s.merges.some((g) => g.includes(sn) && g.includes(x)),
    );
    return { ...deselectPatch(s, drop), anchorSn: sn };
  }
  const memberSet = new Set(members);
  const nextSns = [...s.selectedSns.filter((x) => !memberSet.has(x)), ...members];
  const nextMerges = [...withoutOrders(s.merges, memberSet), ...(members.length >= 2 ? [members] : [])];
  if (waybillCount({ orderSns: nextSns, merges: nextMerges }) > FETCH_CAP) {
    return { refused: members.length, anchorSn: sn };
  }
  const nextBySn = { ...s.bySn };
  for (const m of members) nextBySn[m] = rows.get(m) as DeskOrder;
  return { selectedSns: nextSns, bySn: nextBySn, merges: nextMerges, anchorSn: sn, refused: 0 };
}

/**
 * The rows a click acts on: with Shift and an anchor on `visible`, the range between them, walked from the anchor
 * towards the clicked row (so the cap keeps the rows nearest the anchor); else the clicked row alone.
 */
function clickedRange(
  anchorSn: string | null,
  order: DeskOrder,
  visible: readonly DeskOrder[],
  shift: boolean,
): DeskOrder[] {
  const anchorIndex = anchorSn === null ? -1 : visible.findIndex((o) => snOf(o) === anchorSn);
  const clickedIndex = visible.findIndex((o) => snOf(o) === snOf(order));
  const range =
    shift && anchorIndex >= 0 && clickedIndex >= 0
      ? visible.slice(Math.min(anchorIndex, clickedIndex), Math.max(anchorIndex, clickedIndex) + 1)
      : [order];
  return anchorIndex > clickedIndex && shift ? [...range].reverse() : range;
}

/** The rows take the clicked row's new state; rows beyond the cap are refused and counted. */
export function toggleRows(
  s: SelectionData,
  order: DeskOrder,
  visible: readonly DeskOrder[],
  shift: boolean,
): SelectionPatch {
  const sn = snOf(order);
  const ordered = clickedRange(s.anchorSn, order, visible, shift);
  if (s.selectedSns.includes(sn)) return { ...deselectPatch(s, ordered.map(snOf)), anchorSn: sn };
  const next = [...s.selectedSns];
  const nextBySn = { ...s.bySn };
  let refused = 0;
  for (const o of ordered) {
    const x = snOf(o);
    if (next.includes(x)) continue;
    if (waybillCount({ orderSns: next, merges: s.merges }) >= FETCH_CAP) {
      refused++;
      continue;
    }
    next.push(x);
    nextBySn[x] = o;
  }
  return { selectedSns: next, bySn: nextBySn, anchorSn: sn, refused };
}

/** The selected orders' snapshots with these fresher rows in; null when none of them is selected and new. */
export function freshSnapshots(
  bySn: Record<string, DeskOrder>,
  rows: readonly DeskOrder[],
): Record<string, DeskOrder> | null {
  let changed = false;
  const next = { ...bySn };
  for (const r of rows) {
    const s = snOf(r);
    if (s in next && next[s] !== r) {
      next[s] = r;
      changed = true;
    }
  }
  return changed ? next : null;
}
