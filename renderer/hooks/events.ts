import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { on } from '../ipc';
import { useAuthAlerts } from '../store/auth-alerts';
import { applyChange } from './change-topics';
import { useSyncProgress } from '../store/order-book-view';

/** App-wide subscriptions to main's events; mounted once by the shell. */
export function useDeskEvents(): void {
  const qc = useQueryClient();
  useEffect(() => {
    // The one way react-query data is refreshed: main says what moved, the topic table says what to read again.
    const offChanged = on('changed', (change) => void applyChange(qc, change));
    // The one route for "token refused / shop not authorized", whichever call met it.
    const offAuth = on('auth.required', (e) => {
      const alerts = useAuthAlerts.getState();
      if (e.kind === 'unauthorized') alerts.reportUnauthorized(e.msg, e.code);
      else alerts.reportShopNotAuthorized({ shop: e.shop ?? null, authUrl: e.authUrl ?? null, msg: e.msg });
    });
    // The sync's progress bar (data, not a refresh: the book's status re-reads on `changed`).
    const offProgress = on('orders.sync.progress', (p) => useSyncProgress.getState().set(p));
    return () => {
      offChanged();
      offProgress();
      offAuth();
    };
  }, [qc]);
}
