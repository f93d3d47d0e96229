import { useEffect, useState } from 'react';
import { LabelSheet } from '../label/label-sheet';
import { loadLabels, type LoadedLabels } from './load-labels';
import type { PrintQuery } from './print-query';
import { markReady } from './mark-ready';

type PageState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; loaded: LoadedLabels };

export function PrintPage({ query }: { query: PrintQuery | { error: string } }) {
  const [state, setState] = useState<PageState>(() =>
    'error' in query ? { kind: 'error', message: query.error } : { kind: 'loading' },
  );

  useEffect(() => {
    if ('error' in query) return;
    let cancelled = false;
    loadLabels(query.ids, query.size).then(
      (loaded) => !cancelled && setState({ kind: 'ready', loaded }),
      (e: unknown) =>
        !cancelled && setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [query]);

  useEffect(() => {
    if (state.kind === 'loading') return;
    void markReady(state.kind === 'ready' ? 'true' : 'error', !('error' in query) && query.autoprint);
  }, [state, query]);

  if (state.kind === 'loading') return <p className="print-status">正在准备面单… / Preparing labels…</p>;
  if (state.kind === 'error') {
    return (
      <div className="print-status print-error" role="alert" data-error={state.message}>
        <strong>无法打印 / Cannot print:</strong> {state.message}
      </div>
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
