import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useSyncWithConsent } from '../../hooks/sync-with-consent';
import { SyncAsk } from './sync-ask';
import { SyncRefusedShops } from './sync-refused-shops';
import { SyncShopPick } from './sync-shop-pick';
import { SyncState } from './sync-state';
import { isSyncShortcut, SYNC_SHORTCUT } from '../../keyboard/shortcuts';

/** "3 min ago", in the seller's language, from a minute-granular clock. */
function useAgo(at: number | null): string | null {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (at === null) return null;
  const minutes = Math.round((at - now) / 60_000);
  const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  if (Math.abs(minutes) < 48 * 60) return rtf.format(Math.round(minutes / 60), 'hour');
  return rtf.format(Math.round(minutes / 1440), 'day');
}

/**
 * The book's age and its one charged action: "Last synced 3 min ago · Sync now (≈ N points)". A sync that
 * would cost more than the setting asks first (nothing is spent before the yes); while it runs, a progress bar
 * with pages, orders and points. With several shops the seller may sync one of them; a shop the gateway refused
 * is said with its authorize link.
 */
export function SyncBar() {
  const { t } = useTranslation('orders');
  const consent = useSyncWithConsent();
  const { status, sync, estimate, limit, running, otherDesk, ask, last, start, confirm, cancel } = consent;
  const ago = useAgo(status.data?.lastSyncedAt ?? null);
  // Before the first sync it is the screen's one obvious action.
  const primary = status.data?.size === 0 && status.data.lastSyncedAt === null;
  const canSync = !running && Boolean(estimate);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSyncShortcut(e) || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      if (canSync) start();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canSync, start]);

  return (
    <div className="sync-bar" data-testid="sync-bar">
      <div className="sync-line">
        <Icon name="clock" size={16} />
        <span data-testid="last-synced">
          {ago === null ? t('sync.never') : t('sync.last', { ago })}
          {status.data && <> · {t('sync.size', { count: status.data.size })}</>}
        </span>
        <SyncShopPick shops={consent.shops} shop={consent.shop} pick={consent.setShop} disabled={running} />
        <button
          type="button"
          className={`btn ${primary ? 'btn-primary btn-large' : ''}`}
          disabled={!canSync}
          onClick={() => start()}
          aria-keyshortcuts={SYNC_SHORTCUT}
          title={SYNC_SHORTCUT}
          data-testid="sync-now"
        >
          <Icon name="refresh" size={16} />{' '}
          {t(estimate?.exact === false ? 'sync.nowAbout' : 'sync.now', { count: estimate?.points ?? 0 })}
        </button>
        {status.data?.resumable && !running && <span className="muted">{t('sync.resumable')}</span>}
        {status.data?.edition === 'normal' && <span className="muted">{t('sync.normalEdition')}</span>}
        <SyncState running={running} otherDesk={otherDesk} last={last} />
      </div>
      {ask !== null && !running && (
        <SyncAsk ask={ask} shops={consent.askShops} limit={limit} confirm={confirm} cancel={cancel} />
      )}
      {!running && <SyncRefusedShops last={last} />}
      {sync.isError && <ErrorNotice error={sync.error} />}
    </div>
  );
}
