import type { Shop } from '../../../shared/shops/shop';
import { defaultAmong } from './default-shop';
import type { ShopDirectory } from './shop-directory';

/** The directory over the ledger's shops, and the read that brings its memory up to the ledger. */
export interface LedgerShopDirectory extends ShopDirectory {
  /** Reads the shops again (at start, and on every `shops` change, this desk's or another's). */
  refresh(): Promise<void>;
}

/**
 * The shops from memory (the scan station reads them at scanner speed), read again from the ledger on refresh.
 * `deskLimit` is this desk's own choice of shops (ids); empty: every shop not paused. `chosenDefault` is the id of
 * the desk's default shop, or null.
 */
export const ledgerShopDirectory = (
  load: () => Promise<Shop[]>,
  deskLimit: () => readonly string[],
  desksPacking: (shopId: string) => Promise<string[]>,
  chosenDefault: () => string | null,
): LedgerShopDirectory => {
  let shops: readonly Shop[] = [];
  return {
    all: () => shops,
    byOwner: (ownerId) => shops.find((s) => s.ownerId === ownerId) ?? null,
    mine: () => {
      const limit = new Set(deskLimit());
      return shops.filter((s) => !s.paused && (limit.size === 0 || limit.has(s.id)));
    },
    defaultShop: () => defaultAmong(shops, chosenDefault()),
    desksPacking: (shop) => desksPacking(shop.id),
    async refresh() {
      shops = await load();
    },
  };
};
