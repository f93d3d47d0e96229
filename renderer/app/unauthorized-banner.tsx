import { useTranslation } from 'react-i18next';
import { useNavigation } from '../store/navigation';
import { useAuthAlerts } from '../store/auth-alerts';
import { Icon } from '../components/icon';

/** 401: the token is missing or rejected; the one way out is Settings' token field. */
export function UnauthorizedBanner() {
  const { t } = useTranslation('common');
  const alert = useAuthAlerts((s) => s.unauthorized);
  const dismiss = useAuthAlerts((s) => s.dismissUnauthorized);
  const openSettings = useNavigation((s) => s.openSettings);
  if (!alert) return null;
  return (
    <div className="notice notice-error banner" role="alert">
      <Icon name="key" size={22} className="notice-icon" />
      <div className="notice-body">
        {alert.code === null ? (
          // The desk's own finding: no token at all. Said in the seller's words, not as the gateway's.
          <>
            <div className="notice-title">{t('banner.noToken.title')}</div>
            <div>{t('banner.noToken.hint')}</div>
          </>
        ) : (
          <>
            <div className="notice-title">{t('banner.unauthorized.title')}</div>
            <div>{t('banner.unauthorized.hint')}</div>
            <div className="muted" style={{ fontSize: 'var(--text-xs)' }}>
              {t('error.gatewaySaid', { msg: alert.msg })}
            </div>
          </>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          dismiss();
          openSettings('token');
        }}
      >
        {t('banner.unauthorized.action')}
      </button>
      <button type="button" className="btn" onClick={dismiss} aria-label={t('action.dismiss')}>
        ✕
      </button>
    </div>
  );
}
