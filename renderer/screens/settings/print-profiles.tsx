import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { LABEL_SIZES, type LabelSize } from '../../../shared/label/label-sizes';
import {
  NO_PROFILE,
  PrintProfile,
  profileFor,
  type PrintProfiles,
} from '../../../shared/printing/print-profile';
import { PrinterChoice } from '../../components/printer-choice';
import { usePrinters, useUpdateSettings } from '../../hooks/settings';
import { LabelPrinterField } from './label-printer-field';
import { SectionSave } from './section-save';

/** The form keeps numbers as typed; they are checked (in the seller's words) before saving. */
interface Row {
  printer: string;
  connection: string;
  offsetXMm: string;
  offsetYMm: string;
  copies: string;
}
type Draft = Record<LabelSize, Row>;

const rowOf = (p: PrintProfile): Row => ({
  printer: p.printer ?? '',
  connection: p.connection ?? '',
  offsetXMm: String(p.offsetXMm),
  offsetYMm: String(p.offsetYMm),
  copies: String(p.copies),
});
const draftOf = (profiles: PrintProfiles): Draft =>
  Object.fromEntries(LABEL_SIZES.map((s) => [s, rowOf(profileFor(profiles, s))])) as Draft;

const profileOf = (row: Row) =>
  PrintProfile.safeParse({
    printer: row.printer.trim() || null,
    ...(row.connection.trim() ? { connection: row.connection.trim() } : {}),
    offsetXMm: Number(row.offsetXMm),
    offsetYMm: Number(row.offsetYMm),
    copies: Number(row.copies),
  });

/**
 * Print profiles per label size: printer, horizontal and vertical offset (mm), copies; applied by
 * every print of that size. Plus how many days an unprinted waybill may wait before it is flagged.
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
    const profiles: PrintProfiles = {};
    for (const size of LABEL_SIZES) {
      const parsed = profileOf(draft[size]);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'copies');
        setBad(`${size}-${field}`);
        document.getElementById(`profile-${size}-${field}`)?.focus();
        return;
      }
      // A profile equal to the plain one is not stored: the size follows Settings' printer.
      if (JSON.stringify(parsed.data) !== JSON.stringify(NO_PROFILE)) profiles[size] = parsed.data;
    }
    const flagDays = Number(days);
    if (!Number.isInteger(flagDays) || flagDays < 1 || flagDays > 30) {
      setBad('days');
      document.getElementById('settings-unprintedFlagDays')?.focus();
      return;
    }
    setBad(null);
    update.mutate({ printProfiles: profiles, unprintedFlagDays: flagDays });
  };

  const number = (size: LabelSize, key: 'offsetXMm' | 'offsetYMm' | 'copies', min: number, max: number) => {
    const id = `profile-${size}-${key}`;
    const invalid = bad === `${size}-${key}`;
    return (
      <td>
        <input
          id={id}
          className="input input-narrow"
          type="number"
          step={key === 'copies' ? 1 : 0.5}
          min={min}
          max={max}
          value={draft[size][key]}
          aria-label={t(`profiles.${key}For`, { size: t(`profiles.size.${size}`) })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => patch(size, { [key]: e.target.value })}
        />
        {invalid ? (
          <span id={`${id}-error`} className="field-error">
            {t(key === 'copies' ? 'profiles.copiesRange' : 'profiles.offsetRange')}
          </span>
        ) : null}
      </td>
    );
  };

  return (
    <section className="settings-section panel" aria-labelledby="settings-profiles-heading">
      <h2 id="settings-profiles-heading">{t('profiles.heading')}</h2>
      <p className="muted">{t('profiles.hint')}</p>
      <p className="muted">{t('profiles.connectionHint')}</p>
      <table className="settings-profiles">
        <thead>
          <tr>
            <th scope="col">{t('profiles.size.label')}</th>
            <th scope="col">{t('profiles.printer')}</th>
            <th scope="col">{t('profiles.connection')}</th>
            <th scope="col">{t('profiles.offsetXMm')}</th>
            <th scope="col">{t('profiles.offsetYMm')}</th>
            <th scope="col">{t('profiles.copies')}</th>
          </tr>
        </thead>
        <tbody>
          {LABEL_SIZES.map((size) => (
            <tr key={size}>
              <th scope="row">{t(`profiles.size.${size}`)}</th>
              <td>
                <PrinterChoice
                  ariaLabel={t('profiles.printerFor', { size: t(`profiles.size.${size}`) })}
                  printers={printers}
                  value={draft[size].printer}
                  onChange={(printer) => patch(size, { printer })}
                  emptyLabel={t('profiles.fromSettings')}
                />
              </td>
              <LabelPrinterField
                size={size}
                value={draft[size].connection}
                onChange={(connection) => patch(size, { connection })}
              />
              {number(size, 'offsetXMm', -20, 20)}
              {number(size, 'offsetYMm', -20, 20)}
              {number(size, 'copies', 1, 5)}
            </tr>
          ))}
        </tbody>
      </table>
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
