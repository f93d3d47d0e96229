import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useSyncWithConsent } from '../../hooks/sync-with-consent';
import { ShopCosts } from '../orders/sync-ask';

/**
 * An unknown number offers "Sync orders" right on the card: the same sync as the Orders screen, with its price
 * rule (above the setting it asks first). The seller scans again once the book has the order.
 */
export function ScanSync({ onSettled }: { onSettled: () => void }) {
  const { t } = useTranslation('scan');
  const { sync, estimate, limit, running, otherDesk, ask, askShops, last, start, confirm, cancel } =
    useSyncWithConsent();
  return (
    <>
      <button
        type="button"
        className="btn"
        disabled={running || !estimate}
        onClick={() => start(onSettled)}
        data-testid="scan-sync"
      >
        <Icon name="refresh" size={16} /> {t('action.syncNow', { count: estimate?.points ?? 0 })}
      </button>
      {running ? (
        <span
          role="status"
          className="muted"
          data-testid={otherDesk === null ? undefined : 'scan-sync-other-desk'}
        >
          {otherDesk === null ? t('orders:sync.starting') : t('action.otherDeskSyncing', { desk: otherDesk })}
        </span>
      ) : null}
      {!running && last && !last.needsConfirmation && last.syncingDesk === undefined ? (
        <span role="status" className="sync-done" data-testid="scan-sync-done">
          <Icon name="check" size={14} /> {t('action.syncAgain', { newOrders: last.newOrders })}
        </span>
      ) : null}
      {ask !== null && !running ? (
        <div className="notice notice-warning" role="alert" data-testid="scan-sync-ask">
          <Icon name="coin" />
          <span>
            {t('orders:sync.ask', { count: ask, limit })} <ShopCosts shops={askShops} />
          </span>
          <button type="button" className="btn btn-primary" onClick={() => confirm(onSettled)}>
            {t('orders:sync.confirm', { count: ask })}
          </button>
          <button type="button" className="btn" onClick={cancel}>
            {t('common:action.cancel')}
          </button>
        </div>
      ) : null}
      {sync.isError ? <ErrorNotice error={sync.error} compact /> : null}
    </>
  );
}
