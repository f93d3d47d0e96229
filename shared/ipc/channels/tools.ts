import { z } from 'zod';
import { ACTIVITY_ID, CouponSchema, ITEM_ID } from '../../api/schemas/coupon-lookup';
import { PushItemSchema } from '../../api/schemas/item-push';

export const CouponLookupInput = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('ids'),
    itemId: z
      .string()
      .trim()
      .min(1, { message: 'is required' })
      .regex(ITEM_ID, { message: 'must be a string of digits' }),
    activityId: z
      .string()
      .trim()
      .min(1, { message: 'is required' })
      .regex(ACTIVITY_ID, { message: 'must be letters, digits, _ or - (at most 64)' }),
  }),
  z.object({ by: z.literal('me'), me: z.string().trim().min(1, { message: 'is required' }) }),
]);
export const CouponLookupOutput = z.object({ coupon: CouponSchema, charged: z.number() });

export const PushSubmitInput = z.object({
  items: z.array(PushItemSchema).min(1, { message: 'add at least 1 item' }),
  type: z.enum(['1', '2', '3', '4']),
});
// The push reports no charge (C2: it deducts the account balance); the desk says so before sending.
export const PushSubmitOutput = z.object({ pushed: z.number() });

export const ChargesSummary = z.object({
  today: z.number(),
  session: z.number(),
  byOperation: z.record(z.string(), z.number()),
  calls: z.number(),
  /**
   * Charged calls whose amount the gateway does not report (the push deducts account balance, C2): counted,
   * so the day's figures say "push: balance deducted, amount not reported" instead of leaving them out.
   */
  unreported: z.object({ today: z.number(), session: z.number() }),
  /** Points this desk spent today (`today` is the whole shop's when desks share a ledger). */
  deskToday: z.number().optional(),
  /**
   * This session's points by the shop each charged call was for, as the call named it (an owner id, a shop id or
   * a mall user id; '' for a call about no shop): the screens name each shop from its ids.
   */
  sessionByShop: z.array(z.object({ shop: z.string(), points: z.number() })).optional(),
});
export type ChargesSummary = z.infer<typeof ChargesSummary>;
