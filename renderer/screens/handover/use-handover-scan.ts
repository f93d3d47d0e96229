import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandoverVerdict } from '../../../shared/ipc/channels/handover';
import { useHandoverScan } from '../../hooks/handover';
import { playTone } from '../scan/scan-feedback';
import { answerOf } from './handover-words';

/**
 * Scans into a batch and keeps the last answer: each scan answers with its tone as soon as main does; a scan that
 * waits for a yes is answered with the same code and `confirm`.
 */
export const useHandoverScanner = (batchId: number | null, refocus: () => void) => {
  const { t } = useTranslation('handover');
  const scan = useHandoverScan();
  const [verdict, setVerdict] = useState<HandoverVerdict | null>(null);
  const send = useCallback(
    (code: string, confirm: boolean) => {
      if (batchId === null) return;
      scan.mutate(
        { batchId, code, confirm },
        {
          onSuccess: (out) => {
            setVerdict(out.verdict);
            playTone(answerOf(t, out.verdict).tone);
          },
          onSettled: refocus,
        },
      );
    },
    [batchId, scan, t, refocus],
  );
  const onConfirm = (yes: boolean) => {
    if (verdict?.kind !== 'confirm') return;
    if (yes) send(verdict.waybill.waybillCode, true);
    else setVerdict(null);
    refocus();
  };
  return {
    verdict,
    asking: verdict?.kind === 'confirm',
    error: scan.error,
    onScan: (code: string) => send(code, false),
    onConfirm,
    clear: () => setVerdict(null),
  };
};
