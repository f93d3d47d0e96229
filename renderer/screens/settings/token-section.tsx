import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { TextField } from '../../components/form-field';
import { useAuthStatus } from '../../hooks/auth';
import { onSubmitRun } from '../../components/on-submit';
import { TokenPlainConsent, TokenState } from './token-state';
import { useTokenForm } from './use-token-form';

/** The token: set, replace, clear. Only its masked tail is ever shown; the token itself stays in main. */
export function TokenSection() {
  const { t } = useTranslation('settings');
  const status = useAuthStatus().data;
  const form = useTokenForm();
  const { token, needsPlainConsent, allowPlain } = form;

  return (
    <section className="settings-section panel" aria-labelledby="settings-token-heading">
      <h2 id="settings-token-heading">{t('token.heading')}</h2>
      <TokenState status={status} />
      <form className="settings-row" onSubmit={onSubmitRun(form.save)}>
        <TextField
          id="settings-token"
          className="settings-grow"
          label={status?.hasToken ? t('token.replace') : t('token.set')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          placeholder={t('token.placeholder')}
          onChange={form.setTokenText}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!token.trim() || form.saving || (needsPlainConsent && !allowPlain)}
        >
          {t('token.save')}
        </button>
        {status?.hasToken && (
          <button type="button" className="btn" disabled={form.clearing} onClick={form.clear}>
            {t('token.clear')}
          </button>
        )}
      </form>
      {needsPlainConsent && <TokenPlainConsent allow={allowPlain} onAllow={form.setAllowPlain} />}
      {form.saved && !token && (
        <p role="status" className="settings-saved">
          ✓ {t('token.saved')}
        </p>
      )}
      {form.error && <ErrorNotice error={form.error} compact />}
    </section>
  );
}
