import { useMutation } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';

/** The push deducts the account balance (DECISIONS C2): only on the seller's explicit submit. */
export const usePushItems = () =>
  useMutation({
    mutationFn: (input: In<'push.submit'>) => call('push.submit', input),
    meta: { channel: 'push.submit' },
  });
