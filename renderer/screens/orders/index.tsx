import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useOrderBookView, type OrdersSource } from '../../store/order-book-view';
import { BookOrdersView } from './book-view';
import { GatewayOrdersView } from './gateway-view';
import { SourceSwitch } from './source-switch';
import { SyncBar } from './sync-bar';
import { useFetchShortcut } from './use-fetch-shortcut';
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
  useFetchShortcut();

  return (
    <div className="orders-screen">
      <header className="screen-header">
        <h1>{t('title')}</h1>
        <SourceSwitch source={source} onChoose={choose} />
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
