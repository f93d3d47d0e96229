import { useTranslation } from 'react-i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import { ErrorNotice } from '../../components/error-notice';
import { usePrintHandoverList } from '../../documents/handover-list';
import { useCloseBatch } from '../../hooks/handover';
import { saveCsv } from '../../components/save-csv';
import { batchCsv } from './handover-csv';
import { HandoverLabelPrint } from './handover-label-print';

/** Close and print, print again, the CSV, and reopen (with a word) for a closed batch. */
export function HandoverActions({ batch, onReopen }: { batch: HandoverBatch; onReopen: () => void }) {
  const { t } = useTranslation('handover');
  const close = useCloseBatch();
  const print = usePrintHandoverList();
  const open = batch.closedAt === null;
  const printed = print.data;
  return (
    <div className="ho-actions">
      {open ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={close.isPending || batch.scans.length === 0}
          onClick={() => close.mutate(batch.id, { onSuccess: () => print.mutate(batch.id) })}
        >
          {t('actions.close')}
        </button>
      ) : (
        <>
          <span className="ho-muted">{t('actions.closedNote')}</span>
          <button type="button" className="btn btn-primary" onClick={() => print.mutate(batch.id)}>
            {t('actions.print')}
          </button>
          <HandoverLabelPrint batch={batch} />
          <button type="button" className="btn" onClick={onReopen}>
            {t('actions.reopen')}
          </button>
        </>
      )}
      <button
        type="button"
        className="btn"
        disabled={batch.scans.length === 0}
        onClick={() => saveCsv(batchCsv(t, batch), `handover-${batch.id}.csv`)}
      >
        {t('actions.csv')}
      </button>
      {printed ? (
        <span role="status" className="ho-muted">
          {printed.mode === 'browser'
            ? t('actions.opened', { pages: printed.pages })
            : t('actions.printed', { pages: printed.pages })}
        </span>
      ) : null}
      {close.error ? <ErrorNotice error={close.error} compact /> : null}
      {print.error ? <ErrorNotice error={print.error} compact /> : null}
    </div>
  );
}
