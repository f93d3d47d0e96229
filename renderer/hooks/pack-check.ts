import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckView } from '../../shared/ipc/channels/pack-check';
import type { ScanStatus } from '../../shared/ipc/channels/scan';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** The open check as the call answered it: shown at once, before the station's status is read again. */
const useShowCheck = () => {
  const qc = useQueryClient();
  return (view: CheckView) =>
    qc.setQueryData<ScanStatus>(queryKey('scan.status'), (old) =>
      old ? { ...old, check: view.check } : old,
    );
};

/** A scan while the pack check is on: an order opens its check, a goods barcode counts. */
export const useCheckScan = () => {
  const show = useShowCheck();
  return useMutation({ mutationFn: (code: string) => call('scan.check', { code }), onSuccess: show });
};

export const useCheckAnswer = () => {
  const show = useShowCheck();
  return useMutation({
    mutationFn: (answer: 'yes' | 'no' | 'hand') => call('scan.checkAnswer', { answer }),
    onSuccess: show,
  });
};

export const useBarcodes = (text: string) =>
  useQuery({
    queryKey: queryKey('barcodes.list', { text }),
    queryFn: () => call('barcodes.list', { text }),
    placeholderData: keepPreviousData,
  });

export const useBindBarcode = () =>
  useMutation({
    mutationFn: (input: { barcode: string; name: string; spec: string; replaces?: string }) =>
      call('barcodes.bind', input),
  });

export const useRemoveBarcode = () =>
  useMutation({ mutationFn: (barcode: string) => call('barcodes.remove', { barcode }) });

/** Settings → Goods barcodes → Import: the CSV's good rows bound, the bad ones listed (the list re-reads by topic). */
export const useImportBarcodes = () =>
  useMutation({ mutationFn: (csv: string) => call('barcodes.importCsv', { csv }) });

/** Settings → Goods barcodes → Export: every binding as CSV, to save. */
export const useExportBarcodes = () => useMutation({ mutationFn: () => call('barcodes.exportCsv', {}) });
