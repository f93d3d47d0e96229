import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderBookStatus } from '../../shared/ipc/channels/order-book';
import { on } from '../ipc';
import { useAuthAlerts } from '../store/auth-alerts';
import { refreshLedgerViews } from './ledger-refresh';
import { useSyncProgress } from '../store/order-book-view';
import { queryKey } from './query-keys';

/** App-wide subscriptions to main's events; mounted once by the shell. */
export function useDeskEvents(): void {
  const qc = useQueryClient();
  useEffect(() => {
    const offLedger = on('ledger.changed', (change) => void refreshLedgerViews(qc, change));
    // The one route for "token refused / shop not authorized", whichever call met it.
    const offAuth = on('auth.required', (e) => {
      const alerts = useAuthAlerts.getState();
      if (e.kind === 'unauthorized') alerts.reportUnauthorized(e.msg, e.code);
      else alerts.reportShopNotAuthorized({ shop: e.shop ?? null, authUrl: e.authUrl ?? null, msg: e.msg });
      void qc.invalidateQueries({ queryKey: queryKey('auth.status') });
    });
    // The order book: a sync stored orders (re-read its views for free) and its progress bar.
    const offBook = on('orders.book.changed', () => {
      void qc.invalidateQueries({ queryKey: queryKey('orders.search') });
      void qc.invalidateQueries({ queryKey: queryKey('orders.bookStatus') });
    });
    // Another desk's sync ended (its status, polled each second while it ran, says no desk syncs now): the book
    // is re-read even if that desk's last notice was lost on the way.
    let otherDeskSyncing = false;
    const statusHash = JSON.stringify(queryKey('orders.bookStatus'));
    const offStatus = qc.getQueryCache().subscribe((e) => {
      if (e.type !== 'updated' || JSON.stringify(e.query.queryKey) !== statusHash) return;
      const status = e.query.state.data as OrderBookStatus | undefined;
      if (!status) return;
      const syncingDesk = status.syncingDesk ?? null;
      if (otherDeskSyncing && syncingDesk === null) {
        void qc.invalidateQueries({ queryKey: queryKey('orders.search') });
      }
      otherDeskSyncing = syncingDesk !== null;
    });
    const offProgress = on('orders.sync.progress', (p) => {
      const wasRunning = useSyncProgress.getState().running;
      useSyncProgress.getState().set(p);
      // A sync started elsewhere (another window, a scan card): the status learns it runs, and polls till it ends.
      if (!wasRunning || p.done) void qc.invalidateQueries({ queryKey: queryKey('orders.bookStatus') });
    });
    return () => {
      offBook();
      offStatus();
      offProgress();
      offLedger();
      offAuth();
    };
  }, [qc]);
}
