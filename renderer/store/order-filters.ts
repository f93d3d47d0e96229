import { create } from 'zustand';
import type { OrderFilters, OrdersPageInput } from '../../shared/ipc/channels/orders';

export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type OrdersEdition = 'enhanced' | 'normal';
export type RemarkTag = '1' | '2' | '3' | '4' | '5';

/** The filter form as typed (datetime-local values); applied only when the seller says so. */
export interface OrderFilterDraft {
  /** `YYYY-MM-DDTHH:MM` in the seller's local time, or ''. */
  from: string;
  to: string;
  remark: string;
  remarkTag: RemarkTag | '';
  remarkTagName: string;
}

export const EMPTY_DRAFT: OrderFilterDraft = {
  from: '',
  to: '',
  remark: '',
  remarkTag: '',
  remarkTagName: '',
};

const MINUTE_MS = 60_000;

/**
 * The form → the channel's filters. Times go as 13-digit milliseconds (O2 allows it), so the seller's own
 * clock zone is honoured without guessing; the end is inclusive of its whole minute. Blank fields are left out.
 */
export const toOrderFilters = (d: OrderFilterDraft): OrderFilters => {
  const f: OrderFilters = {};
  const from = d.from ? new Date(d.from).getTime() : NaN;
  const to = d.to ? new Date(d.to).getTime() : NaN;
  if (Number.isFinite(from)) f.startTime = String(from);
  if (Number.isFinite(to)) f.endTime = String(to + MINUTE_MS - 1);
  if (d.remark.trim()) f.remark = d.remark.trim();
  if (d.remarkTag) f.remarkTag = d.remarkTag;
  if (d.remarkTagName.trim()) f.remarkTagName = d.remarkTagName.trim();
  return f;
};

/** A range whose end is before its start is refused before any (charged) call. */
export const draftProblem = (d: OrderFilterDraft): 'range' | null =>
  d.from && d.to && new Date(d.to).getTime() < new Date(d.from).getTime() ? 'range' : null;

interface OrderFiltersState {
  edition: OrdersEdition;
  /** 0-based, as on the wire; the screen shows page + 1. */
  page: number;
  pageSize: PageSize;
  draft: OrderFilterDraft;
  applied: OrderFilterDraft;
  setDraft: (patch: Partial<OrderFilterDraft>) => void;
  apply: () => void;
  reset: () => void;
  setEdition: (edition: OrdersEdition) => void;
  setPage: (page: number) => void;
  /** Keeps the first row on screen in view: page 3 of 20s (rows 40–59) becomes page 0 of 100s. */
  setPageSize: (size: PageSize) => void;
}

export const useOrderFilters = create<OrderFiltersState>()((set, get) => ({
  edition: 'enhanced',
  page: 0,
  pageSize: 20,
  draft: EMPTY_DRAFT,
  applied: EMPTY_DRAFT,
  setDraft: (patch) => set({ draft: { ...get().draft, ...patch } }),
  apply: () => set({ applied: get().draft, page: 0 }),
  reset: () => set({ draft: EMPTY_DRAFT, applied: EMPTY_DRAFT, page: 0 }),
  setEdition: (edition) => set({ edition, page: 0 }),
  setPage: (page) => set({ page: Math.max(0, page) }),
  setPageSize: (pageSize) => set({ pageSize, page: Math.floor((get().page * get().pageSize) / pageSize) }),
}));

/** What goes into `orders.page`: the normal edition ignores filters, so none are sent (nor keyed on). */
export const toPageInput = (
  s: Pick<OrderFiltersState, 'edition' | 'page' | 'pageSize' | 'applied'>,
): OrdersPageInput => ({
  page: s.page,
  pageSize: s.pageSize,
  edition: s.edition,
  filters: s.edition === 'enhanced' ? toOrderFilters(s.applied) : {},
});

/** Number of pages for `total` rows (at least 1, so "page 1 of 1" shows for an empty list). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
