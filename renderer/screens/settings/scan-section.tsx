import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { presetScanProfile, type ScanProfile } from '../../../shared/scan/scan-profile';
import { CheckField, Field, SelectField, TextField } from '../../components/form-field';
import { PrinterChoice } from '../../components/printer-choice';
import { usePrinters, useUpdateSettings } from '../../hooks/settings';
import { CarrierOptions } from '../../components/carrier-options';
import { LabelSizeOptions } from '../../components/label-size-options';
import { SenderOptions } from '../../components/sender-options';
import { SectionSave } from './section-save';
import { useWeighingDraft, WeighingFields } from './weighing-fields';

/** The section's draft: the default profile and the station's habits, with the double-read window checked. */
const useScanDraft = (settings: Settings) => {
  const [draft, setDraft] = useState<ScanProfile>(() => settings.scanProfile ?? presetScanProfile(settings));
  const [reprint, setReprint] = useState(settings.scanReprint);
  const [speech, setSpeech] = useState(settings.scanSpeech);
  const [packCheck, setPackCheck] = useState(settings.packCheck);
  const [repeat, setRepeat] = useState(String(settings.scanRepeatSeconds));
  const repeatSeconds = Number(repeat);
  const repeatBad = repeat.trim() === '' || !(repeatSeconds >= 0 && repeatSeconds <= 60);
  const patch = (change: Partial<ScanProfile>) => setDraft((d) => ({ ...d, ...change }));
  return {
    profile: { draft, patch },
    habits: { reprint, setReprint, speech, setSpeech, packCheck, setPackCheck, repeat, setRepeat, repeatBad },
    saved: () => ({
      scanProfile: draft,
      scanReprint: reprint,
      scanSpeech: speech,
      packCheck,
      scanRepeatSeconds: repeatSeconds,
    }),
  };
};
type ScanDraft = ReturnType<typeof useScanDraft>;

/** Carrier, sender and template: what a new waybill is fetched with. */
function ScanFetchFields({ settings, profile }: { settings: Settings; profile: ScanDraft['profile'] }) {
  const { t } = useTranslation('settings');
  const { draft, patch } = profile;
  return (
    <>
      <SelectField
        id="settings-scanProfile"
        label={t('scan.carrier')}
        value={draft.cpCode}
        onChange={(cpCode) => patch({ cpCode })}
      >
        <option value="">{t('scan.choose')}</option>
        <CarrierOptions extra={settings.extraCarriers} />
      </SelectField>
      <SelectField
        id="settings-scanSender"
        label={t('scan.sender')}
        value={draft.senderId ?? ''}
        onChange={(senderId) => patch({ senderId: senderId || null })}
      >
        <option value="">{t('scan.choose')}</option>
        <SenderOptions senders={settings.senders} />
      </SelectField>
      <TextField
        id="settings-scanTemplate"
        label={t('scan.template')}
        value={draft.templateUrl}
        onChange={(templateUrl) => patch({ templateUrl })}
      />
    </>
  );
}

/** Label size, printer and the encrypted option: how the label is printed. */
function ScanPrintFields({ profile }: { profile: ScanDraft['profile'] }) {
  const { t } = useTranslation('settings');
  const printers = usePrinters().data?.printers ?? [];
  const { draft, patch } = profile;
  return (
    <>
      <SelectField
        id="settings-scanSize"
        label={t('scan.labelSize')}
        value={draft.labelSize}
        onChange={(size) => patch({ labelSize: size as ScanProfile['labelSize'] })}
      >
        <LabelSizeOptions />
      </SelectField>
      <Field id="settings-scanPrinter" label={t('scan.printer')}>
        <PrinterChoice
          id="settings-scanPrinter"
          printers={printers}
          value={draft.printer ?? ''}
          // A typed name is trimmed; a listed one is taken as the system gives it.
          onChange={(printer) => patch({ printer: (printers.length > 0 ? printer : printer.trim()) || null })}
          emptyLabel={t('scan.printerFromProfile')}
        />
      </Field>
      <CheckField checked={draft.needEncrypt} onChange={(needEncrypt) => patch({ needEncrypt })}>
        {t('scan.needEncrypt')}
      </CheckField>
    </>
  );
}

/** A rescanned order, the spoken result, the goods check, and the scanner's double-read window. */
function ScanHabitFields({ habits }: { habits: ScanDraft['habits'] }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <SelectField
        id="settings-scanReprint"
        label={t('scan.reprint')}
        value={habits.reprint}
        onChange={(value) => habits.setReprint(value as Settings['scanReprint'])}
      >
        <option value="reprint">{t('scan.reprintReprint')}</option>
        <option value="ask">{t('scan.reprintAsk')}</option>
        <option value="refuse">{t('scan.reprintRefuse')}</option>
      </SelectField>
      <CheckField checked={habits.speech} onChange={habits.setSpeech}>
        {t('scan.speech')}
      </CheckField>
      <CheckField checked={habits.packCheck} onChange={habits.setPackCheck}>
        {t('scan.packCheck')}
      </CheckField>
      <TextField
        id="settings-scanRepeatSeconds"
        label={t('scan.repeatSeconds')}
        hint={t('scan.repeatSecondsHint')}
        error={habits.repeatBad ? t('scan.repeatSecondsRange') : undefined}
        type="number"
        min={0}
        max={60}
        step={0.5}
        value={habits.repeat}
        onChange={habits.setRepeat}
      />
    </>
  );
}

/**
 * The scan station's default print profile: carrier, sender, template, label size, printer,
 * options; what to do when a scanned order already holds a waybill; whether to speak the result.
 */
export function ScanSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  const { profile, habits, saved } = useScanDraft(settings);
  const weighing = useWeighingDraft(settings);
  return (
    <section className="settings-section panel" aria-labelledby="settings-scan-heading">
      <h2 id="settings-scan-heading">{t('scan.heading')}</h2>
      <p className="muted">{t('scan.hint')}</p>
      {settings.scanProfile === null ? (
        <p className="notice notice-info" role="note">
          {settings.gateway.mode === 'embedded' ? t('scan.presetDemo') : t('scan.noneSet')}
        </p>
      ) : null}
      <div className="settings-grid">
        <ScanFetchFields settings={settings} profile={profile} />
        <ScanPrintFields profile={profile} />
        <ScanHabitFields habits={habits} />
        <WeighingFields fields={weighing.fields} />
      </div>
      <SectionSave
        label={t('scan.save')}
        onSave={() => {
          const bad = habits.repeatBad ? 'settings-scanRepeatSeconds' : weighing.badField;
          if (bad) {
            document.getElementById(bad)?.focus();
            return;
          }
          update.mutate({ ...saved(), weighing: weighing.saved() });
        }}
        pending={update.isPending}
        saved={update.isSuccess}
        error={update.error}
      />
    </section>
  );
}
