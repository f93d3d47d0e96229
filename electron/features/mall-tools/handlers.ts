import type { Handlers } from '../../kernel/router';
import type { MallTools } from './mall-tools';

/** The gateway's two other tools: affiliate coupon lookup and in-mall push. */
export const mallToolHandlers = (mallTools: MallTools): Pick<Handlers, 'coupons.lookup' | 'push.submit'> => ({
  'coupons.lookup': (input) => mallTools.lookupCoupon(input),
  'push.submit': (input) => mallTools.push(input),
});
