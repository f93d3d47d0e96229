import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { useAuthAlerts } from '../store/auth-alerts';
import { CHARGED_READS, queryKey } from './query-keys';

export const useAuthStatus = () =>
  useQuery({ queryKey: queryKey('auth.status'), queryFn: () => call('auth.status', {}), staleTime: 60_000 });

export const useAppInfo = () =>
  useQuery({ queryKey: queryKey('app.info'), queryFn: () => call('app.info', {}), staleTime: Infinity });

/**
 * After the token changes every gateway answer may differ: free views are read again; a charged page is only
 * marked stale (bought again when the seller next opens or reloads it). The old token's alerts lose their cause.
 * auth.status itself re-reads by topic (main tells `auth`); this reset is an exception listed in docs/changes.md.
 */
const useAfterTokenChange = () => {
  const qc = useQueryClient();
  return () => {
    const alerts = useAuthAlerts.getState();
    alerts.dismissUnauthorized();
    alerts.dismissShopAuthorization();
    void qc.invalidateQueries({
      predicate: (q) => !['auth.status', 'app.info', ...CHARGED_READS].includes(String(q.queryKey[0])),
    });
    void qc.invalidateQueries({
      predicate: (q) => CHARGED_READS.includes(q.queryKey[0] as never),
      refetchType: 'none',
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
