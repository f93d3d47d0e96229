import { useTranslation } from 'react-i18next';
import type { HandoverLabelPrinters } from '../../../shared/ipc/channels/handover';
import type { HandoverPrintTo } from '../../../shared/ipc/channels/settings';
import { useHandoverLabelPrinters } from '../../hooks/handover';
import { useSettingChoice } from '../../hooks/settings';

export interface PrintTo {
  /** The raw label printers the list can go to (sizes whose print profile names a TSPL or ZPL printer). */
  printers: HandoverLabelPrinters['printers'];
  /** Where the list prints now: the desk's last choice while its printer is still set up, else A4. */
  target: HandoverPrintTo;
  choose(target: HandoverPrintTo): void;
}

/** Where the handover list prints: the seller's last choice, kept in this desk's settings. */
export function usePrintTo(): PrintTo {
  const printers = useHandoverLabelPrinters().data?.printers ?? [];
  const { value, choose } = useSettingChoice('handoverPrintTo');
  const saved = value ?? 'a4';
  const target = saved !== 'a4' && printers.some((p) => p.size === saved) ? saved : 'a4';
  return { printers, target, choose };
}

/** "Print to": A4 or one of the label printers; shown only when a label printer is set up. */
export function PrintToSelect({ printTo }: { printTo: PrintTo }) {
  const { t } = useTranslation('handover');
  if (printTo.printers.length === 0) return null;
  return (
    <label className="ho-print-to">
      {t('printTo.label')}{' '}
      <select
        className="input"
        value={printTo.target}
        onChange={(e) => printTo.choose(e.target.value as HandoverPrintTo)}
      >
        <option value="a4">{t('printTo.a4')}</option>
        {printTo.printers.map((p) => (
          <option key={p.size} value={p.size} title={p.uri}>
            {t('printTo.labelPrinter', { size: t(`labels:size.${p.size}`) })}
          </option>
        ))}
      </select>
    </label>
  );
}
