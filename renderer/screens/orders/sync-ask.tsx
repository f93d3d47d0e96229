import { useTranslation } from 'react-i18next';
import type { ShopSyncCost } from '../../../shared/ipc/channels/order-book';
import { Icon } from '../../components/icon';

/** Each shop's share of a sync's cost: "店铺 A 3 点，店铺 B 至少 1 点". */
export function ShopCosts({ shops }: { shops: readonly ShopSyncCost[] }) {
  const { t } = useTranslation('orders');
  if (shops.length < 2) return null;
  const parts = shops.map((s) =>
    t(s.exact ? 'sync.shopCost' : 'sync.shopCostAbout', { name: s.name, count: s.points }),
  );
  return <span data-testid="sync-shop-costs">{parts.join(t('sync.shopCostSeparator'))}</span>;
}

/** A sync that would cost more than the setting: the seller's yes (or no) before anything is spent. */
export function SyncAsk({
  ask,
  shops,
  limit,
  confirm,
  cancel,
}: {
  ask: number;
  /** Each shop's share of `ask` (said when the sync covers several). */
  shops: readonly ShopSyncCost[];
  limit: number;
  confirm: () => void;
  cancel: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="notice notice-warning sync-ask" role="alert" data-testid="sync-ask">
      <Icon name="coin" />
      <span>
        {t('sync.ask', { count: ask, limit })} <ShopCosts shops={shops} />
      </span>
      <button type="button" className="btn btn-primary" onClick={() => confirm()} data-testid="sync-confirm">
        {t('sync.confirm', { count: ask })}
      </button>
      <button type="button" className="btn" onClick={cancel}>
        {t('action.cancel', { ns: 'common' })}
      </button>
    </div>
  );
}
