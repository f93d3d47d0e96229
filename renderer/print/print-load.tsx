import { useEffect, useState } from 'react';

/*
 * The print routes (label sheet, pick list, packing slips) load their page the same way: once per query, then
 * body[data-ready] tells the waiting window (or the e2e) the page is drawn, and `autoprint` opens the dialog.
 */

/** What a print route shows: loading, why it failed, or what it loaded. */
export type PrintLoad<T> =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; loaded: T };

/** A route query that could not be read: the page shows its error and loads nothing. */
export interface UnreadQuery {
  error: string;
}

/**
 * Tells whoever waits for a print route (Electron's hidden window, the e2e) that it is drawn: fonts loaded and two
 * frames painted. With `autoprint`, the browser's print dialog opens then.
 */
const markReady = async (state: 'true' | 'error', autoprint: boolean): Promise<void> => {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  document.body.dataset.ready = state;
  if (state === 'true' && autoprint) window.print();
};

const isUnread = (query: object): query is UnreadQuery => 'error' in query;

/** Loads the page of `query` with `load` (a module function, so it stays the same between renders). */
export function usePrintLoad<Q extends { autoprint: boolean }, T>(
  query: Q | UnreadQuery,
  load: (query: Q) => Promise<T>,
): PrintLoad<T> {
  const [state, setState] = useState<PrintLoad<T>>(() =>
    isUnread(query) ? { kind: 'error', message: query.error } : { kind: 'loading' },
  );

  useEffect(() => {
    if (isUnread(query)) return;
    let cancelled = false;
    load(query).then(
      (loaded) => !cancelled && setState({ kind: 'ready', loaded }),
      (e: unknown) =>
        !cancelled && setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [query, load]);

  useEffect(() => {
    if (state.kind === 'loading') return;
    void markReady(state.kind === 'ready' ? 'true' : 'error', !isUnread(query) && query.autoprint);
  }, [state, query]);

  return state;
}

/** The page while it loads, or why it cannot print; each route words them itself. */
export function PrintLoadStatus({
  state,
  loading,
  failed,
}: {
  state: Exclude<PrintLoad<unknown>, { kind: 'ready' }>;
  loading: string;
  failed: string;
}) {
  if (state.kind === 'loading') return <p className="print-status">{loading}</p>;
  return (
    <div className="print-status print-error" role="alert" data-error={state.message}>
      <strong>{failed}</strong> {state.message}
    </div>
  );
}
