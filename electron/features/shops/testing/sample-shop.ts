import type { Shop } from '../../../../shared/shops/shop';
import { DEFAULT_SETTINGS } from '../../settings/settings';
import type { Settings } from '../../../../shared/ipc/channels/settings';

/** A whole, valid shop of `ownerId` (what the seller would have saved), with any field given instead. */
export const sampleShop = (id: string, ownerId: string, extra: Partial<Shop> = {}): Shop => ({
  id,
  name: `店铺 ${id}`,
  colour: '#1677ff',
  ownerId,
  shopId: `${ownerId}-shop`,
  mallUserId: '10001',
  merchantUserId: '10001',
  orderChannelsType: 'PDD',
  sender: { name: '张三', mobile: '13800000000', address: { province: '浙江省', detail: '文一西路 1 号' } },
  carriers: [
    { cpCode: 'YTO', templateUrl: 'https://cloudprint.example/template/standard/101', isDefault: true },
  ],
  paused: false,
  ...extra,
});

/** The settings of a one-shop desk of the demo shop, as a desk before shops kept them. */
export const oneShopSettings = (): Settings => ({
  ...DEFAULT_SETTINGS,
  shopId: 'demo-shop',
  ownerId: 'demo-owner',
  mallUserId: '10001',
  merchantUserId: '10001',
  defaultCarrier: 'YTO',
  templateUrl: 'https://cloudprint.example/template/standard/101',
});
