import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '../../shared/ipc/channels/settings';
import type { LabelSize } from '../../shared/label/label-sizes';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/* The handover screen's reads (free: the ledger) and actions; every view re-reads on the `handover` topic. */

export const useHandoverBatches = () =>
  useQuery({ queryKey: queryKey('handover.batches'), queryFn: () => call('handover.batches', {}) });

export const useHandoverBatch = (batchId: number | null) =>
  useQuery({
    queryKey: queryKey('handover.batch', { batchId: batchId ?? 0 }),
    queryFn: () => call('handover.batch', { batchId: batchId ?? 0 }),
    enabled: batchId !== null,
    placeholderData: keepPreviousData,
  });

export const useNotGone = (since: number) =>
  useQuery({
    queryKey: queryKey('handover.notGone', { since }),
    queryFn: () => call('handover.notGone', { since }),
    placeholderData: keepPreviousData,
  });

export const useOpenBatch = () =>
  useMutation({ mutationFn: (cpCode: string) => call('handover.open', { cpCode }) });

export const useHandoverScan = () =>
  useMutation({
    mutationFn: (input: { batchId: number; code: string; confirm: boolean }) => call('handover.scan', input),
  });

export const useRemoveScan = () =>
  useMutation({
    mutationFn: (input: { batchId: number; waybillId: number }) => call('handover.remove', input),
  });

export const useCloseBatch = () =>
  useMutation({ mutationFn: (batchId: number) => call('handover.close', { batchId }) });

export const useReopenBatch = () =>
  useMutation({
    mutationFn: (input: { batchId: number; word: string; reason: string }) => call('handover.reopen', input),
  });

/** The label printers a closed batch's list can go to (sizes whose print profile names a TSPL or ZPL printer). */
export const useHandoverLabelPrinters = () =>
  useQuery({
    queryKey: queryKey('handover.labelPrinters'),
    queryFn: () => call('handover.labelPrinters', {}),
  });

export const usePrintListOnLabelPrinter = () =>
  useMutation({
    mutationFn: (input: { batchId: number; size: LabelSize; language: Language; carrierName: string }) =>
      call('handover.printList', input),
  });
