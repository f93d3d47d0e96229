import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DeskOrder, OrdersPageInput } from '../../shared/ipc/channels/orders';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/*
 * Each page costs the seller a point (C1): it is bought when the seller asks (opening the screen, another page,
 * Reload) and never again on the desk's own initiative — no prefetch, no refetch on focus, mount or a ledger
 * change, no retry, kept for the session. The previous page stays on screen while the next one loads.
 */
export const useOrdersPage = (input: OrdersPageInput) =>
  useQuery({
    queryKey: queryKey('orders.page', input),
    queryFn: () => call('orders.page', input),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/**
 * The rows with their waybill column kept current: the page brought each order's waybill state when it was
 * bought; after that, a `changed` (topic `ledger`) naming one of these orders re-reads them from the ledger (`orders.get`,
 * free). Whichever answer is newer wins.
 */
export const useCurrentWaybills = (rows: readonly DeskOrder[], pageUpdatedAt: number): DeskOrder[] => {
  const orderSns = useMemo(() => rows.map((r) => r.order.order_sn), [rows]);
  const states = useQuery({
    queryKey: queryKey('orders.get', { orderSns }),
    queryFn: () => call('orders.get', { orderSns }),
    enabled: orderSns.length > 0,
    staleTime: Infinity,
    // What the page brought is current as of the page: nothing is read until the ledger says it changed.
    initialData: () => ({ rows: [...rows] }),
    initialDataUpdatedAt: pageUpdatedAt,
  });
  const fresher = states.dataUpdatedAt > pageUpdatedAt ? states.data : null;
  return useMemo(() => {
    if (!fresher) return [...rows];
    const current = new Map(fresher.rows.map((r) => [r.order.order_sn, r.waybill]));
    return rows.map((r) => {
      const waybill = current.get(r.order.order_sn);
      return waybill ? { ...r, waybill } : r;
    });
  }, [rows, fresher]);
};
