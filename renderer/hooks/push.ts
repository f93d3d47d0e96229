import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** The push deducts the account balance (DECISIONS C2): only on the seller's explicit submit. */
export const usePushItems = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: In<'push.submit'>) => call('push.submit', input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKey('account.charges') }),
  });
};
