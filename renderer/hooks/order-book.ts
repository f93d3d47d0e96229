import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type {
  OrdersSearchInput,
  OrdersSearchResult,
  OrdersSyncInput,
} from '../../shared/ipc/channels/order-book';
import { call } from '../ipc';
import { useSyncProgress } from '../store/order-book-view';
import { queryKey } from './query-keys';

/*
 * The order book: reads are free (the ledger's copy), so they refresh whenever main says the book or the ledger
 * changed. The sync is the one charged action and runs only when the seller asks (a mutation, never retried).
 */

/** Rows per read once the list is scrolled: enough to fill a screen several times. */
export const BOOK_CHUNK = 200;
/** The first read: the rows that fit one screen (and a little), so the screen paints before more are read. */
export const BOOK_FIRST_CHUNK = 50;

/**
 * The next read after `loaded` rows, as the channel's page/pageSize: the size doubles from the first chunk up to
 * BOOK_CHUNK (50, 50, 100, 200, 200, …), each size dividing the rows already read, so pages line up end to end.
 */
export const nextBookPage = (loaded: number): { page: number; pageSize: number } => {
  let pageSize = BOOK_FIRST_CHUNK;
  while (pageSize * 2 <= BOOK_CHUNK && loaded % (pageSize * 2) === 0 && loaded >= pageSize * 2) pageSize *= 2;
  return { page: loaded / pageSize, pageSize };
};

/**
 * The read after the pages read so far, or none. A short page is the end (also when the book shrank under the
 * list); a total at its bound ("10,000+") is no end: more rows match than it says.
 */
export const nextBookRead = (
  last: OrdersSearchResult,
  all: OrdersSearchResult[],
  lastParam: { pageSize: number },
): { page: number; pageSize: number } | undefined => {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === lastParam.pageSize && (loaded < last.total || last.totalBounded === true)
    ? nextBookPage(loaded)
    : undefined;
};

export const useBookStatus = () =>
  useQuery({
    queryKey: queryKey('orders.bookStatus'),
    queryFn: () => call('orders.bookStatus', undefined),
    // Re-read when main says a sync started or ended, or the book changed (`changed`: sync, book); main watches
    // another desk's sync lease itself. Alt+1 back shows the cached counts at once.
    staleTime: Infinity,
  });

export const useBookSearch = (input: Omit<OrdersSearchInput, 'page' | 'pageSize'>) =>
  useInfiniteQuery({
    // The key is the search only (no page size, no objects made per render): Alt+1 back paints from the cache.
    queryKey: queryKey('orders.search', input),
    queryFn: ({ pageParam }) => call('orders.search', { ...input, ...pageParam }),
    initialPageParam: nextBookPage(0),
    getNextPageParam: nextBookRead,
    // Reads are free but not instant: main says when the book or the ledger changed (the topic table in
    // change-topics.ts invalidates this key), so coming back to the screen paints the cached rows without reading every chunk again.
    staleTime: Infinity,
    // Typing a search keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/**
 * A search on one status tab: how many orders match it on all tabs (one free count), so a search that finds
 * its orders elsewhere says so. Idle on the "all" tab and without a search.
 */
export const useAllStatusMatches = (input: Omit<OrdersSearchInput, 'page' | 'pageSize'>) => {
  const { status, ...everyStatus } = input;
  return useQuery({
    queryKey: queryKey('orders.search', { ...everyStatus, page: 0, pageSize: 1 }),
    queryFn: async () => {
      const { total, totalBounded } = await call('orders.search', { ...everyStatus, page: 0, pageSize: 1 });
      return { total, bounded: totalBounded === true };
    },
    enabled: status !== undefined && Boolean(input.text || input.remarkTag || input.waybill),
    staleTime: Infinity,
  });
};

export const useSyncOrders = () =>
  useMutation({
    mutationFn: (input: OrdersSyncInput) => {
      useSyncProgress.getState().start();
      return call('orders.sync', input);
    },
    retry: false,
    // The progress bar ends here; the status re-reads on main's `changed` (sync) once the sync is over.
    onSettled: () => useSyncProgress.getState().finish(),
  });
