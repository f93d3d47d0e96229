import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrdersSearchInput, OrdersSyncInput } from '../../shared/ipc/channels/order-book';
import { call } from '../ipc';
import { useSyncProgress } from '../store/order-book-view';
import { queryKey } from './query-keys';

/*
 * The order book: reads are free (the ledger's copy), so they refresh whenever main says the book or the ledger
 * changed. The sync is the one charged action and runs only when the seller asks (a mutation, never retried).
 */

/** Rows per read: enough to fill a screen several times; the list reads the next chunk as it is scrolled. */
export const BOOK_CHUNK = 200;

export const useBookStatus = () =>
  useQuery({ queryKey: queryKey('orders.bookStatus'), queryFn: () => call('orders.bookStatus', undefined) });

export const useBookSearch = (input: Omit<OrdersSearchInput, 'page' | 'pageSize'>) =>
  useInfiniteQuery({
    queryKey: queryKey('orders.search', input),
    queryFn: ({ pageParam }) => call('orders.search', { ...input, page: pageParam, pageSize: BOOK_CHUNK }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (all.length * BOOK_CHUNK < last.total ? all.length : undefined),
    // Typing a search keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useSyncOrders = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OrdersSyncInput) => {
      useSyncProgress.getState().start();
      return call('orders.sync', input);
    },
    retry: false,
    onSettled: () => {
      useSyncProgress.getState().finish();
      void qc.invalidateQueries({ queryKey: queryKey('orders.bookStatus') });
    },
  });
};
