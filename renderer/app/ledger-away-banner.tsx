import { useEffect, useState } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { ipcErrorOf } from '../components/ipc-error';

/*
 * The shared ledger's server cannot be reached: the screens keep the last data they read, and this banner says
 * since when ("data from 14:02, 3 min ago"). The desk reconnects by itself: main asks the server until it answers,
 * then tells the screens (`changed`, the ledger's catch-up) to read every free ledger view again, so the banner
 * leaves once the server answers. Charged reads (an orders page) are never re-sent by the desk on its own: the
 * seller reloads them. The timer below only moves the clock ("3 min ago"); it reads nothing.
 */

const CLOCK_MS = 5000;

interface Away {
  server: string;
  /** When the oldest data on screen was read (ms), or null when none was. */
  since: number | null;
}

const isAway = (q: Query) =>
  q.state.status === 'error' && ipcErrorOf(q.state.error).kind === 'ledger-unreachable';

const awayOf = (qc: QueryClient): Away | null => {
  const failing = qc.getQueryCache().findAll({ predicate: isAway });
  if (failing.length === 0) return null;
  const shown = failing.map((q) => q.state.dataUpdatedAt).filter((t) => t > 0);
  return {
    server: ipcErrorOf(failing[0]?.state.error).server ?? '',
    since: shown.length > 0 ? Math.min(...shown) : null,
  };
};

export function LedgerAwayBanner() {
  const { t } = useTranslation('common');
  const qc = useQueryClient();
  const [away, setAway] = useState<Away | null>(() => awayOf(qc));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => qc.getQueryCache().subscribe(() => setAway(awayOf(qc))), [qc]);

  useEffect(() => {
    if (!away) return;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [away]);

  if (!away) return null;
  const minutes = away.since === null ? 0 : Math.max(0, Math.round((now - away.since) / 60_000));
  const time =
    away.since === null
      ? ''
      : new Date(away.since).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="notice notice-warning banner" role="alert" data-testid="ledger-away">
      <Icon name="warning" size={22} className="notice-icon" />
      <div className="notice-body">
        <div className="notice-title">{t('banner.ledgerAway.title', { server: away.server })}</div>
        <div>
          {away.since === null
            ? t('banner.ledgerAway.noData')
            : t('banner.ledgerAway.age', { time, count: minutes })}
        </div>
      </div>
    </div>
  );
}
