import { useMutation, useQuery } from '@tanstack/react-query';
import type { ShopsFetchInput, ShopsFetchSelection } from '../../shared/ipc/channels/shops-fetch';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** `waybills.planShops`: how a selection splits into one call per shop, and each call's cost (free). */
export const useShopsFetchPlan = (selection: ShopsFetchSelection | null) =>
  useQuery({
    queryKey: queryKey('waybills.planShops', selection ?? { orders: [] }),
    queryFn: () => call('waybills.planShops', selection ?? { orders: [] }),
    enabled: selection !== null,
    retry: false,
  });

/** `waybills.fetchShops`: charged and not idempotent, never retried here (as `waybills.fetch`). */
export const useFetchShops = () =>
  useMutation({
    mutationFn: (input: ShopsFetchInput) => call('waybills.fetchShops', input),
    retry: false,
    meta: { channel: 'waybills.fetchShops' },
  });
