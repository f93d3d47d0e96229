import { useQueryClient } from '@tanstack/react-query';
import { useAuthStatus } from '../hooks/auth';
import { useAuthAlerts } from '../store/auth-alerts';
import { useQrDataUrl } from '../components/use-qr-data-url';

/**
 * The shop that answered 302 and its authorization link (from the alert, else from what auth.status remembers),
 * the link's QR code, and the retry: every failed read again once the seller has authorized.
 */
export function useShopAuthorization() {
  const qc = useQueryClient();
  const alert = useAuthAlerts((s) => s.shopAuthorization);
  const dismiss = useAuthAlerts((s) => s.dismissShopAuthorization);
  const status = useAuthStatus();
  // The error may not name the shop; auth.status remembers which shops answered 302.
  const known = status.data?.unauthorizedShops.find((s) =>
    alert?.authUrl ? s.authUrl === alert.authUrl : true,
  );
  const shop = alert?.shop ?? known?.shop ?? null;
  const authUrl = alert?.authUrl ?? known?.authUrl ?? null;
  const qr = useQrDataUrl(authUrl);

  // The seller asked to try again: what failed is read again (an exception listed in docs/changes.md); the shop
  // leaves auth.status's list through `auth`, told by main once a call about it answers.
  const retry = () => {
    dismiss();
    void qc.refetchQueries({ predicate: (q) => q.state.status === 'error' });
  };
  return { alert, dismiss, shop, authUrl, qr, retry };
}
