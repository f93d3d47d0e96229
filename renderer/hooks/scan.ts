import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ScanEntry } from '../../shared/ipc/channels/scan';
import { call, on } from '../ipc';

const KEY = ['scan.status'] as const;

/**
 * The station's state, re-read when main says it moved (`changed`: scan). `scan.changed` brings each entry that
 * moved, for the screen's tone and print dialog.
 */
export const useScanStatus = (onEntry?: (entry: ScanEntry) => void) => {
  const query = useQuery({ queryKey: KEY, queryFn: () => call('scan.status', {}), staleTime: 0 });
  useEffect(() => on('scan.changed', ({ entry }) => onEntry?.(entry)), [onEntry]);
  return query;
};

export const useSubmitScan = () =>
  useMutation({ mutationFn: (code: string) => call('scan.submit', { code }) });
/** The weigh step: a weight typed in the card's weight box, grams. */
export const useWeighScan = () =>
  useMutation({ mutationFn: (grams: number) => call('scan.weigh', { grams }) });
export const useWeighKey = () =>
  useMutation({ mutationFn: (key: 'confirm' | 'override' | 'leave') => call('scan.weighKey', { key }) });
/** The packer's answer to "which shop?": the scan goes on as that shop's order. */
export const useChooseShop = () =>
  useMutation({
    mutationFn: ({ seq, ownerId }: { seq: number; ownerId: string }) =>
      call('scan.chooseShop', { seq, ownerId }),
  });
export const useReprintScan = () =>
  useMutation({ mutationFn: (seq: number) => call('scan.reprint', { seq }) });
