import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../shared/documents/order-documents';
import { usePrintOrderDocuments } from '../documents/order-documents';
import { ErrorNotice } from './error-notice';

/**
 * "Print pick list" and "Print packing slips" for a set of order numbers (issue 11 §3). Placed by the screen that
 * holds the selection: `<OrderDocumentsButtons orderSns={selectedOrderSns} />`.
 */
export function OrderDocumentsButtons({ orderSns }: { orderSns: string[] }) {
  const { t } = useTranslation('documents');
  const print = usePrintOrderDocuments();
  const run = (kind: DocumentKind) => print.mutate({ kind, orderSns });
  const last = print.data;
  const what =
    print.variables?.kind === 'pick-list' ? t('action.pickListName') : t('action.packingSlipsName');
  return (
    <div className="order-documents">
      <button
        type="button"
        className="btn"
        disabled={orderSns.length === 0 || print.isPending}
        onClick={() => run('pick-list')}
      >
        {t('action.pickList')}
      </button>
      <button
        type="button"
        className="btn"
        disabled={orderSns.length === 0 || print.isPending}
        onClick={() => run('packing-slips')}
      >
        {t('action.packingSlips')}
      </button>
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
