import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ipcErrorOf } from '../components/ipc-error';
import { CHARGED_READS, queryKey } from '../hooks/query-keys';
import { useAuthAlerts } from '../store/auth-alerts';

/** 401 and 302 are the shell's to show, whichever call met them; auth.status then knows which shop it was. */
const reportAuthErrors = (qc: QueryClient, error: unknown): void => {
  const e = ipcErrorOf(error);
  const alerts = useAuthAlerts.getState();
  if (e.kind === 'unauthorized') alerts.reportUnauthorized(e.msg);
  else if (e.kind === 'shop-not-authorized') {
    alerts.reportShopNotAuthorized({ shop: null, authUrl: e.authUrl ?? null, msg: e.msg });
  } else return;
  void qc.invalidateQueries({ queryKey: queryKey('auth.status') });
};

/*
 * Reads: main's client already retries 101/202 and waits out the rate limit; one more try here covers
 * a dropped connection to the desk host. Then the screen shows a retry button. Writes never retry (they charge).
 */
export const MAX_READ_RETRIES = 1;

export const createDeskQueryClient = (): QueryClient => {
  const qc: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => reportAuthErrors(qc, error),
      onSuccess: (_data, query) => {
        if (CHARGED_READS.includes(query.queryKey[0] as never)) {
          void qc.invalidateQueries({ queryKey: queryKey('account.charges') });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => reportAuthErrors(qc, error),
      // Any action may have charged points (fetch, recycle, lookup, push): the status bar re-reads the ledger.
      onSettled: () => qc.invalidateQueries({ queryKey: queryKey('account.charges') }),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          const kind = ipcErrorOf(error).kind;
          return (
            count < MAX_READ_RETRIES && (kind === 'transport' || kind === 'retryable' || kind === 'busy')
          );
        },
        retryDelay: (n) => 400 * 2 ** n,
      },
      mutations: { retry: false },
    },
  });
  return qc;
};
