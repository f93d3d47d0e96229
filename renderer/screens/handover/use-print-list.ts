import { useTranslation } from 'react-i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import type { HandoverPrintTo } from '../../../shared/ipc/channels/settings';
import { usePrintHandoverList } from '../../documents/handover-list';
import { usePrintListOnLabelPrinter } from '../../hooks/handover';
import { currentLanguage } from '../../i18n';

/** A closed batch's list printed where the seller chose: on A4 (the system printer) or on a label printer. */
export function usePrintList(batch: HandoverBatch) {
  const { t } = useTranslation('handover');
  const a4 = usePrintHandoverList();
  const label = usePrintListOnLabelPrinter();
  const printTo = (target: HandoverPrintTo) => {
    // One answer on screen at a time: the last print's.
    a4.reset();
    label.reset();
    if (target === 'a4') a4.mutate(batch.id);
    else
      label.mutate({
        batchId: batch.id,
        size: target,
        language: currentLanguage(),
        carrierName: t(`common:carrier.${batch.cpCode}`, { defaultValue: batch.cpCode }),
      });
  };
  return { a4, label, printTo, pending: a4.isPending || label.isPending };
}

export type PrintList = ReturnType<typeof usePrintList>;
