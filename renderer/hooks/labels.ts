import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LabelParseResult } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { formatPrintedAt } from '../print/load-labels';
import { call } from '../ipc';
import { invalidateLedgerViews, queryKey } from './query-keys';

/** One label of the preview, with the ledger facts the screen shows beside it. */
export interface LabelPreviewEntry {
  id: number;
  waybillCode: string;
  result: LabelParseResult;
  /** From labels.get when main sends it; otherwise unknown here. */
  printedCount: number | null;
}

export interface LabelPreview {
  size: LabelSize;
  entries: LabelPreviewEntry[];
}

const PrintFacts = z.object({ printedCount: z.number() });

/**
 * The labels of ledger waybills, checked exactly as the print route checks them (an unreadable entry
 * becomes a problem card), so the preview shows what will print.
 */
export const fetchLabelPreview = async (
  ids: number[],
  size: LabelSize | undefined,
): Promise<LabelPreview> => {
  const out = await call('labels.get', size ? { ids, size } : { ids });
  const printedAt = formatPrintedAt(new Date());
  return {
    size: out.size,
    entries: out.labels.map((entry) => {
      const parsed = LabelParseResult.safeParse(entry.label);
      let result: LabelParseResult = parsed.success
        ? parsed.data
        : {
            ok: false,
            error: 'labels.get returned a label this view cannot read',
            waybillCode: entry.waybillCode,
          };
      if (result.ok && result.label.printedAt === '')
        result = { ok: true, label: { ...result.label, printedAt } };
      const facts = PrintFacts.safeParse(entry);
      return {
        id: entry.id,
        waybillCode: entry.waybillCode,
        result,
        printedCount: facts.success ? facts.data.printedCount : null,
      };
    }),
  };
};

export const useLabelPreview = (ids: readonly number[], size: LabelSize | undefined) =>
  useQuery({
    queryKey: ['labels.get', { ids, size }],
    queryFn: () => fetchLabelPreview([...ids], size),
    enabled: ids.length > 0,
  });

/**
 * printed ×n per label: from labels.get when main sends it, else from the order's ledger state (orders.get,
 * ledger-only) when the order holds exactly this one live waybill, so the count cannot belong to another.
 */
export const usePrintCounts = (entries: readonly LabelPreviewEntry[]): ReadonlyMap<number, number> => {
  const orderSns = [
    ...new Set(
      entries.flatMap((e) =>
        e.printedCount === null && e.result.ok && e.result.label.orderSn ? [e.result.label.orderSn] : [],
      ),
    ),
  ].slice(0, 100);
  const orders = useQuery({
    queryKey: queryKey('orders.get', { orderSns }),
    queryFn: () => call('orders.get', { orderSns }),
    enabled: orderSns.length > 0,
  });
  return useMemo(() => {
    const counts = new Map<number, number>();
    const byOrder = new Map((orders.data?.rows ?? []).map((r) => [r.order.order_sn, r.waybill]));
    for (const e of entries) {
      if (e.printedCount !== null) {
        counts.set(e.id, e.printedCount);
        continue;
      }
      const state = e.result.ok ? byOrder.get(e.result.label.orderSn) : undefined;
      if (state?.liveWaybillIds.length === 1 && state.liveWaybillIds[0] === e.id)
        counts.set(e.id, state.printedCount);
    }
    return counts;
  }, [entries, orders.data]);
};

export interface PrintRequest {
  ids: number[];
  size: LabelSize;
  printer?: string | null;
}

/** printed ×n changes wherever the ledger shows, the preview included. */
const usePrintEffects = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([invalidateLedgerViews(client), client.invalidateQueries({ queryKey: ['labels.get'] })]).then(
      () => undefined,
    );
};

/** Prints from the stored print_data: a reprint never fetches a new waybill. */
export const usePrintLabels = () => {
  const refresh = usePrintEffects();
  return useMutation({ mutationFn: (req: PrintRequest) => call('labels.print', req), onSettled: refresh });
};

export const useExportLabelsPdf = () => {
  const refresh = usePrintEffects();
  return useMutation({
    mutationFn: (req: PrintRequest) => call('labels.exportPdf', req),
    onSettled: refresh,
  });
};
