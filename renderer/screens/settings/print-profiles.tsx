import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { usePrinters, useUpdateSettings } from '../../hooks/settings';
import { checkPrintProfiles, draftOf, type Draft, type Row } from './print-profile-draft';
import { PrintProfileRows } from './print-profile-rows';
import { SectionSave } from './section-save';

/**
 * Print profiles per label size: printer, horizontal and vertical offset (mm), copies; applied by every print of
 * that size. Plus how many days an unprinted waybill may wait before it is flagged.
 */
export function PrintProfilesSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  const printers = usePrinters().data?.printers ?? [];
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.printProfiles));
  const [days, setDays] = useState(String(settings.unprintedFlagDays));
  const [bad, setBad] = useState<string | null>(null);
  const patch = (size: LabelSize, change: Partial<Row>) =>
    setDraft((d) => ({ ...d, [size]: { ...d[size], ...change } }));

  const save = () => {
    const check = checkPrintProfiles(draft, days);
    if (!check.ok) {
      setBad(check.bad);
      document.getElementById(check.focus)?.focus();
      return;
    }
    setBad(null);
    update.mutate(check.patch);
  };

  return (
    <section className="settings-section panel" aria-labelledby="settings-profiles-heading">
      <h2 id="settings-profiles-heading">{t('profiles.heading')}</h2>
      <p className="muted">{t('profiles.hint')}</p>
      <p className="muted">{t('profiles.connectionHint')}</p>
      <PrintProfileRows draft={draft} printers={printers} bad={bad} patch={patch} />
      <div className="field settings-narrow">
        <label htmlFor="settings-unprintedFlagDays">{t('profiles.flagDays')}</label>
        <input
          id="settings-unprintedFlagDays"
          className="input input-narrow"
          type="number"
          min={1}
          max={30}
          value={days}
          aria-invalid={bad === 'days' || undefined}
          onChange={(e) => setDays(e.target.value)}
        />
        {bad === 'days' ? <span className="field-error">{t('profiles.daysRange')}</span> : null}
        <span className="field-hint">{t('profiles.flagDaysHint')}</span>
      </div>
      <SectionSave
        label={t('profiles.save')}
        onSave={save}
        pending={update.isPending}
        saved={update.isSuccess && !bad}
        error={update.error}
      />
    </section>
  );
}
