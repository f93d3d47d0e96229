import { useTranslation } from 'react-i18next';
import { useAuthAlerts } from '../store/auth-alerts';
import { useNavigation } from '../store/navigation';
import type { IpcError } from '../../shared/ipc/errors';
import { isRetryable } from './ipc-error';

/** What the seller can do about a failure: set the token, authorize the shop, or retry what a retry may fix. */
export function ErrorNoticeActions({
  error: e,
  onRetry,
}: {
  error: IpcError;
  onRetry: (() => void) | undefined;
}) {
  const { t } = useTranslation('common');
  const openSettings = useNavigation((s) => s.openSettings);
  const reportShop = useAuthAlerts((s) => s.reportShopNotAuthorized);
  return (
    <>
      {e.kind === 'unauthorized' && (
        <button type="button" className="btn" onClick={() => openSettings('token')}>
          {t('error.unauthorized.action')}
        </button>
      )}
      {e.kind === 'shop-not-authorized' && (
        <button
          type="button"
          className="btn"
          onClick={() => reportShop({ shop: null, authUrl: e.authUrl ?? null, msg: e.msg })}
        >
          {t('error.shop-not-authorized.action')}
        </button>
      )}
      {onRetry && isRetryable(e) && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('action.retry')}
        </button>
      )}
    </>
  );
}
