import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation';
import { CouponLookupRequestSchema, CouponLookupResultSchema } from './coupon-lookup';

const problem = (req: unknown): string | null => {
  const r = CouponLookupRequestSchema.safeParse(req);
  return r.success ? null : describeIssue(r.error).path;
};

describe('coupon lookup request (rule 3)', () => {
  it('takes me, or item_id with activity_id, and mall_user_id always (also as digits, T5)', () => {
    expect(problem({ me: 'abc.def', mall_user_id: 10001 })).toBeNull();
    expect(problem({ item_id: '1', activity_id: 'a', mall_user_id: '10001' })).toBeNull();
    expect(problem({ me: 'abc.def' })).toBe('mall_user_id');
    expect(problem({ me: 'abc.def', mall_user_id: 'x' })).toBe('mall_user_id');
    expect(problem({ me: 'abc.def', mall_user_id: 1.5 })).toBe('mall_user_id');
  });

  it('names the missing half of the pair', () => {
    expect(problem({ mall_user_id: 1 })).toBe('me');
    expect(problem({ activity_id: 'a', mall_user_id: 1 })).toBe('item_id');
    expect(problem({ item_id: '1', mall_user_id: 1 })).toBe('activity_id');
    expect(problem({ me: '', mall_user_id: 1 })).toBe('me');
  });
});

describe('coupon lookup result (tolerant)', () => {
  it('reads counts given as text and keeps unknown fields', () => {
    const r = CouponLookupResultSchema.parse({
      withholding_money: 1,
      mall_coupon_get_response: {
        data: {
          coupon_amount: 5,
          coupon_remain_count: '10',
          coupon_type: '1',
          coupon_src_scene: 4,
          note: 'x',
        },
      },
    });
    expect(r.mall_coupon_get_response.data).toMatchObject({
      coupon_amount: '5',
      coupon_remain_count: 10,
      coupon_type: 1,
      coupon_total_count: null,
      note: 'x',
    });
  });
});
