import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useHandoverBatch, useHandoverBatches, useRemoveScan } from '../../hooks/handover';
import { useKeepScanKeys } from '../scan/keep-scan-keys';
import { focusElsewhere, useScanInput } from '../scan/scan-focus';
import { HandoverActions } from './handover-actions';
import { HandoverAnswerCard } from './handover-answer';
import { HandoverForm } from './handover-form';
import { HandoverHeader } from './handover-header';
import { ReopenDialog } from './handover-reopen';
import { BatchList, NotGone } from './handover-side';
import { HandoverTable } from './handover-table';
import { useHandoverScanner } from './use-handover-scan';
import '../scan/scan.css';
import './handover.css';

/**
 * Handover to the courier: one big input that keeps the focus; each parcel's waybill scanned as it goes into the
 * courier's bag answers at once in the station's colours and tones; the batch closes into a signed handover list.
 */
export function HandoverScreen() {
  const { t } = useTranslation('handover');
  const batches = useHandoverBatches().data?.batches;
  const [picked, setPicked] = useState<number | null>(null);
  // The seller's pick, else the newest open batch (scanned into when the screen opens), else the newest closed one
  // (the batch just closed stays on screen, to print again or reopen).
  const batchId = picked ?? batches?.find((b) => b.closedAt === null)?.id ?? batches?.[0]?.id ?? null;
  const [reopening, setReopening] = useState<number | null>(null);
  const { input, refocus } = useScanInput();
  useKeepScanKeys(input, focusElsewhere);
  const batch = useHandoverBatch(batchId).data;
  const scanner = useHandoverScanner(batch?.closedAt === null ? batchId : null, refocus);
  const remove = useRemoveScan();
  const pick = (id: number) => {
    setPicked(id);
    scanner.clear();
    refocus();
  };
  return (
    <section className="scan-screen ho-screen" aria-labelledby="handover-title">
      <HandoverHeader batch={batch} onOpened={pick} />
      <p className="ho-muted">{t('intro')}</p>
      <div className="ho-body">
        <div className="scan-column">
          <HandoverForm
            input={input}
            asking={scanner.asking}
            onScan={scanner.onScan}
            onConfirm={scanner.onConfirm}
            onBlur={refocus}
          />
          {scanner.error ? <ErrorNotice error={scanner.error} compact /> : null}
          {batch ? null : <p className="notice notice-info">{t('pickBatch')}</p>}
          <HandoverAnswerCard verdict={scanner.verdict} onConfirm={scanner.onConfirm} />
          {batch ? (
            <>
              <HandoverActions batch={batch} onReopen={() => setReopening(batch.id)} />
              <HandoverTable
                batch={batch}
                onRemove={(waybillId) => remove.mutate({ batchId: batch.id, waybillId })}
              />
            </>
          ) : null}
        </div>
        <div className="ho-column">
          <NotGone />
          <BatchList current={batchId} onPick={pick} />
        </div>
      </div>
      <ReopenDialog batchId={reopening} onClose={() => setReopening(null)} />
    </section>
  );
}
