import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChargesSummary } from '../../shared/ipc/channels/tools';
import type { Shop } from '../../shared/shops/shop';
import { ShopNameTag } from '../components/shop-name-tag';
import { useCharges } from '../hooks/account';
import { useShops } from '../hooks/shops';

interface ShopPoints {
  key: string;
  shop: Shop | null;
  points: number;
}

/** Each charge names its shop by the id its call named (owner, shop or mall user id): one line per shop. */
const byShop = (charges: ChargesSummary['sessionByShop'], shops: readonly Shop[]): ShopPoints[] => {
  const lines = new Map<string, ShopPoints>();
  for (const { shop: id, points } of charges ?? []) {
    const shop = shops.find((s) => id !== '' && [s.ownerId, s.shopId, s.mallUserId].includes(id)) ?? null;
    const key = shop?.id ?? '';
    const line = lines.get(key) ?? { key, shop, points: 0 };
    lines.set(key, { ...line, points: line.points + points });
  }
  // In the seller's order of shops; calls about no shop (or a removed one) last.
  const order = (l: ShopPoints) => (l.shop ? shops.indexOf(l.shop) : shops.length);
  return [...lines.values()].filter((l) => l.points > 0).sort((a, b) => order(a) - order(b));
};

/**
 * The session's points split by shop, behind the status bar's one total: shown when the desk serves several
 * shops (a popover, so the status bar stays one line).
 */
export function SessionPointsByShop() {
  const { t } = useTranslation('common');
  const id = useId();
  const charges = useCharges();
  const shops = (useShops().data?.shops ?? []).map((s) => s.shop);
  if (shops.length < 2) return null;
  const lines = byShop(charges.data?.sessionByShop, shops);
  return (
    <>
      <button type="button" className="btn-link" popoverTarget={id} data-testid="session-points-by-shop">
        {t('statusbar.byShop')}
      </button>
      <div id={id} popover="auto" className="session-by-shop" data-testid="session-points-shops">
        <strong>{t('statusbar.byShopTitle')}</strong>
        {lines.length === 0 ? (
          <p className="muted">{t('statusbar.byShopNone')}</p>
        ) : (
          <ul>
            {lines.map((l) => (
              <li key={l.key}>
                {l.shop ? <ShopNameTag name={l.shop.name} colour={l.shop.colour} /> : t('statusbar.noShop')}
                <span>{t('statusbar.points', { count: l.points })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
