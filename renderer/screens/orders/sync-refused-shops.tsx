import { useTranslation } from 'react-i18next';
import type { OrdersSyncOutcome } from '../../../shared/ipc/channels/order-book';
import { Icon } from '../../components/icon';

/** The shops the last sync's gateway refused (302): nothing spent on them, and where the seller authorizes each. */
export function SyncRefusedShops({ last }: { last: OrdersSyncOutcome | null | undefined }) {
  const { t } = useTranslation('orders');
  const refused = (last?.shops ?? []).filter((s) => s.unauthorized);
  if (refused.length === 0) return null;
  return (
    <div className="notice notice-warning" role="alert" data-testid="sync-refused-shops">
      <Icon name="warning" />
      <span>
        {refused.map((s) => (
          <span key={s.ownerId} className="sync-refused-shop">
            {t('sync.shopRefused', { name: s.name })}{' '}
            {s.unauthorized?.authUrl && (
              <a href={s.unauthorized.authUrl} target="_blank" rel="noreferrer">
                {t('sync.shopAuthorize')}
              </a>
            )}
          </span>
        ))}
      </span>
    </div>
  );
}
