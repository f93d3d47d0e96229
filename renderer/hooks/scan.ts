import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScanEntry, ScanStatus } from '../../shared/ipc/channels/scan';
import { call, on } from '../ipc';

const KEY = ['scan.status'] as const;

/** The station's state; every `scan.changed` event patches it in place (no re-read per scan). */
export const useScanStatus = (onEntry?: (entry: ScanEntry) => void) => {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => call('scan.status', {}), staleTime: 0 });
  useEffect(
    () =>
      on('scan.changed', ({ entry, pending, pointsSpent }) => {
        qc.setQueryData<ScanStatus>(KEY, (old) => {
          if (!old) return old;
          const rest = old.entries.filter((e) => e.seq !== entry.seq);
          const entries = [entry, ...rest].sort((a, b) => b.seq - a.seq).slice(0, 50);
          return { ...old, entries, pending, pointsSpent };
        });
        onEntry?.(entry);
      }),
    [qc, onEntry],
  );
  return query;
};

export const useSubmitScan = () =>
  useMutation({ mutationFn: (code: string) => call('scan.submit', { code }) });
export const useReprintScan = () =>
  useMutation({ mutationFn: (seq: number) => call('scan.reprint', { seq }) });
