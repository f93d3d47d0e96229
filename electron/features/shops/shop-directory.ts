import type { Shop } from '../../../shared/shops/shop';

/**
 * The seller's shops as the other rooms read them: from memory (the scan station reads it at scanner speed),
 * refreshed whenever the shops change (here or on another desk of a shared ledger).
 */
export interface ShopDirectory {
  /** Every shop of the seller, paused ones too, in the seller's order. */
  all(): readonly Shop[];
  /** The shop of these orders (its owner id), or null. */
  byOwner(ownerId: string): Shop | null;
  /** The shops this desk packs: the desk's own limit (Settings, per desk) or every shop not paused. */
  mine(): readonly Shop[];
  /**
   * This desk's default shop: the shop the gateway calls that name no shop use (order pages, coupon lookup). A
   * paused or removed choice falls back to the next active shop; null when no shop is active.
   */
  defaultShop(): Shop | null;
  /** The other desks of the ledger that pack this shop (a refusal names them); read from the ledger, not memory. */
  desksPacking(shop: Shop): Promise<string[]>;
}
