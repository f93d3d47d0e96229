import { useMemo } from 'react';
import type { Shop } from '../../../shared/shops/shop';
import { useDeskShopLimit, useShops } from '../../hooks/shops';

/**
 * The shops this desk serves, as main reads the book for them: every shop not paused, limited to the desk's own
 * choice of shops when it made one (Settings › Shops).
 */
export function useServedShops(): Shop[] {
  const shops = useShops();
  const limit = useDeskShopLimit();
  return useMemo(() => {
    const chosen = new Set(limit.data?.shopIds ?? []);
    return (shops.data?.shops ?? [])
      .map((row) => row.shop)
      .filter((shop) => !shop.paused && (chosen.size === 0 || chosen.has(shop.id)));
  }, [shops.data, limit.data]);
}
