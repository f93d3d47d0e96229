import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

export const useSettings = () =>
  useQuery({
    queryKey: queryKey('settings.get'),
    queryFn: () => call('settings.get', {}),
    staleTime: Infinity,
  });

/** Saves a part of the settings; gateway or shop changes make every gateway view stale. */
export const useUpdateSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: In<'settings.update'>) => call('settings.update', patch),
    onSuccess: (settings, patch) => {
      qc.setQueryData(queryKey('settings.get'), settings);
      const touchesGateway = ['gateway', 'shopId', 'ownerId', 'mallUserId', 'merchantUserId'].some(
        (k) => k in patch,
      );
      if (touchesGateway) {
        // Another gateway or shop: what is on screen belongs to the old one, so drop it rather than keep showing it.
        void qc.resetQueries({
          predicate: (q) => !['settings.get', 'app.info', 'printers.list'].includes(String(q.queryKey[0])),
        });
      }
    },
  });
};

export const usePrinters = () =>
  useQuery({
    queryKey: queryKey('printers.list'),
    queryFn: () => call('printers.list', {}),
    staleTime: 60_000,
  });
