import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import { requireSetting } from '../services/require-setting';

type ToolHandlers = Pick<Handlers, 'coupons.lookup' | 'push.submit' | 'account.charges'>;

export const toolHandlers = (s: DeskServices): ToolHandlers => ({
  async 'coupons.lookup'(input) {
    const mallUserId = requireSetting(s.settings.get(), 'mallUserId');
    const request =
      input.by === 'me'
        ? { me: input.me, mall_user_id: mallUserId }
        : { item_id: input.itemId, activity_id: input.activityId, mall_user_id: mallUserId };
    const result = await s.gateway.call('lookupCoupon', request);
    return { coupon: result.mall_coupon_get_response.data, charged: result.withholding_money };
  },

  async 'push.submit'({ items, type }) {
    // C2: the push deducts account balance without an amount; the gateway service records it as such.
    await s.gateway.call('pushItems', { items, type });
    return { pushed: items.length };
  },

  'account.charges': () => s.ledger.chargesSummary(s.sessionStart),
});
