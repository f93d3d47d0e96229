import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** A lookup is charged, so it runs only when the seller asks (a mutation, not a cached query). */
export const useCouponLookup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: In<'coupons.lookup'>) => call('coupons.lookup', input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKey('account.charges') }),
  });
};
