import { useMutation, useQuery } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** Settings → "Shared ledger": what is saved, and what the desk uses now. */
export const useSharedLedger = () =>
  useQuery({ queryKey: queryKey('ledger.shared.get'), queryFn: () => call('ledger.shared.get', {}) });

/** Saves the shared ledger's settings; main tells `settings`, and every window reads them again by topic. */
export const useSaveSharedLedger = () =>
  useMutation({ mutationFn: (input: In<'ledger.shared.set'>) => call('ledger.shared.set', input) });
