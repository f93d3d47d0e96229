import { CouponLookupRequestSchema } from '../../shared/api/schemas/coupon-lookup';
import { toInt } from '../../shared/api/schemas/common';
import type { Account } from '../state/accounts';
import type { CouponCatalogue } from '../state/coupon-catalogue';
import type { SandboxDatabase } from '../state/database';
import { GatewayRefusal, invalidRequest } from './gateway-refusal';
import { charge, requireAuthorized, requirePayable, validate, type GatewayContext } from './gateway-checks';

interface CouponLookupContext extends GatewayContext {
  db: SandboxDatabase;
  coupons: CouponCatalogue;
}

const CALL_CHARGE = 1;

/** Coupon lookup (spec 2.5, DECISIONS P1, P2, C1). */
export function lookupCoupon(ctx: CouponLookupContext, account: Account, body: unknown): string {
  const req = validate(CouponLookupRequestSchema, body);
  let itemId = req.item_id;
  let activityId = req.activity_id;
  if (req.me !== undefined) {
    const named = ctx.coupons.decodeMe(req.me);
    if (!named) throw invalidRequest('me', 'is not a valid coupon string');
    if (itemId !== undefined && itemId !== named.item_id) {
      throw invalidRequest('item_id', 'disagrees with the item named by me');
    }
    if (activityId !== undefined && activityId !== named.activity_id) {
      throw invalidRequest('activity_id', 'disagrees with the coupon named by me');
    }
    itemId = named.item_id;
    activityId = named.activity_id;
  }
  if (itemId === undefined || activityId === undefined)
    throw invalidRequest('me', 'or item_id with activity_id is required');
  const mallUserId = String(toInt(req.mall_user_id));

  requireAuthorized(ctx, account, mallUserId);
  requirePayable(account, 'lookupCoupon', CALL_CHARGE);

  const coupon = ctx.coupons.find(mallUserId, itemId, activityId);
  // P2 fixes this text exactly; it names no field.
  if (!coupon) throw new GatewayRefusal(100, 'coupon not found');
  const { item_id: _itemId, ...detail } = coupon;
  charge(ctx, account, CALL_CHARGE);
  return JSON.stringify({ withholding_money: CALL_CHARGE, mall_coupon_get_response: { data: detail } });
}
