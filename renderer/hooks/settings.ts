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

/**
 * Saves a part of the settings (main tells `settings`: the views re-read by topic); another gateway or shop drops
 * every view (an exception listed in docs/changes.md).
 */
export const useUpdateSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: In<'settings.update'>) => call('settings.update', patch),
    onSuccess: (_settings, patch) => {
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
