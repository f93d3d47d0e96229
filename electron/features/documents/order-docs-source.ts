import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { OrderDoc } from '../../../shared/documents/order-documents';
import { shopOrderCode } from '../../../shared/scan-station/shop-order-code';
import type { Shop } from '../../../shared/shops/shop';
import type { Ledger } from '../ledger';
import type { ShopDirectory } from '../shops';

/** One order of one shop as the book holds it (null shop: a desk that packs no shop, the default shop's owner). */
export interface ShopOrder {
  order: SoldOrder;
  ownerId: string;
  shop: Shop | null;
}

/**
 * Where pick lists and packing slips read orders from: the order book of every shop this desk packs (through
 * ledger.getOrderSnapshots, one read per shop). A number two shops hold is two orders, each its own shop's.
 */
export interface OrderDocsSource {
  orders(orderSns: string[]): Promise<ShopOrder[]>;
}

export const ledgerOrderDocsSource = (
  ledger: Ledger,
  shops: ShopDirectory,
): OrderDocsSource => ({
  async orders(orderSns) {
    const mine = shops.mine();
    const owners: Array<{ ownerId: string; shop: Shop | null }> =
      mine.length > 0
        ? mine.map((shop) => ({ ownerId: shop.ownerId, shop }))
        : [{ ownerId: shops.defaultShop()?.ownerId ?? '', shop: null }];
    const found = await Promise.all(owners.map((o) => ledger.getOrderSnapshots(o.ownerId, orderSns)));
    // In the order asked for; within one number, in the shops' order.
    return orderSns.flatMap((sn) =>
      owners.flatMap(({ ownerId, shop }, i) => {
        const order = found[i]?.get(sn);
        return order ? [{ order, ownerId, shop }] : [];
      }),
    );
  },
});

/** Who the parcel comes from, as the slip prints it: the shop's sender's name and contact. */
const senderOf = (shop: Shop | null): string =>
  shop?.sender ? [shop.sender.name, shop.sender.mobile || shop.sender.phone || ''].join(' ').trim() : '';

/** One sold order as its packing slip shows it (the gateway's masked receiver as it came), named by its shop. */
export const toOrderDoc = ({ order: o, ownerId, shop }: ShopOrder): OrderDoc => ({
  orderSn: o.order_sn,
  scanCode: shopOrderCode(ownerId, o.order_sn),
  shopName: shop?.name ?? '',
  sender: senderOf(shop),
  receiverName: o.receiver_name,
  receiverPhone: o.receiver_phone,
  receiverAddress: [o.province, o.city, o.town, o.receiver_address].filter((p) => p && p.trim()).join(' '),
  goods: o.goods_name ? [{ name: o.goods_name, spec: o.goods_spec ?? '', count: o.goods_count || 1 }] : [],
  remark: o.remark ?? '',
});
