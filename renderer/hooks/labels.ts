import { useMutation, useQuery } from '@tanstack/react-query';
import type { LabelParseResult } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { formatPrintedAt } from '../print/load-labels';
import { call } from '../ipc';

/** One label of the preview, with the ledger facts the screen shows beside it. */
export interface LabelPreviewEntry {
  id: number;
  waybillCode: string;
  result: LabelParseResult;
  printedCount: number;
  /** Handed to the browser's print dialog only (the desk cannot know whether it printed). */
  dialogCount: number;
  /** Recycled = void: shown struck through, never printed. */
  status: 'live' | 'recycled';
}

export interface LabelPreview {
  size: LabelSize;
  entries: LabelPreviewEntry[];
}

/** The labels of ledger waybills, stamped with today's print date when main left it empty. */
export const fetchLabelPreview = async (
  ids: number[],
  size: LabelSize | undefined,
): Promise<LabelPreview> => {
  const out = await call('labels.get', size ? { ids, size } : { ids });
  const printedAt = formatPrintedAt(new Date());
  return {
    size: out.size,
    entries: out.labels.map(({ id, waybillCode, printedCount, dialogCount, status, label }) => ({
      id,
      waybillCode,
      printedCount,
      dialogCount,
      status,
      result:
        label.ok && label.label.printedAt === '' ? { ok: true, label: { ...label.label, printedAt } } : label,
    })),
  };
};

export const useLabelPreview = (ids: readonly number[], size: LabelSize | undefined) =>
  useQuery({
    queryKey: ['labels.get', { ids, size }],
    queryFn: () => fetchLabelPreview([...ids], size),
    enabled: ids.length > 0,
  });

export interface PrintRequest {
  ids: number[];
  size: LabelSize;
  printer?: string | null;
}

/**
 * Prints from the stored print_data: a reprint never fetches a new waybill. "printed ×n" changes wherever
 * the ledger shows it through main's `changed` (topic `ledger`).
 */
export const usePrintLabels = () =>
  useMutation({ mutationFn: (req: PrintRequest) => call('labels.print', req) });

export const useExportLabelsPdf = () =>
  useMutation({ mutationFn: (req: PrintRequest) => call('labels.exportPdf', req) });

/** Is the chosen printer there and does it take this label size? Asked again when size or printer changes. */
export const usePrintPreflight = (size: LabelSize, printer: string | null | undefined) =>
  useQuery({
    queryKey: ['labels.preflight', { size, printer }],
    queryFn: () => call('labels.preflight', printer === undefined ? { size } : { size, printer }),
    staleTime: 30_000,
  });
