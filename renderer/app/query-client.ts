import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ipcErrorOf } from '../components/ipc-error';
import { GATEWAY_CHANNELS } from '../hooks/query-keys';
import { useAuthAlerts } from '../store/auth-alerts';

/*
 * Reads: main's client already retries 101/202 and waits out the rate limit; one more try here covers
 * a dropped connection to the desk host. Then the screen shows a retry button. Writes never retry (they charge),
 * nor do charged reads (their hooks say so).
 */
export const MAX_READ_RETRIES = 1;

/** A call the gateway answered proves the token works: a 401 banner about it has lost its cause. */
const tokenWorked = (channel: unknown): void => {
  if (GATEWAY_CHANNELS.includes(channel as never)) useAuthAlerts.getState().dismissUnauthorized();
};

export const createDeskQueryClient = (): QueryClient =>
  new QueryClient({
    // Auth failures reach the shell by one route only: main's `auth.required` event (hooks/events.ts).
    queryCache: new QueryCache({ onSuccess: (_data, query) => tokenWorked(query.queryKey[0]) }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _vars, _ctx, mutation) => tokenWorked(mutation.options.meta?.channel),
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
