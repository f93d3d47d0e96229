import type { Settings } from '../../../shared/ipc/channels/settings';
import type { Shop } from '../../../shared/shops/shop';

/** The desk's id of the shop that today's one-shop settings describe (the first shop after the upgrade). */
export const FIRST_SHOP_ID = 'shop-1';

/**
 * The one shop today's settings hold (shop id, owner id, mall user id, merchant user id, order channel, the
 * default sender, the default carrier and template): the first shop of an upgraded ledger, nothing asked.
 */
export const shopFromSettings = (s: Settings): Shop => {
  const sender = s.senders.find((x) => x.id === s.defaultSenderId) ?? s.senders[0];
  return {
    id: FIRST_SHOP_ID,
    name: s.ownerId || s.shopId || '1',
    colour: '#1677ff',
    ownerId: s.ownerId,
    shopId: s.shopId,
    mallUserId: s.mallUserId,
    merchantUserId: s.merchantUserId,
    orderChannelsType: s.orderChannelsType,
    sender: sender
      ? { name: sender.name, address: sender.address, mobile: sender.mobile, phone: sender.phone }
      : null,
    carriers: s.defaultCarrier
      ? [{ cpCode: s.defaultCarrier, templateUrl: s.templateUrl, isDefault: true }]
      : [],
    paused: false,
  };
};
