import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDoc } from '../../../shared/documents/order-documents';
import { applyLanguage } from '../../i18n';
import { call } from '../../ipc';
import { formatPrintedAt } from '../load-labels';
import { PrintLoadStatus, usePrintLoad } from '../print-load';
import type { DocumentQuery } from './document-query';
import { PackingSlips } from './packing-slips';
import { PickListSheet } from './pick-list-sheet';
import './documents.css';

/** The orders of the document, in the language it is printed in. */
const loadOrders = (query: DocumentQuery): Promise<OrderDoc[]> =>
  applyLanguage(query.language)
    .then(() => call('documents.orders', { orderSns: query.orderSns }))
    .then((out) => out.orders);

/** Pick list or packing slips of the print route; marks body[data-ready] like the label sheet does. */
export function DocumentPage({ query }: { query: DocumentQuery }) {
  const { t } = useTranslation('documents');
  const state = usePrintLoad(query, loadOrders);
  const [printedAt] = useState(() => formatPrintedAt(new Date()));

  if (state.kind !== 'ready')
    return <PrintLoadStatus state={state} loading={t('loading')} failed={t('error')} />;
  return query.kind === 'pick-list' ? (
    <PickListSheet orders={state.loaded} printedAt={printedAt} />
  ) : (
    <PackingSlips orders={state.loaded} printedAt={printedAt} />
  );
}
