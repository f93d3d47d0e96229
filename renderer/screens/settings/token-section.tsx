import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthAlerts } from '../../store/auth-alerts';
import { ErrorNotice } from '../../components/error-notice';
import { CheckField, TextField } from '../../components/form-field';
import { Icon } from '../../components/icon';
import { useAppInfo, useAuthStatus, useClearToken, useSetToken } from '../../hooks/auth';
import { onSubmitRun } from '../../components/on-submit';

/** The token: set, replace, clear. Only its masked tail is ever shown; the token itself stays in main. */
export function TokenSection() {
  const { t } = useTranslation('settings');
  const status = useAuthStatus().data;
  const host = useAppInfo().data?.host;
  const setToken = useSetToken();
  const clearToken = useClearToken();
  const dismissUnauthorized = useAuthAlerts((s) => s.dismissUnauthorized);
  const [token, setTokenText] = useState('');
  const [allowPlain, setAllowPlain] = useState(false);
  // Only Electron encrypts with the OS keychain; the web host keeps a 0600 file and needs no consent.
  const needsPlainConsent = host === 'electron' && status !== undefined && !status.encryptionAvailable;
  const error = setToken.error ?? clearToken.error;

  const save = () => {
    if (!token.trim()) return;
    setToken.mutate(
      { token: token.trim(), ...(needsPlainConsent ? { allowPlainStorage: allowPlain } : {}) },
      {
        onSuccess: () => {
          setTokenText('');
          dismissUnauthorized();
        },
      },
    );
  };

  return (
    <section className="settings-section panel" aria-labelledby="settings-token-heading">
      <h2 id="settings-token-heading">{t('token.heading')}</h2>
      <p className="settings-token-state" data-testid="token-state">
        {status?.hasToken ? (
          <>
            <Icon name="key" />
            {t('token.current', { masked: status.tokenMasked ?? '' })} ·{' '}
            {t(`token.storage.${status.storage === 'none' ? 'embedded' : status.storage}`)}
          </>
        ) : (
          <>
            <Icon name="warning" />
            {t('token.none')}
          </>
        )}
      </p>
      <form className="settings-row" onSubmit={onSubmitRun(save)}>
        <TextField
          id="settings-token"
          className="settings-grow"
          label={status?.hasToken ? t('token.replace') : t('token.set')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          placeholder={t('token.placeholder')}
          onChange={setTokenText}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!token.trim() || setToken.isPending || (needsPlainConsent && !allowPlain)}
        >
          {t('token.save')}
        </button>
        {status?.hasToken && (
          <button
            type="button"
            className="btn"
            disabled={clearToken.isPending}
            onClick={() => clearToken.mutate()}
          >
            {t('token.clear')}
          </button>
        )}
      </form>
      {needsPlainConsent && (
        <div className="notice notice-warning">
          <Icon name="unlock" size={22} className="notice-icon" />
          <div className="notice-body">
            <div className="notice-title">{t('token.noEncryption.title')}</div>
            <div>{t('token.noEncryption.explain')}</div>
            <CheckField checked={allowPlain} onChange={setAllowPlain}>
              {t('token.noEncryption.allow')}
            </CheckField>
          </div>
        </div>
      )}
      {setToken.isSuccess && !token && (
        <p role="status" className="settings-saved">
          ✓ {t('token.saved')}
        </p>
      )}
      {error && <ErrorNotice error={error} compact />}
    </section>
  );
}
