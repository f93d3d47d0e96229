import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** Settings → Data, backups: where they go and which are kept (read again on `changed` backups). */
export const useBackups = () =>
  useQuery({ queryKey: queryKey('data.backups'), queryFn: () => call('data.backups', {}) });

export const useBackupNow = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('data.backup', {}),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKey('data.backups') }),
  });
};

/** Replaces the ledger with a backup file (the one in use is kept as a backup first). */
export const useRestoreLedger = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => call('data.restore', { file }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKey('data.backups') }),
  });
};
