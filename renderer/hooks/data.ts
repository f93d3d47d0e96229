import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** The ledger's size by part and the last cleanup (Settings → Data); re-read after a cleanup. */
export const useDataStatus = () =>
  useQuery({
    queryKey: queryKey('data.status'),
    queryFn: () => call('data.status', {}),
    staleTime: 60_000,
  });

/** A cleanup now; `vacuum`: with the one VACUUM an older ledger file needs. */
export const useDataCleanup = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vacuum: boolean) => call('data.cleanup', { vacuum }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: queryKey('data.status') }),
  });
};
