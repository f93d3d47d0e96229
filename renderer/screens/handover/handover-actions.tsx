import { useTranslation } from 'react-i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import { ErrorNotice } from '../../components/error-notice';
import { useCloseBatch } from '../../hooks/handover';
import { saveCsv } from '../../components/save-csv';
import { batchCsv } from './handover-csv';
import { HandoverPrintAnswer } from './handover-print-answer';
import { PrintToSelect, usePrintTo } from './handover-print-to';
import { usePrintList } from './use-print-list';

/** Close and print (A4 or a label printer), print again, the CSV, and reopen (with a word) for a closed batch. */
export function HandoverActions({ batch, onReopen }: { batch: HandoverBatch; onReopen: () => void }) {
  const { t } = useTranslation('handover');
  const close = useCloseBatch();
  const printTo = usePrintTo();
  const list = usePrintList(batch);
  const open = batch.closedAt === null;
  return (
    <div className="ho-actions">
      {open ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={close.isPending || batch.scans.length === 0}
          onClick={() => close.mutate(batch.id, { onSuccess: () => list.printTo(printTo.target) })}
        >
          {t('actions.close')}
        </button>
      ) : (
        <>
          <span className="ho-muted">{t('actions.closedNote')}</span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={list.pending}
            onClick={() => list.printTo(printTo.target)}
          >
            {t('actions.print')}
          </button>
          <button type="button" className="btn" onClick={onReopen}>
            {t('actions.reopen')}
          </button>
        </>
      )}
      <PrintToSelect printTo={printTo} />
      <button
        type="button"
        className="btn"
        disabled={batch.scans.length === 0}
        onClick={() => saveCsv(batchCsv(t, batch), `handover-${batch.id}.csv`)}
      >
        {t('actions.csv')}
      </button>
      <HandoverPrintAnswer list={list} />
      {close.error ? <ErrorNotice error={close.error} compact /> : null}
    </div>
  );
}
