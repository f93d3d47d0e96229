import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings, SettingsPatch } from '../../../shared/ipc/channels/settings';
import { ErrorNotice } from '../../components/error-notice';
import { SelectField, TextField } from '../../components/form-field';
import { ipcErrorOf } from '../../components/ipc-error';
import { validationMessage } from '../../components/validation-message';
import { useAppInfo } from '../../hooks/auth';
import { usePrinters, useUpdateSettings } from '../../hooks/settings';
import { CarrierOptions } from '../../components/carrier-options';

type GeneralDraft = Required<
  Omit<
    SettingsPatch,
    | 'senders'
    | 'defaultSenderId'
    | 'language'
    | 'extraCarriers'
    | 'printProfiles'
    | 'unprintedFlagDays'
    | 'scanProfile'
    | 'scanReprint'
    | 'scanSpeech'
    | 'scanRepeatSeconds'
    | 'orderBook'
    | 'retention'
  >
> & {
  /** Typed as text ("KYE, JTSD"); sent as a list. */
  extraCarriers: string;
};

/** "KYE, JTSD；ANE" → ['KYE', 'JTSD', 'ANE']: commas (either width), semicolons or spaces separate codes. */
const carrierList = (text: string): string[] => text.split(/[\s,，;；]+/).filter((c) => c !== '');

const draftOf = (s: Settings): GeneralDraft => ({
  gateway: s.gateway,
  shopId: s.shopId,
  ownerId: s.ownerId,
  mallUserId: s.mallUserId,
  merchantUserId: s.merchantUserId,
  orderChannelsType: s.orderChannelsType,
  defaultCarrier: s.defaultCarrier,
  extraCarriers: s.extraCarriers.join(', '),
  templateUrl: s.templateUrl,
  labelSize: s.labelSize,
  printer: s.printer,
  cloudPrintUrl: s.cloudPrintUrl,
});

const LABEL_SIZES = ['76x130', '100x150', '100x180'] as const;
type TextKey =
  | 'shopId'
  | 'ownerId'
  | 'mallUserId'
  | 'merchantUserId'
  | 'orderChannelsType'
  | 'templateUrl'
  | 'cloudPrintUrl';

/** Which draft key a settings.update error names (`gateway.baseUrl` → baseUrl). */
const fieldOfPath = (path: string | undefined): string | null => {
  if (!path) return null;
  if (path.startsWith('extraCarriers')) return 'extraCarriers';
  return path.split('.').pop() ?? null;
};

/** Gateway, shop identity and printing defaults: edited together, saved with one button; a refusal keeps the draft. */
export function GeneralForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateSettings();
  const printers = usePrinters();
  const info = useAppInfo().data;
  const [draft, setDraft] = useState<GeneralDraft>(() => draftOf(settings));
  const saved = draftOf(settings);
  const dirty = JSON.stringify(saved) !== JSON.stringify(draft);
  const err = update.error ? ipcErrorOf(update.error) : null;
  const badField = err?.kind === 'invalid-request' ? fieldOfPath(err.field) : null;

  useEffect(() => {
    if (badField) document.getElementById(`settings-${badField}`)?.focus();
  }, [badField, update.failureCount]);

  /** The refusal's message under the field it names. */
  const errorOf = (key: string) =>
    badField === key && err ? validationMessage(err.msg, t, i18n.language) : null;

  const text = (key: TextKey, opts: { inputMode?: 'numeric'; placeholder?: string } = {}) => (
    <TextField
      key={key}
      id={`settings-${key}`}
      label={t(`field.${key}`)}
      value={draft[key]}
      inputMode={opts.inputMode}
      placeholder={opts.placeholder}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      error={errorOf(key)}
    />
  );

  return (
    <form
      className="settings-general"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ ...draft, extraCarriers: carrierList(draft.extraCarriers) });
      }}
    >
      <section className="settings-section panel" aria-labelledby="settings-gateway-heading">
        <h2 id="settings-gateway-heading">{t('gateway.heading')}</h2>
        <fieldset className="settings-radios">
          <legend className="visually-hidden">{t('gateway.heading')}</legend>
          {(['embedded', 'custom'] as const).map((mode) => (
            <label className="check" key={mode}>
              <input
                type="radio"
                name="gateway-mode"
                checked={draft.gateway.mode === mode}
                onChange={() => setDraft({ ...draft, gateway: { ...draft.gateway, mode } })}
              />
              {t(`gateway.${mode}`)}
            </label>
          ))}
        </fieldset>
        {draft.gateway.mode === 'embedded' ? (
          <p className="muted">{t('gateway.embeddedHint', { url: info?.embeddedSandboxUrl ?? '—' })}</p>
        ) : (
          <TextField
            id="settings-baseUrl"
            label={t('field.baseUrl')}
            type="url"
            placeholder="https://gateway.example.com"
            value={draft.gateway.baseUrl}
            onChange={(baseUrl) => setDraft({ ...draft, gateway: { ...draft.gateway, baseUrl } })}
            error={errorOf('baseUrl')}
          />
        )}
      </section>

      <section className="settings-section panel" aria-labelledby="settings-shop-heading">
        <h2 id="settings-shop-heading">{t('shop.heading')}</h2>
        <div className="settings-grid">
          {text('shopId')}
          {text('ownerId')}
          {text('mallUserId', { inputMode: 'numeric' })}
          {text('merchantUserId', { inputMode: 'numeric' })}
          {text('orderChannelsType')}
        </div>
      </section>

      <section className="settings-section panel" aria-labelledby="settings-print-heading">
        <h2 id="settings-print-heading">{t('print.heading')}</h2>
        <div className="settings-grid">
          <SelectField
            id="settings-defaultCarrier"
            label={t('field.defaultCarrier')}
            value={draft.defaultCarrier}
            onChange={(defaultCarrier) => setDraft({ ...draft, defaultCarrier })}
          >
            <option value="">{t('none')}</option>
            <CarrierOptions extra={settings.extraCarriers} />
          </SelectField>
          <TextField
            id="settings-extraCarriers"
            label={t('field.extraCarriers')}
            placeholder="KYE, JTSD"
            value={draft.extraCarriers}
            onChange={(extraCarriers) => setDraft({ ...draft, extraCarriers })}
            error={errorOf('extraCarriers')}
            hint={t('field.extraCarriersHint')}
          />
          {text('templateUrl', { placeholder: 'https://cloudprint.example/template/standard/101' })}
          <SelectField
            id="settings-labelSize"
            label={t('field.labelSize')}
            value={draft.labelSize}
            onChange={(size) => setDraft({ ...draft, labelSize: size as GeneralDraft['labelSize'] })}
          >
            {LABEL_SIZES.map((s) => (
              <option key={s} value={s}>
                {t('labelSize', { size: s.replace('x', ' × ') })}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="settings-printer"
            label={t('field.printer')}
            value={draft.printer ?? ''}
            onChange={(printer) => setDraft({ ...draft, printer: printer || null })}
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
          {text('cloudPrintUrl')}
        </div>
      </section>

      <div className="settings-save">
        {err && !badField && <ErrorNotice error={update.error} compact />}
        {dirty && <span className="badge badge-warning">{t('unsaved')}</span>}
        {update.isSuccess && !dirty && (
          <span role="status" className="settings-saved">
            ✓ {t('saved')}
          </span>
        )}
        <button
          type="button"
          className="btn"
          disabled={!dirty || update.isPending}
          onClick={() => setDraft(saved)}
        >
          {t('revert')}
        </button>
        <button type="submit" className="btn btn-primary btn-large" disabled={!dirty || update.isPending}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
