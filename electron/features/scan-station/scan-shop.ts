import type { ScanShop } from '../../../shared/ipc/channels/scan';
import { parseShopOrderCode, shopCodePrefix } from '../../../shared/scan-station/shop-order-code';
import type { Shop } from '../../../shared/shops/shop';
import type { StationState } from './station-state';

/*
 * Which shop a scanned number is an order of. The station looks in every shop the seller has (not paused): a
 * number in one shop this desk packs goes on as that shop's order; in two or more, the packer is asked which (a
 * label is never printed by guess); in a shop this desk does not pack, it is refused. A slip's code names its shop
 * (shared/scan-station/shop-order-code), and so does the packer's answer: then nothing is asked.
 */

export type ShopOfScan =
  /** Look the code up in this shop (null: the desk knows no shops, today's settings' shop answers). */
  | { kind: 'one'; shop: Shop | null; code: string }
  | { kind: 'which'; shops: Shop[] }
  | { kind: 'elsewhere'; shop: Shop };

/** The shop as the card and the question show it. */
export const scanShopOf = (shop: Shop): ScanShop => ({
  ownerId: shop.ownerId,
  name: shop.name,
  colour: shop.colour,
});

/** This desk packs the shop: within its own shop limit (Settings, per desk) and not paused. */
const packs = (st: StationState, shop: Shop): boolean =>
  st.deps.shopDirectory.mine().some((s) => s.ownerId === shop.ownerId);

const named = (st: StationState, shop: Shop, code: string): ShopOfScan =>
  packs(st, shop) ? { kind: 'one', shop, code } : { kind: 'elsewhere', shop };

/** The shop of a slip's code, when the code is one and names a shop the seller has. */
const slipShop = (shops: readonly Shop[], code: string): { shop: Shop; orderSn: string } | null => {
  const slip = parseShopOrderCode(code);
  const shop = slip && shops.find((s) => shopCodePrefix(s.ownerId) === slip.prefix);
  return slip && shop ? { shop, orderSn: slip.orderSn } : null;
};

/** The shops whose books hold the number (one read per shop, side by side). */
const shopsHolding = async (st: StationState, shops: readonly Shop[], code: string): Promise<Shop[]> => {
  const found = await Promise.all(shops.map((s) => st.deps.lookup.numberIn(code, s.ownerId)));
  return shops.filter((_, i) => found[i] !== null);
};

/** The shop a scan is worked in; `chosen`: the owner id the packer answered "which shop?" with. */
export const shopOfScan = async (st: StationState, code: string, chosen?: string): Promise<ShopOfScan> => {
  const shops = st.deps.shopDirectory.all().filter((s) => !s.paused);
  const answered = chosen === undefined ? undefined : shops.find((s) => s.ownerId === chosen);
  if (answered) return named(st, answered, code);
  const slip = slipShop(shops, code);
  if (slip) return named(st, slip.shop, slip.orderSn);
  // One shop (or none): looked up there as before, no extra read on the scan's way to the printer.
  if (shops.length <= 1) return shops[0] ? named(st, shops[0], code) : { kind: 'one', shop: null, code };
  const holding = await shopsHolding(st, shops, code);
  const mine = holding.filter((s) => packs(st, s));
  if (mine.length > 1) return { kind: 'which', shops: mine };
  if (mine[0]) return { kind: 'one', shop: mine[0], code };
  if (holding[0]) return { kind: 'elsewhere', shop: holding[0] };
  // No shop's order: a waybill code, or unknown; read among the desk's first shop's orders as before.
  return { kind: 'one', shop: st.deps.shopDirectory.mine()[0] ?? null, code };
};
