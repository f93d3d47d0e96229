import type { ShopAuthorizations } from '../shops';
import type { GatewayService } from './gateway-types';

/** The gateway's memory of refused shops, as the shops room reads it (Settings › Shops: 未授权 and the retry). */
export const shopAuthorizationsOf = (gateway: GatewayService): ShopAuthorizations => ({
  refused: () => gateway.status().unauthorizedShops,
  forget: (ids) => gateway.forgetShops(ids),
});
