import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shop } from '../../shared/shops/shop';
import type { DeskShopLimit, ShopDraft } from '../../shared/ipc/channels/shops';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** Settings › Shops: the seller's shops (the list re-reads on the `shops` topic, from any desk of the ledger). */
export const useShops = () =>
  useQuery({ queryKey: queryKey('shops.list'), queryFn: () => call('shops.list', {}) });

export const useSaveShop = () => useMutation({ mutationFn: (draft: ShopDraft) => call('shops.save', draft) });

export const usePauseShop = () =>
  useMutation({ mutationFn: (input: { id: string; paused: boolean }) => call('shops.pause', input) });

export const useRemoveShop = () => useMutation({ mutationFn: (id: string) => call('shops.remove', { id }) });

/** The seller authorized the shop at its link: the desk tries it again (no restart). */
export const useShopAuthorized = () =>
  useMutation({ mutationFn: (id: string) => call('shops.authorized', { id }) });

export const useDeskShopLimit = () =>
  useQuery({ queryKey: queryKey('shops.deskLimit.get'), queryFn: () => call('shops.deskLimit.get', {}) });

export const useSetDeskShopLimit = () =>
  useMutation({ mutationFn: (limit: DeskShopLimit) => call('shops.deskLimit.set', limit) });

/**
 * This desk's default shop (the gateway calls that name no shop carry its ids). The gateway pages on screen were
 * the old default's: they are dropped (an exception listed in docs/changes.md), and the next look buys the new one's.
 */
export const useSetDefaultShop = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('shops.default.set', { id }),
    onSuccess: () => void qc.resetQueries({ queryKey: queryKey('orders.page') }),
  });
};

/** A shop as rows and cards name it. */
export type ShopTag = Pick<Shop, 'name' | 'colour'>;

/**
 * The shop of each owner id, for the rows that name their shop: null while the desk serves one shop (nothing to
 * tell apart), so a one-shop desk looks as it always did.
 */
export const useShopTags = (): ReadonlyMap<string, ShopTag> | null => {
  const shops = useShops().data?.shops;
  return useMemo(() => {
    if (!shops || shops.length < 2) return null;
    return new Map(shops.map(({ shop }) => [shop.ownerId, { name: shop.name, colour: shop.colour }]));
  }, [shops]);
};
