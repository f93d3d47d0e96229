import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
    const offProgress = on('orders.sync.progress', (p) => {
      const wasRunning = useSyncProgress.getState().running;
      useSyncProgress.getState().set(p);
      // A sync started elsewhere (another window, a scan card): the status learns it runs, and polls till it ends.
      if (!wasRunning || p.done) void qc.invalidateQueries({ queryKey: queryKey('orders.bookStatus') });
    });
    return () => {
      offBook();
      offProgress();
      offLedger();
      offAuth();
    };
  }, [qc]);
}
