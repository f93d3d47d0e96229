import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/** A scan while the pack check is on: an order opens its check, a goods barcode counts (shown through `scan`). */
export const useCheckScan = () => useMutation({ mutationFn: (code: string) => call('scan.check', { code }) });

export const useCheckAnswer = () =>
  useMutation({ mutationFn: (answer: 'yes' | 'no' | 'hand') => call('scan.checkAnswer', { answer }) });

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

/** Settings → Goods barcodes' unit-weight column: the listed goods' typed and learned unit weights (free). */
export const useUnitWeights = (goods: { name: string; spec: string }[], learnCount: number) =>
  useQuery({
    queryKey: queryKey('barcodes.unitWeights', { goods, learnCount }),
    queryFn: () => call('barcodes.unitWeights', { goods, learnCount }),
    enabled: goods.length > 0,
    placeholderData: keepPreviousData,
  });

/** Types (or, with null, forgets) the seller's own unit weight of goods. */
export const useTypeUnitWeight = () =>
  useMutation({
    mutationFn: (input: { name: string; spec: string; grams: number | null }) => call('barcodes.unitWeight', input),
  });
