import { useMutation, useQuery } from '@tanstack/react-query';
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
