import { useTranslation } from 'react-i18next';
import type { ShopList } from '../../../shared/ipc/channels/shops';
import { ErrorNotice } from '../../components/error-notice';
import { useSetDefaultShop } from '../../hooks/shops';
import type { ShopEntry } from './shop-row';

type DefaultShop = NonNullable<ShopList['defaultShop']>;

/** Why the default in use is not the seller's choice (paused or removed), or what the upgrade added; or nothing. */
function DefaultShopNotices({ shops, state }: { shops: readonly ShopEntry[]; state: DefaultShop }) {
  const { t } = useTranslation('settings');
  const nameOf = (id: string | null) => shops.find((e) => e.shop.id === id)?.shop.name ?? null;
  const inUse = nameOf(state.id);
  const chosen = nameOf(state.chosenId);
  const fellBack = state.chosenId !== null && state.chosenId !== state.id;
  return (
    <>
      {fellBack && inUse ? (
        <p role="status" className="notice notice-warning" data-testid="default-shop-fallback">
          {chosen ? t('shops.defaultPaused', { chosen, inUse }) : t('shops.defaultRemoved', { inUse })}
        </p>
      ) : null}
      {state.addedFromSettings ? (
        <p role="status" className="notice" data-testid="default-shop-added">
          {t('shops.defaultAdded', { owner: state.addedFromSettings })}
        </p>
      ) : null}
    </>
  );
}

/**
 * This desk's default shop: the gateway calls that name no shop (the order pages, the coupon lookup) carry its ids.
 * The ids themselves are the shop's own, edited in its row above: one place for a shop's ids.
 */
export function DefaultShopField({
  shops,
  state,
}: {
  shops: readonly ShopEntry[];
  state: DefaultShop | undefined;
}) {
  const { t } = useTranslation('settings');
  const set = useSetDefaultShop();
  if (shops.length === 0 || !state) return null;
  const active = shops.filter((e) => !e.shop.paused);
  const inUse = shops.find((e) => e.shop.id === state.id)?.shop;
  return (
    <div className="default-shop">
      <label className="field" htmlFor="settings-defaultShop">
        <span className="field-label">{t('shops.default')}</span>
        <select
          id="settings-defaultShop"
          className="input"
          value={state.id ?? ''}
          disabled={set.isPending || active.length === 0}
          onChange={(e) => set.mutate(e.target.value)}
        >
          {state.id === null ? <option value="">{t('shops.defaultNone')}</option> : null}
          {active.map(({ shop }) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">{t('shops.defaultHint')}</p>
      {inUse ? (
        <p className="muted default-shop-ids" data-testid="default-shop-ids">
          {t('shops.defaultIds', {
            ownerId: inUse.ownerId,
            shopId: inUse.shopId || '—',
            mallUserId: inUse.mallUserId || '—',
            merchantUserId: inUse.merchantUserId || '—',
          })}
        </p>
      ) : null}
      <DefaultShopNotices shops={shops} state={state} />
      {set.error ? <ErrorNotice error={set.error} compact /> : null}
    </div>
  );
}
