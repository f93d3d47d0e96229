import { LabelSheet } from '../label/label-sheet';
import { loadLabels, type LoadedLabels } from './load-labels';
import type { PrintQuery } from './print-query';
import { PrintLoadStatus, usePrintLoad, type UnreadQuery } from './print-load';

const loadSheet = (query: PrintQuery): Promise<LoadedLabels> => loadLabels(query.ids, query.size);

export function PrintPage({ query }: { query: PrintQuery | UnreadQuery }) {
  const state = usePrintLoad(query, loadSheet);
  if (state.kind !== 'ready') {
    return (
      <PrintLoadStatus
        state={state}
        loading="正在准备面单… / Preparing labels…"
        failed="无法打印 / Cannot print:"
      />
    );
  }
  const placement = 'error' in query ? undefined : query;
  return (
    <LabelSheet
      labels={state.loaded.labels}
      size={state.loaded.size}
      {...(placement
        ? { offset: { xMm: placement.offsetXMm, yMm: placement.offsetYMm }, copies: placement.copies }
        : {})}
    />
  );
}
