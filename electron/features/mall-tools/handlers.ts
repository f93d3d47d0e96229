import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

type ToolHandlers = Pick<Handlers, 'coupons.lookup' | 'push.submit' | 'account.charges'>;

export const toolHandlers = (s: DeskServices): ToolHandlers => ({
  'coupons.lookup': (input) => s.mallTools.lookupCoupon(input),
  'push.submit': (input) => s.mallTools.push(input),
  'account.charges': () => s.ledger.chargesSummary(s.sessionStart),
});
