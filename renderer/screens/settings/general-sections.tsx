import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { TextField } from '../../components/form-field';
import { useAppInfo } from '../../hooks/auth';
import type { GeneralDraftState } from './use-general-draft';

export type TextKey = 'templateUrl' | 'cloudPrintUrl';

/** One text setting of the draft, with the refusal that names it. */
export function DraftText({
  form,
  name,
  inputMode,
  placeholder,
}: {
  form: GeneralDraftState;
  name: TextKey;
  inputMode?: 'numeric';
  placeholder?: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <TextField
      id={`settings-${name}`}
      label={t(`field.${name}`)}
      value={form.draft[name]}
      inputMode={inputMode}
      placeholder={placeholder}
      onChange={(value) => form.edit({ [name]: value })}
      error={form.errorOf(name)}
    />
  );
}

/** The embedded sandbox gateway, or the seller's own at a URL. */
export function GatewaySection({ form }: { form: GeneralDraftState }) {
  const { t } = useTranslation('settings');
  const info = useAppInfo().data;
  const { draft, edit } = form;
  return (
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
              onChange={() => edit({ gateway: { ...draft.gateway, mode } })}
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
          onChange={(baseUrl) => edit({ gateway: { ...draft.gateway, baseUrl } })}
          error={form.errorOf('baseUrl')}
        />
      )}
    </section>
  );
}

/** Save and revert, with what is unsaved, saved or refused. */
export function GeneralSaveBar({ form }: { form: GeneralDraftState }) {
  const { t } = useTranslation('settings');
  const { update, dirty } = form;
  /** Nothing to save, or a save under way. */
  const still = !dirty || update.isPending;
  return (
    <div className="settings-save">
      {form.unplaced && <ErrorNotice error={update.error} compact />}
      {dirty && <span className="badge badge-warning">{t('unsaved')}</span>}
      {update.isSuccess && !dirty && (
        <span role="status" className="settings-saved">
          ✓ {t('saved')}
        </span>
      )}
      <button type="button" className="btn" disabled={still} onClick={form.revert}>
        {t('revert')}
      </button>
      <button type="submit" className="btn btn-primary btn-large" disabled={still}>
        {t('save')}
      </button>
    </div>
  );
}
