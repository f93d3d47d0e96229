import type { Shop } from '../../../shared/shops/shop';

/*
 * The seller's shops as the ledger keeps them (a SQLite ledger, or the shared one every desk reads). A removed shop
 * keeps its row, marked removed, so the ledger remembers it once held shops.
 */

/** Another shop (not removed) already has this owner id: two shops never share one. */
export class OwnerTaken extends Error {
  constructor(readonly ownerId: string) {
    super(`another shop already has owner id ${ownerId}`);
    this.name = 'OwnerTaken';
  }
}

/** What still hangs on a shop in the ledger: waybills not recycled, and fetches open or of unknown outcome. */
export interface ShopHoldings {
  liveWaybills: number;
  unsettledFetches: number;
}

export interface ShopStore {
  /** The shops not removed, in the seller's order. */
  list(): Promise<Shop[]>;
  /** Adds the shop (a new id goes last) or rewrites it; OwnerTaken when another shop has its owner id. */
  save(shop: Shop): Promise<Shop>;
  /** Marks the shop removed; false when there was none (or it was removed already). */
  remove(id: string): Promise<boolean>;
  /** Adds the shop only when the ledger never held one (the upgrade of a one-shop desk); true when added. */
  adoptFirst(shop: Shop): Promise<boolean>;
  /** What the ledger still holds for this owner id. */
  holdingsOf(ownerId: string): Promise<ShopHoldings>;
  /** Writes which shops this desk packs (its ids; empty: every shop not paused), for every desk of the ledger. */
  setDeskShops(shopIds: readonly string[]): Promise<void>;
  /** The other desks that pack this shop (by its id): limited to it, or not limited at all; sorted by name. */
  desksPacking(shopId: string): Promise<string[]>;
}
