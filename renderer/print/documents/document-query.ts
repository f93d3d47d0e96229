import { DocumentKind } from '../../../shared/documents/order-documents';
import type { Language } from '../../../shared/ipc/channels/settings';

export interface DocumentQuery {
  kind: DocumentKind;
  orderSns: string[];
  language: Language;
  autoprint: boolean;
}

/** `?doc=pick-list&orders=a,b&lang=en[&autoprint=1]`; null when the page is a label job (no `doc`). */
export const parseDocumentQuery = (search: string): DocumentQuery | { error: string } | null => {
  const params = new URLSearchParams(search);
  const doc = params.get('doc');
  if (doc === null) return null;
  const kind = DocumentKind.safeParse(doc);
  if (!kind.success) return { error: `?doc=${doc} is not a document (pick-list or packing-slips)` };
  const orderSns = (params.get('orders') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (orderSns.length === 0) return { error: 'no orders asked for (?orders= is empty)' };
  return {
    kind: kind.data,
    orderSns,
    language: params.get('lang') === 'en' ? 'en' : 'zh-CN',
    autoprint: params.get('autoprint') === '1',
  };
};
