import { useTranslation } from 'react-i18next';
import { useDeskShopLimit, useSetDeskShopLimit } from '../../hooks/shops';
import type { ShopEntry } from './shop-row';

/** The shops this desk packs (its own choice, which the ledger tells the other desks); none chosen: every shop. */
export function DeskShopLimitField({ shops }: { shops: readonly ShopEntry[] }) {
  const { t } = useTranslation('settings');
  const limit = useDeskShopLimit();
  const set = useSetDeskShopLimit();
  const chosen = new Set(limit.data?.shopIds ?? []);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    set.mutate({ shopIds: [...next] });
  };
  if (shops.length === 0) return null;
  return (
    <fieldset className="desk-shop-limit">
      <legend>{t('shops.deskLimit')}</legend>
      <p className="muted">{t('shops.deskLimitHint')}</p>
      {shops.map(({ shop }) => (
        <label className="check" key={shop.id}>
          <input
            type="checkbox"
            checked={chosen.has(shop.id)}
            disabled={set.isPending}
            onChange={() => toggle(shop.id)}
          />
          {shop.name}
        </label>
      ))}
    </fieldset>
  );
}
