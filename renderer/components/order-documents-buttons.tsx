import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, type DocumentKind } from '../../shared/documents/order-documents';
import { usePrintOrderDocuments } from '../documents/order-documents';
import { ErrorNotice } from './error-notice';

/** Each document's button caption and its name in the outcome note. */
const DOCUMENT_TEXT: Record<DocumentKind, { button: string; name: string }> = {
  'pick-list': { button: 'action.pickList', name: 'action.pickListName' },
  'packing-slips': { button: 'action.packingSlips', name: 'action.packingSlipsName' },
};

/**
 * "Print pick list" and "Print packing slips" for a set of order numbers. Placed by the screen that
 * holds the selection: `<OrderDocumentsButtons orderSns={selectedOrderSns} />`.
 */
export function OrderDocumentsButtons({ orderSns }: { orderSns: string[] }) {
  const { t } = useTranslation('documents');
  const print = usePrintOrderDocuments();
  const run = (kind: DocumentKind) => print.mutate({ kind, orderSns });
  const last = print.data;
  // The note names what was last asked for (before any ask there is no note).
  const what = t(DOCUMENT_TEXT[print.variables?.kind ?? 'packing-slips'].name);
  return (
    <div className="order-documents">
      {DOCUMENT_KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn"
          disabled={orderSns.length === 0 || print.isPending}
          onClick={() => run(kind)}
        >
          {t(DOCUMENT_TEXT[kind].button)}
        </button>
      ))}
      {last ? (
        <span role="status" className="muted">
          {last.mode === 'browser'
            ? t('action.opened', { what, pages: last.pages })
            : last.printed
              ? t('action.printed', { what, pages: last.pages })
              : t('action.cancelled')}
          {last.missing.length > 0 ? ` ${t('action.missing', { count: last.missing.length })}` : ''}
        </span>
      ) : null}
      {print.error ? <ErrorNotice error={print.error} compact /> : null}
    </div>
  );
}
