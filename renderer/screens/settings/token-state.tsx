import { useTranslation } from 'react-i18next';
import { CheckField } from '../../components/form-field';
import { Icon } from '../../components/icon';
import type { useAuthStatus } from '../../hooks/auth';

/** The token now: its masked tail and where it is kept, or that there is none. */
export function TokenState({ status }: { status: ReturnType<typeof useAuthStatus>['data'] }) {
  const { t } = useTranslation('settings');
  return (
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
  );
}

/** Electron without the OS keychain: the token would be kept unencrypted, only with the seller's yes. */
export function TokenPlainConsent({ allow, onAllow }: { allow: boolean; onAllow: (allow: boolean) => void }) {
  const { t } = useTranslation('settings');
  return (
    <div className="notice notice-warning">
      <Icon name="unlock" size={22} className="notice-icon" />
      <div className="notice-body">
        <div className="notice-title">{t('token.noEncryption.title')}</div>
        <div>{t('token.noEncryption.explain')}</div>
        <CheckField checked={allow} onChange={onAllow}>
          {t('token.noEncryption.allow')}
        </CheckField>
      </div>
    </div>
  );
}
