import { create } from 'zustand';
import type { OrdersSearchInput, OrdersSyncProgress } from '../../shared/ipc/channels/order-book';
import { AWAITING_SHIPMENT_STATUS } from '../../shared/orders/merge-key';

/*
 * The Orders screen's view of the order book: which source (the book, free; or the gateway's pages, charged),
 * the status tab, the search text and the one-line filters. Whether the filter line is open is remembered.
 */

export type OrdersSource = 'book' | 'gateway';
/** A status code, or 'all'. */
export type StatusTab = number | 'all';
export type WaybillFilter = NonNullable<OrdersSearchInput['waybill']>;
export type BookSort = NonNullable<OrdersSearchInput['sort']>;

const FILTERS_OPEN_KEY = 'orders.filtersOpen';

const readFlag = (key: string): boolean => {
  try {
    return globalThis.localStorage?.getItem(key) === '1';
  } catch {
    return false;
  }
};
const writeFlag = (key: string, on: boolean): void => {
  try {
    globalThis.localStorage?.setItem(key, on ? '1' : '0');
  } catch {
    // A browser without storage: remembered for this session only.
  }
};

interface OrderBookViewState {
  source: OrdersSource;
  status: StatusTab;
  text: string;
  remarkTag: '' | '1' | '2' | '3' | '4' | '5';
  waybill: '' | WaybillFilter;
  /** One shop's orders (its owner id), or '' for every shop the desk serves. */
  shop: string;
  sort: BookSort;
  filtersOpen: boolean;
  setSource: (source: OrdersSource) => void;
  setStatus: (status: StatusTab) => void;
  setText: (text: string) => void;
  setRemarkTag: (tag: OrderBookViewState['remarkTag']) => void;
  setWaybill: (w: OrderBookViewState['waybill']) => void;
  setShop: (shop: string) => void;
  setSort: (sort: BookSort) => void;
  toggleFilters: () => void;
  clearFilters: () => void;
}

export const useOrderBookView = create<OrderBookViewState>()((set, get) => ({
  source: 'book',
  status: AWAITING_SHIPMENT_STATUS,
  text: '',
  remarkTag: '',
  waybill: '',
  shop: '',
  sort: 'newest',
  filtersOpen: readFlag(FILTERS_OPEN_KEY),
  setSource: (source) => set({ source }),
  setStatus: (status) => set({ status }),
  setText: (text) => set({ text }),
  setRemarkTag: (remarkTag) => set({ remarkTag }),
  setWaybill: (waybill) => set({ waybill }),
  setShop: (shop) => set({ shop }),
  setSort: (sort) => set({ sort }),
  toggleFilters: () => {
    const open = !get().filtersOpen;
    writeFlag(FILTERS_OPEN_KEY, open);
    set({ filtersOpen: open });
  },
  clearFilters: () => set({ text: '', remarkTag: '', waybill: '', shop: '', sort: 'newest' }),
}));

/** The search the view asks for (without paging). */
export const toSearchInput = (
  s: Pick<OrderBookViewState, 'status' | 'text' | 'remarkTag' | 'waybill' | 'sort'> & { shop?: string },
): Omit<OrdersSearchInput, 'page' | 'pageSize'> => ({
  ...(s.status === 'all' ? {} : { status: s.status }),
  ...(s.text.trim() ? { text: s.text.trim() } : {}),
  ...(s.remarkTag ? { remarkTag: s.remarkTag } : {}),
  ...(s.waybill ? { waybill: s.waybill } : {}),
  ...(s.shop ? { shops: [s.shop] } : {}),
  sort: s.sort,
});

interface SyncProgressState {
  running: boolean;
  progress: OrdersSyncProgress | null;
  start: () => void;
  set: (p: OrdersSyncProgress) => void;
  finish: () => void;
}

/** The running sync's progress (event `orders.sync.progress`), for the bar with counts. */
export const useSyncProgress = create<SyncProgressState>()((set) => ({
  running: false,
  progress: null,
  start: () => set({ running: true, progress: null }),
  set: (progress) => set({ progress, running: !progress.done }),
  finish: () => set({ running: false }),
}));
