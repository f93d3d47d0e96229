import { useTranslation } from 'react-i18next';
import type { ShopSyncCost } from '../../../shared/ipc/channels/order-book';

/** With several shops, which the next sync covers: all of this desk's shops, or one of them. */
export function SyncShopPick({
  shops,
  shop,
  pick,
  disabled,
}: {
  shops: readonly ShopSyncCost[];
  /** The chosen shop's owner id, or null for every shop. */
  shop: string | null;
  pick: (ownerId: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders');
  if (shops.length < 2) return null;
  return (
    <select
      className="select"
      aria-label={t('sync.shopPick')}
      value={shop ?? ''}
      disabled={disabled}
      onChange={(e) => pick(e.target.value === '' ? null : e.target.value)}
      data-testid="sync-shop-pick"
    >
      <option value="">{t('sync.allShops', { count: shops.length })}</option>
      {shops.map((s) => (
        <option key={s.ownerId} value={s.ownerId}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
