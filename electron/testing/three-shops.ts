import type { SoldOrder } from '../../shared/api/schemas/sold-orders';
import type { Shop } from '../../shared/shops/shop';
import type { ShopDirectory } from '../features/shops';

/*
 * Three shops of one seller, as the shops table will hold them, for the rooms that read a ShopDirectory: the
 * sandbox's demo shop, its other shop (authorized or not, as the test's token says) and a third the sandbox does
 * not know (never authorized: its calls are refused with 302). Each prints with its own sender and template.
 */

const shop = (n: number, ids: Pick<Shop, 'shopId' | 'ownerId' | 'mallUserId'>, colour: string): Shop => ({
  id: `shop-${n}`,
  name: `店铺${'ABC'[n - 1]}`,
  colour,
  ...ids,
  merchantUserId: `1000${n}`,
  orderChannelsType: 'OTHERS',
  sender: {
    name: `发件人${'ABC'[n - 1]}`,
    mobile: `1380000000${n}`,
    address: { province: '浙江省', city: '杭州市', detail: `文一西路 ${n} 号` },
  },
  carriers: [
    { cpCode: 'YTO', templateUrl: `https://cloudprint.example/template/standard/10${n}`, isDefault: true },
  ],
  paused: false,
});

export const SHOP_A = shop(1, { shopId: 'demo-shop', ownerId: 'demo-owner', mallUserId: '10001' }, '#1677ff');
export const SHOP_B = shop(
  2,
  { shopId: 'other-shop', ownerId: 'other-owner', mallUserId: '10002' },
  '#52c41a',
);
export const SHOP_C = shop(
  3,
  { shopId: 'third-shop', ownerId: 'third-owner', mallUserId: '10003' },
  '#fa8c16',
);

/** A directory of the given shops (default: all three), in that order. */
export const threeShopDirectory = (shops: readonly Shop[] = [SHOP_A, SHOP_B, SHOP_C]): ShopDirectory => ({
  all: () => shops,
  byOwner: (ownerId) => shops.find((s) => s.ownerId === ownerId) ?? null,
  mine: () => shops.filter((s) => !s.paused),
  defaultShop: () => shops.find((s) => !s.paused) ?? null,
  desksPacking: () => Promise.resolve([]),
});

/** The same orders as another shop's (same numbers, that shop's owner): numbers that collide across shops. */
export const ordersOfShop = (orders: SoldOrder[], target: Shop): SoldOrder[] =>
  orders.map((o) => ({ ...o, owner_id: target.ownerId }));
