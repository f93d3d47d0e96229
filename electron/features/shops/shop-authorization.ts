import type { Shop } from '../../../shared/shops/shop';

/*
 * Which shops the gateway refused (302: the token may not act for them), as the gateway room remembers them: by
 * the id its refused call named (a fetch names the shop id, a sync the owner id, a coupon lookup the mall user
 * id). A shop is unauthorized when any of its ids is; the others keep working.
 */

export interface RefusedShop {
  shop: string;
  authUrl?: string;
}

/** What the shops room reads of the gateway's memory, and the retry once the seller authorized a shop. */
export interface ShopAuthorizations {
  refused(): readonly RefusedShop[];
  /** Forgets the refusals of these ids: the next call about the shop tries again (a 302 costs nothing). */
  forget(ids: readonly string[]): void;
}

/** The ids a refusal of this shop may name. */
export const idsOfShop = (shop: Shop): string[] =>
  [shop.ownerId, shop.shopId, shop.mallUserId].filter((id) => id !== '');

/** The shop's refusal (with its link when the gateway gave one), or null when none of its ids was refused. */
export const refusalOf = (shop: Shop, refused: readonly RefusedShop[]): { authUrl?: string } | null => {
  const ids = new Set(idsOfShop(shop));
  const found = refused.filter((r) => ids.has(r.shop));
  if (found.length === 0) return null;
  const authUrl = found.find((r) => r.authUrl)?.authUrl;
  return authUrl ? { authUrl } : {};
};
