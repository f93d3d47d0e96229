import { useQuery } from '@tanstack/react-query';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** Points charged today and this session, from the ledger; invalidated after every charged action. */
export const useCharges = () =>
  useQuery({
    queryKey: queryKey('account.charges'),
    queryFn: () => call('account.charges', {}),
    staleTime: 30_000,
  });
