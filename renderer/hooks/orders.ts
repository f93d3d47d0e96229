import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrdersPageInput } from '../../shared/ipc/channels/orders';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/*
 * Each page costs the seller a point (C1), so a page stays fresh for a while and is not refetched on focus;
 * the previous page stays on screen while the next loads, and the page after is fetched ahead.
 */
const PAGE_STALE_MS = 5 * 60_000;

const fetchPage = (input: OrdersPageInput) => call('orders.page', input);

export const useOrdersPage = (input: OrdersPageInput) => {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: queryKey('orders.page', input),
    queryFn: () => fetchPage(input),
    placeholderData: keepPreviousData,
    staleTime: PAGE_STALE_MS,
  });

  const total = query.data?.totalElements;
  const isCurrent = !query.isPlaceholderData && query.isSuccess;
  useEffect(() => {
    if (!isCurrent || total === undefined) return;
    const next = { ...input, page: input.page + 1 };
    if (next.page * input.pageSize >= total) return;
    void qc.prefetchQuery({
      queryKey: queryKey('orders.page', next),
      queryFn: () => fetchPage(next),
      staleTime: PAGE_STALE_MS,
    });
  }, [qc, input, total, isCurrent]);

  return query;
};
