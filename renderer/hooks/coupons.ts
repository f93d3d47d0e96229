import { useMutation } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';

/** A lookup is charged, so it runs only when the seller asks (a mutation, not a cached query). */
export const useCouponLookup = () =>
  useMutation({
    mutationFn: (input: In<'coupons.lookup'>) => call('coupons.lookup', input),
    meta: { channel: 'coupons.lookup' },
  });
