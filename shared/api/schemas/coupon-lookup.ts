import { z } from 'zod';
import { intLike, looseCount, looseNumber, looseString } from './common';

/** Item ids of the marketplace are digits (as the push's item ids, P3). */
export const ITEM_ID = /^\d{1,20}$/;
/** Coupon (activity) ids: letters, digits, _ and -. */
export const ACTIVITY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Spec 2.5; rule 3: either item_id with activity_id, or `me`; mall_user_id always. */
export const CouponLookupRequestSchema = z
  .strictObject({
    me: z.string().min(1, { message: 'must not be empty' }).optional(),
    item_id: z.string().regex(ITEM_ID, { message: 'must be a string of digits' }).optional(),
    activity_id: z
      .string()
      .regex(ACTIVITY_ID, { message: 'must be letters, digits, _ or - (at most 64)' })
      .optional(),
    mall_user_id: intLike,
  })
  .superRefine((req, ctx) => {
    if (req.me !== undefined) return;
    if (req.item_id === undefined && req.activity_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['me'], message: 'give either me, or item_id with activity_id' });
    } else if (req.item_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'is required with activity_id' });
    } else if (req.activity_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['activity_id'], message: 'is required with item_id' });
    }
  });
export type CouponLookupRequest = z.input<typeof CouponLookupRequestSchema>;

export const CouponSchema = z.looseObject({
  coupon_activity_id: looseString,
  coupon_amount: looseString,
  coupon_start_fee: looseString,
  coupon_remain_count: looseNumber,
  coupon_total_count: looseNumber,
  coupon_start_time: looseString,
  coupon_end_time: looseString,
  /** 1 public coupon of the whole network; 4 channel coupon. */
  coupon_src_scene: looseNumber,
  /** 0 shop coupon; 1 single-item coupon. */
  coupon_type: looseNumber,
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponLookupResultSchema = z.looseObject({
  withholding_money: looseCount,
  mall_coupon_get_response: z.looseObject({ data: CouponSchema }),
});
export type CouponLookupResult = z.infer<typeof CouponLookupResultSchema>;
