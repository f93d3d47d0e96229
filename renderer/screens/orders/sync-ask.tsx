import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';

/** A sync that would cost more than the setting: the seller's yes (or no) before anything is spent. */
export function SyncAsk({
  ask,
  limit,
  confirm,
  cancel,
}: {
  ask: number;
  limit: number;
  confirm: () => void;
  cancel: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="notice notice-warning sync-ask" role="alert" data-testid="sync-ask">
      <Icon name="coin" />
      <span>{t('sync.ask', { count: ask, limit })}</span>
      <button type="button" className="btn btn-primary" onClick={() => confirm()} data-testid="sync-confirm">
        {t('sync.confirm', { count: ask })}
      </button>
      <button type="button" className="btn" onClick={cancel}>
        {t('action.cancel', { ns: 'common' })}
      </button>
    </div>
  );
}
