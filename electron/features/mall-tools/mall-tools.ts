import type { CouponLookupOutput } from '../../../shared/ipc/channels/tools';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { z } from 'zod';
import type { GatewayService } from '../gateway';
import { DeskError } from '../../kernel/desk-error';
import type { ShopsService } from '../shops';

/* The gateway's two mall tools: the coupon lookup (1 point, C1) and the in-mall push (balance, C2). */

export interface MallTools {
  lookupCoupon(input: ParsedIn<'coupons.lookup'>): Promise<z.infer<typeof CouponLookupOutput>>;
  push(input: ParsedIn<'push.submit'>): Promise<{ pushed: number }>;
}

/** The default shop's mall user id (the coupon lookup names no shop), refused by name before anything is sent. */
const mallUserIdOf = (shops: Pick<ShopsService, 'requireDefault'>): string => {
  const shop = shops.requireDefault();
  if (shop.mallUserId.trim() !== '') return shop.mallUserId.trim();
  throw new DeskError('invalid-request', `shop.mallUserId: the default shop ${shop.name} has no mall user id`, {
    field: 'shop.mallUserId',
  });
};

export const createMallTools = (deps: {
  shops: Pick<ShopsService, 'requireDefault'>;
  gateway: GatewayService;
}): MallTools => ({
  async lookupCoupon(input) {
    const mallUserId = mallUserIdOf(deps.shops);
    const request =
      input.by === 'me'
        ? { me: input.me, mall_user_id: mallUserId }
        : { item_id: input.itemId, activity_id: input.activityId, mall_user_id: mallUserId };
    const result = await deps.gateway.call('lookupCoupon', request);
    return { coupon: result.mall_coupon_get_response.data, charged: result.withholding_money };
  },

  async push({ items, type }) {
    // C2: the push deducts account balance without an amount; the gateway service records it as such.
    await deps.gateway.call('pushItems', { items, type });
    return { pushed: items.length };
  },
});
