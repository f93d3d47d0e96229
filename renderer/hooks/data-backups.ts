import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** Settings → Data, backups: where they go and which are kept (read again on `changed` backups). */
export const useBackups = () =>
  useQuery({ queryKey: queryKey('data.backups'), queryFn: () => call('data.backups', {}) });

/** A backup now; main tells `backups` whether it was made or failed, and the list re-reads by topic. */
export const useBackupNow = () => useMutation({ mutationFn: () => call('data.backup', {}) });

/** Replaces the ledger with a backup file (the one in use is kept as a backup first; the views re-read by topic). */
export const useRestoreLedger = () =>
  useMutation({ mutationFn: (file: string) => call('data.restore', { file }) });
