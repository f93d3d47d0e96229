import type { Sender } from '../../../shared/api/schemas/waybill-fetch';
import type { ShopFetchCall, ShopOrderRef } from '../../../shared/ipc/channels/shops-fetch';
import { defaultCarrierOf, type Shop } from '../../../shared/shops/shop';
import { DeskError } from '../../kernel/desk-error';
import type { ShopDirectory } from '../shops';

/*
 * A selection that spans shops → one gateway call per shop, at most 10 waybills each (the gateway's cap). Each call
 * goes with its shop's ids, sender and carrier template, so a label always names its own shop's sender. Everything
 * is refused here, by the desk's field, before any intent is written: a bad selection costs nothing.
 */

/** Waybills one fetch call may ask for. */
export const WAYBILLS_PER_CALL = 10;

interface Selection {
  orders: ShopOrderRef[];
  merges: { ownerId: string; orderSns: string[] }[];
  cpCode?: string | undefined;
}

/** A planned call with the shop it fetches for and the sender it prints. */
export interface PlannedShopCall extends ShopFetchCall {
  shop: Shop;
  sender: Sender;
}

/** The field path of a shop's own setting, readable in the seller's words (`shops › <name> › sender`). */
const shopField = (shop: Shop, part: string): string => `shops.${shop.name.replace(/[.[\]]/g, ' ')}.${part}`;

/** Each order's shop from the directory; an owner that is none of the desk's shops, or a paused one, is refused. */
const shopsOfOrders = (directory: ShopDirectory, orders: ShopOrderRef[]): Map<string, Shop> => {
  const shops = new Map<string, Shop>();
  orders.forEach((ref, i) => {
    const shop = directory.byOwner(ref.ownerId);
    const field = `orders[${i}].ownerId`;
    if (!shop)
      throw new DeskError('invalid-request', `${field}: ${ref.ownerId} is none of this desk's shops`, {
        field,
      });
    if (shop.paused)
      throw new DeskError('invalid-request', `${field}: the shop ${shop.name} is paused`, { field });
    shops.set(shop.ownerId, shop);
  });
  return shops;
};

/** The shop's carrier for this fetch (the chosen one, or its default) with a template, and its sender. */
const shopShipping = (shop: Shop, cpCode: string | undefined) => {
  const carrier = cpCode ? shop.carriers.find((c) => c.cpCode === cpCode) : defaultCarrierOf(shop);
  if (!carrier || carrier.templateUrl === '') {
    const field = shopField(shop, 'templateUrl');
    throw new DeskError(
      'invalid-request',
      `${field}: the shop ${shop.name} has no template for ${cpCode ?? 'its carrier'}`,
      {
        field,
      },
    );
  }
  if (!shop.sender) {
    const field = shopField(shop, 'sender');
    throw new DeskError('invalid-request', `${field}: the shop ${shop.name} has no sender`, { field });
  }
  return { cpCode: carrier.cpCode, templateUrl: carrier.templateUrl, sender: shop.sender };
};

/** A shop's orders as waybill units (a merge group is one unit), in the selection's order. */
const unitsOf = (ownerId: string, selection: Selection): string[][] => {
  const groups = selection.merges.filter((m) => m.ownerId === ownerId).map((m) => m.orderSns);
  const grouped = new Map(groups.flatMap((g) => g.map((sn) => [sn, g] as const)));
  const units: string[][] = [];
  for (const ref of selection.orders) {
    if (ref.ownerId !== ownerId) continue;
    // A merge group is pushed once, where its first selected order stands.
    const unit = grouped.get(ref.orderSn) ?? [ref.orderSn];
    if (!units.includes(unit)) units.push(unit);
  }
  return units;
};

/** Chunks of at most WAYBILLS_PER_CALL units. */
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / WAYBILLS_PER_CALL) }, (_, i) =>
    items.slice(i * WAYBILLS_PER_CALL, (i + 1) * WAYBILLS_PER_CALL),
  );

/** The calls a selection takes, shop by shop in the seller's order of shops, each with its cost. */
export const planShopCalls = (directory: ShopDirectory, selection: Selection): PlannedShopCall[] => {
  const shops = shopsOfOrders(directory, selection.orders);
  const ordered = directory.all().filter((s) => shops.has(s.ownerId));
  return ordered.flatMap((shop) => {
    const shipping = shopShipping(shop, selection.cpCode);
    return chunks(unitsOf(shop.ownerId, selection)).map((units) => ({
      shop,
      ownerId: shop.ownerId,
      shopName: shop.name,
      colour: shop.colour,
      ...shipping,
      senderName: shipping.sender.name,
      orderSns: units.flat(),
      merges: units.filter((u) => u.length > 1),
      waybills: units.length,
      points: units.length,
    }));
  });
};
