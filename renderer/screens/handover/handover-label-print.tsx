import { useTranslation } from 'react-i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import { ErrorNotice } from '../../components/error-notice';
import { useHandoverLabelPrinters, usePrintListOnLabelPrinter } from '../../hooks/handover';
import { currentLanguage } from '../../i18n';

/**
 * "Label printer" beside the A4 print of a closed batch, when a print profile names a label printer: the list goes
 * straight to it (not queued: it is no paid waybill) and the printer's answer is said in words.
 */
export function HandoverLabelPrint({ batch }: { batch: HandoverBatch }) {
  const { t } = useTranslation('handover');
  const printers = useHandoverLabelPrinters().data?.printers ?? [];
  const print = usePrintListOnLabelPrinter();
  if (batch.closedAt === null || printers.length === 0) return null;
  const answer = print.data;
  return (
    <>
      {printers.map((p) => (
        <button
          key={p.size}
          type="button"
          className="btn"
          disabled={print.isPending}
          title={p.uri}
          data-label-printer={p.size}
          onClick={() =>
            print.mutate({
              batchId: batch.id,
              size: p.size,
              language: currentLanguage(),
              carrierName: t(`common:carrier.${batch.cpCode}`, { defaultValue: batch.cpCode }),
            })
          }
        >
          {printers.length > 1 ? t('labelPrint.buttonSized', { size: p.size }) : t('labelPrint.button')}
        </button>
      ))}
      {answer ? (
        <span role="status" className="ho-muted" data-label-print={answer.outcome}>
          {t(`labelPrint.${answer.outcome}`, { labels: answer.labels, message: answer.message })}
          {answer.detail ? (
            <details className="muted error-technical">
              <summary>{t('labelPrint.details')}</summary>
              {answer.detail}
            </details>
          ) : null}
        </span>
      ) : null}
      {print.error ? <ErrorNotice error={print.error} compact /> : null}
    </>
  );
}
