import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** Settings → "Shared ledger": what is saved, and what the desk uses now. */
export const useSharedLedger = () =>
  useQuery({ queryKey: queryKey('ledger.shared.get'), queryFn: () => call('ledger.shared.get', {}) });

export const useSaveSharedLedger = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: In<'ledger.shared.set'>) => call('ledger.shared.set', input),
    onSuccess: (saved) => qc.setQueryData(queryKey('ledger.shared.get'), saved),
  });
};
