import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

export const useAuthStatus = () =>
  useQuery({ queryKey: queryKey('auth.status'), queryFn: () => call('auth.status', {}), staleTime: 60_000 });

export const useAppInfo = () =>
  useQuery({ queryKey: queryKey('app.info'), queryFn: () => call('app.info', {}), staleTime: Infinity });

/** After the token changes every gateway answer may differ: refetch everything that is shown. */
const useAfterTokenChange = () => {
  const qc = useQueryClient();
  return (status: Awaited<ReturnType<typeof call<'auth.status'>>>) => {
    qc.setQueryData(queryKey('auth.status'), status);
    void qc.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== 'auth.status' && q.queryKey[0] !== 'app.info',
    });
  };
};

export const useSetToken = () => {
  const after = useAfterTokenChange();
  return useMutation({
    mutationFn: (input: In<'auth.setToken'>) => call('auth.setToken', input),
    onSuccess: after,
  });
};

export const useClearToken = () => {
  const after = useAfterTokenChange();
  return useMutation({ mutationFn: () => call('auth.clearToken', {}), onSuccess: after });
};
