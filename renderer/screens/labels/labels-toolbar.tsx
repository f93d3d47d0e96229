import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../components/form-field';
import { usePrinters } from '../../hooks/settings';
import { LabelSizeSwitch } from './label-size-switch';
import type { LabelsWorkbenchState } from './use-labels-workbench';

/** The printer for this print; shown only when the system lists printers. */
function PrinterPick({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (printer: string | null) => void;
}) {
  const { t } = useTranslation('labels');
  const printerList = usePrinters().data?.printers ?? [];
  if (printerList.length === 0) return null;
  return (
    <LabelledSelect
      label={t('printer.label')}
      value={value ?? ''}
      onChange={(name) => onChange(name || null)}
    >
      <option value="">{t('printer.fromSettings')}</option>
      {printerList.map((p) => (
        <option key={p.name} value={p.name}>
          {p.displayName || p.name}
          {p.isDefault ? ` (${t('printer.default')})` : ''}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** Size, printer; Print (or Reprint) is the one primary action, Export PDF beside it. */
export function LabelsToolbar({ bench }: { bench: LabelsWorkbenchState }) {
  const { t } = useTranslation('labels');
  const { printable, toPrint } = bench.groups;
  const { onPrint, onExport, busy } = bench.actions;
  const reprint = toPrint.length > 0 && toPrint.every((e) => e.printedCount > 0);
  return (
    <div className="lb-toolbar">
      <LabelSizeSwitch value={bench.size} onChange={bench.setChosenSize} />
      <PrinterPick value={bench.printer} onChange={bench.setPrinter} />
      <div className="lb-actions">
        <button type="button" className="btn" onClick={onExport} disabled={printable.length === 0 || busy}>
          {t('action.exportPdf')}
        </button>
        <button
          id="lb-print"
          type="button"
          className="btn btn-primary btn-large"
          onClick={onPrint}
          disabled={toPrint.length === 0 || busy}
          title={t('action.printKey')}
        >
          {t(reprint ? 'action.reprint' : 'action.print', { count: toPrint.length })}
        </button>
      </div>
    </div>
  );
}
