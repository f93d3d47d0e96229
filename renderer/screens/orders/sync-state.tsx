import { useTranslation } from 'react-i18next';
import type { OrdersSyncOutcome } from '../../../shared/ipc/channels/order-book';
import { Icon } from '../../components/icon';
import { useSyncProgress } from '../../store/order-book-view';

/** Where the sync stands: another desk syncing, this desk's progress (or its start), or what the last one did. */
export function SyncState({
  running,
  otherDesk,
  last,
}: {
  running: boolean;
  otherDesk: string | null;
  last: OrdersSyncOutcome | null | undefined;
}) {
  const { t } = useTranslation('orders');
  const progress = useSyncProgress((s) => s.progress);
  return (
    <>
      {running && otherDesk !== null && (
        <span className="sync-progress" role="status" data-testid="sync-other-desk">
          <Icon name="hourglass" size={14} />{' '}
          {/* This desk asked and was told another desk syncs: say nothing was bought here. */}
          {t(last?.syncingDesk === otherDesk ? 'sync.otherDesk' : 'sync.otherDeskNow', { desk: otherDesk })}
        </span>
      )}
      {running && otherDesk === null && progress && (
        <span className="sync-progress" role="status" data-testid="sync-progress">
          <progress value={progress.pagesDone} max={Math.max(1, progress.pagesExpected)} />{' '}
          {t('sync.progress', {
            done: progress.pagesDone,
            expected: progress.pagesExpected,
            orders: progress.orders,
            points: progress.charged,
            ordersText: t('guide.orders', { count: progress.orders }),
            pointsText: t('guide.points', { count: progress.charged }),
          })}
        </span>
      )}
      {running && otherDesk === null && !progress && (
        <span className="sync-progress" role="status">
          {t('sync.starting')}
        </span>
      )}
      {!running && last && !last.needsConfirmation && last.syncingDesk === undefined && (
        <span className="sync-done" role="status" data-testid="sync-done">
          <Icon name="check" size={14} />{' '}
          {t('sync.done', {
            newOrders: last.newOrders,
            changed: last.statusChanged,
            pages: last.pages,
            points: last.charged,
            pagesText: t('guide.pages', { count: last.pages }),
            pointsText: t('guide.points', { count: last.charged }),
          })}
        </span>
      )}
    </>
  );
}
