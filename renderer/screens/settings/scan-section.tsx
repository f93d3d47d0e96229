import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS } from '../../../shared/api/carriers';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { LABEL_SIZES } from '../../../shared/label/label-sizes';
import type { ScanProfile } from '../../../shared/scan/scan-profile';
import { ErrorNotice } from '../../components/error-notice';
import { usePrinters, useUpdateSettings } from '../../hooks/settings';

/** The demo profile the embedded sandbox starts with (the same as main's demoScanProfile). */
const presetOf = (s: Settings): ScanProfile => ({
  cpCode: s.defaultCarrier || 'YTO',
  senderId: s.defaultSenderId,
  templateUrl: s.templateUrl,
  labelSize: s.labelSize,
  printer: null,
  needEncrypt: false,
});

/**
 * The scan station's default print profile (issue 11 §1): carrier, sender, template, label size, printer,
 * options; what to do when a scanned order already holds a waybill; whether to speak the result.
 */
export function ScanSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  const printers = usePrinters().data?.printers ?? [];
  const [draft, setDraft] = useState<ScanProfile>(() => settings.scanProfile ?? presetOf(settings));
  const [reprint, setReprint] = useState(settings.scanReprint);
  const [speech, setSpeech] = useState(settings.scanSpeech);
  const patch = (change: Partial<ScanProfile>) => setDraft((d) => ({ ...d, ...change }));
  const carriers = [...CARRIERS.map((c) => c.code as string), ...settings.extraCarriers];

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
        <div className="field">
          <label htmlFor="settings-scanProfile">{t('scan.carrier')}</label>
          <select
            id="settings-scanProfile"
            className="select"
            value={draft.cpCode}
            onChange={(e) => patch({ cpCode: e.target.value })}
          >
            <option value="">{t('scan.choose')}</option>
            {carriers.map((c) => (
              <option key={c} value={c}>
                {t(`common:carrier.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="settings-scanSender">{t('scan.sender')}</label>
          <select
            id="settings-scanSender"
            className="select"
            value={draft.senderId ?? ''}
            onChange={(e) => patch({ senderId: e.target.value || null })}
          >
            <option value="">{t('scan.choose')}</option>
            {settings.senders.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="settings-scanTemplate">{t('scan.template')}</label>
          <input
            id="settings-scanTemplate"
            className="input"
            value={draft.templateUrl}
            onChange={(e) => patch({ templateUrl: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="settings-scanSize">{t('scan.labelSize')}</label>
          <select
            id="settings-scanSize"
            className="select"
            value={draft.labelSize}
            onChange={(e) => patch({ labelSize: e.target.value as ScanProfile['labelSize'] })}
          >
            {LABEL_SIZES.map((s) => (
              <option key={s} value={s}>
                {t(`profiles.size.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="settings-scanPrinter">{t('scan.printer')}</label>
          {printers.length > 0 ? (
            <select
              id="settings-scanPrinter"
              className="select"
              value={draft.printer ?? ''}
              onChange={(e) => patch({ printer: e.target.value || null })}
            >
              <option value="">{t('scan.printerFromProfile')}</option>
              {printers.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.displayName || p.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              id="settings-scanPrinter"
              className="input"
              value={draft.printer ?? ''}
              placeholder={t('scan.printerFromProfile')}
              onChange={(e) => patch({ printer: e.target.value.trim() || null })}
            />
          )}
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.needEncrypt}
            onChange={(e) => patch({ needEncrypt: e.target.checked })}
          />
          {t('scan.needEncrypt')}
        </label>
        <div className="field">
          <label htmlFor="settings-scanReprint">{t('scan.reprint')}</label>
          <select
            id="settings-scanReprint"
            className="select"
            value={reprint}
            onChange={(e) => setReprint(e.target.value as Settings['scanReprint'])}
          >
            <option value="reprint">{t('scan.reprintReprint')}</option>
            <option value="ask">{t('scan.reprintAsk')}</option>
            <option value="refuse">{t('scan.reprintRefuse')}</option>
          </select>
        </div>
        <label className="check">
          <input type="checkbox" checked={speech} onChange={(e) => setSpeech(e.target.checked)} />
          {t('scan.speech')}
        </label>
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={update.isPending}
          onClick={() => update.mutate({ scanProfile: draft, scanReprint: reprint, scanSpeech: speech })}
        >
          {t('scan.save')}
        </button>
        {update.isSuccess ? (
          <span role="status" className="muted">
            ✓ {t('profiles.saved')}
          </span>
        ) : null}
      </div>
      {update.error && <ErrorNotice error={update.error} compact />}
    </section>
  );
}
