import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { isTyping } from '../../app/shortcuts';
import { runSingleKeyShortcut } from '../../app/scanner-burst';
import { useOrderSelection } from '../../store/order-selection';
import { useFetchDialog } from '../../store/fetch-dialog-store';
import { useOrderBookView, type OrdersSource } from '../../store/order-book-view';
import { BookOrdersView } from './book-view';
import { GatewayOrdersView } from './gateway-view';
import { SyncBar } from './sync-bar';
import './orders.css';

/**
 * Home: the shop's sold orders from the order book (free, searchable), or the gateway's own pages (charged);
 * select up to 10 waybills' worth and fetch them.
 */
export function OrdersScreen() {
  const { t } = useTranslation('orders');
  const source = useOrderBookView((s) => s.source);
  const setSource = useOrderBookView((s) => s.setSource);
  // The gateway's pages are charged from the first: opening them asks before that page is bought.
  const [askGateway, setAskGateway] = useState(false);
  const choose = (id: OrdersSource) =>
    id === 'gateway' && source !== 'gateway' ? setAskGateway(true) : setSource(id);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || document.querySelector('dialog[open]')) return;
      if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        if (useOrderSelection.getState().selectedSns.length === 0) return;
        // Not when the F is a letter of a scanned code ("SF1234…"): the shortcut waits to see.
        runSingleKeyShortcut(e, () => {
          if (!document.querySelector('dialog[open]')) useFetchDialog.getState().openDialog();
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const sources: { id: OrdersSource; label: string; icon: 'orders' | 'coin' }[] = [
    { id: 'book', label: t('source.book'), icon: 'orders' },
    { id: 'gateway', label: t('source.gateway'), icon: 'coin' },
  ];
  return (
    <div className="orders-screen">
      <header className="screen-header">
        <h1>{t('title')}</h1>
        <div className="source-switch" role="tablist" aria-label={t('source.label')}>
          {sources.map((s) => (
            <button
              key={s.id}
              type="button"
              role="tab"
              aria-selected={source === s.id}
              className={`source-tab ${source === s.id ? 'is-active' : ''}`}
              onClick={() => choose(s.id)}
            >
              <Icon name={s.icon} size={14} /> {s.label}
            </button>
          ))}
        </div>
        <span className="screen-header-spacer" />
        {source === 'book' && <SyncBar />}
      </header>
      {source === 'book' ? <BookOrdersView /> : <GatewayOrdersView />}
      <ConfirmDialog
        open={askGateway}
        title={t('guide.gatewayAsk.title')}
        confirmLabel={t('guide.gatewayAsk.confirm', { count: 1 })}
        onConfirm={() => {
          setAskGateway(false);
          setSource('gateway');
        }}
        onCancel={() => setAskGateway(false)}
        spends
      >
        <p>{t('guide.gatewayAsk.body', { count: 1 })}</p>
      </ConfirmDialog>
    </div>
  );
}
