import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-field';
import { CarrierOptions } from '../../components/carrier-options';
import { LabelSizeOptions } from '../../components/label-size-options';
import { usePrinters } from '../../hooks/settings';
import type { GeneralDraft, GeneralDraftState } from './use-general-draft';
import { DraftText } from './general-sections';

/** The printers the desk sees; a printer chosen before and gone now stays listed as missing. */
function PrinterSelect({ form }: { form: GeneralDraftState }) {
  const { t } = useTranslation('settings');
  const printers = usePrinters();
  const { draft } = form;
  return (
    <SelectField
      id="settings-printer"
      label={t('field.printer')}
      value={draft.printer ?? ''}
      onChange={(printer) => form.edit({ printer: printer || null })}
      hint={printers.data?.printers.length === 0 ? t('noPrinters') : null}
    >
      <option value="">{t('printerDefault')}</option>
      {printers.data?.printers.map((p) => (
        <option key={p.name} value={p.name}>
          {p.displayName}
          {p.isDefault ? ` (${t('printerIsDefault')})` : ''}
        </option>
      ))}
      {draft.printer && !printers.data?.printers.some((p) => p.name === draft.printer) && (
        <option value={draft.printer}>{t('printerMissing', { name: draft.printer })}</option>
      )}
    </SelectField>
  );
}

/** Printing defaults: carrier, label size, printer, cloud-print component. */
export function PrintSection({ form, extraCarriers }: { form: GeneralDraftState; extraCarriers: string[] }) {
  const { t } = useTranslation('settings');
  const { draft, edit } = form;
  return (
    <section className="settings-section panel" aria-labelledby="settings-print-heading">
      <h2 id="settings-print-heading">{t('print.heading')}</h2>
      <div className="settings-grid">
        <SelectField
          id="settings-defaultCarrier"
          label={t('field.defaultCarrier')}
          value={draft.defaultCarrier}
          onChange={(code) => edit({ defaultCarrier: code })}
        >
          <option value="">{t('none')}</option>
          <CarrierOptions extra={extraCarriers} />
        </SelectField>
        <TextField
          id="settings-extraCarriers"
          label={t('field.extraCarriers')}
          placeholder="KYE, JTSD"
          value={draft.extraCarriers}
          onChange={(text) => edit({ extraCarriers: text })}
          error={form.errorOf('extraCarriers')}
          hint={t('field.extraCarriersHint')}
        />
        <DraftText
          form={form}
          name="templateUrl"
          placeholder="https://cloudprint.example/template/standard/101"
        />
        <SelectField
          id="settings-labelSize"
          label={t('field.labelSize')}
          value={draft.labelSize}
          onChange={(size) => edit({ labelSize: size as GeneralDraft['labelSize'] })}
        >
          <LabelSizeOptions />
        </SelectField>
        <PrinterSelect form={form} />
        <DraftText form={form} name="cloudPrintUrl" />
      </div>
    </section>
  );
}
