import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDoc } from '../../../shared/documents/order-documents';
import { applyLanguage } from '../../i18n';
import { call } from '../../ipc';
import { formatPrintedAt } from '../load-labels';
import { markReady } from '../mark-ready';
import type { DocumentQuery } from './document-query';
import { PackingSlips } from './packing-slips';
import { PickListSheet } from './pick-list-sheet';
import './documents.css';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; orders: OrderDoc[] };

/** Pick list or packing slips of the print route; marks body[data-ready] like the label sheet does. */
export function DocumentPage({ query }: { query: DocumentQuery }) {
  const { t } = useTranslation('documents');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [printedAt] = useState(() => formatPrintedAt(new Date()));

  useEffect(() => {
    let cancelled = false;
    void applyLanguage(query.language)
      .then(() => call('documents.orders', { orderSns: query.orderSns }))
      .then(
        (out) => !cancelled && setState({ kind: 'ready', orders: out.orders }),
        (e: unknown) =>
          !cancelled && setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      cancelled = true;
    };
  }, [query]);

  useEffect(() => {
    if (state.kind === 'loading') return;
    void markReady(state.kind === 'ready' ? 'true' : 'error', state.kind === 'ready' && query.autoprint);
  }, [state, query]);

  if (state.kind === 'loading') return <p className="print-status">{t('loading')}</p>;
  if (state.kind === 'error') {
    return (
      <div className="print-status print-error" role="alert" data-error={state.message}>
        <strong>{t('error')}</strong> {state.message}
      </div>
    );
  }
  return query.kind === 'pick-list' ? (
    <PickListSheet orders={state.orders} printedAt={printedAt} />
  ) : (
    <PackingSlips orders={state.orders} printedAt={printedAt} />
  );
}
