import { describe, expect, it } from 'vitest';
import { CouponLookupInput } from '../../../shared/ipc/channels/tools';
import { checkCouponQuery, couponFieldOf, EMPTY_COUPON_QUERY } from './coupon-query';

const form = (over: Partial<typeof EMPTY_COUPON_QUERY>) => ({ ...EMPTY_COUPON_QUERY, ...over });

describe('coupon lookup form: either both ids or `me`', () => {
  it('both ids → a lookup by ids the contract accepts (trimmed)', () => {
    const check = checkCouponQuery(form({ itemId: ' 512345678901 ', activityId: 'a1b2' }));
    expect(check).toEqual({ ok: true, input: { by: 'ids', itemId: '512345678901', activityId: 'a1b2' } });
    if (check.ok) expect(CouponLookupInput.safeParse(check.input).success).toBe(true);
  });

  it('`me` alone → a lookup by me', () => {
    const check = checkCouponQuery(form({ me: ' eyJpdGVtX2lkIjoiMSJ9.c2ln ' }));
    expect(check).toEqual({ ok: true, input: { by: 'me', me: 'eyJpdGVtX2lkIjoiMSJ9.c2ln' } });
    if (check.ok) expect(CouponLookupInput.safeParse(check.input).success).toBe(true);
  });

  it('nothing → the item id field is named', () => {
    expect(checkCouponQuery(form({}))).toEqual({ ok: false, errors: { itemId: 'error.neither' } });
    expect(checkCouponQuery(form({ itemId: '  ', me: ' ' }))).toEqual({
      ok: false,
      errors: { itemId: 'error.neither' },
    });
  });

  it('`me` together with an id → the me field says to use one or the other', () => {
    expect(checkCouponQuery(form({ me: 'x.y', itemId: '1' }))).toEqual({
      ok: false,
      errors: { me: 'error.both' },
    });
    expect(checkCouponQuery(form({ me: 'x.y', activityId: 'a' }))).toEqual({
      ok: false,
      errors: { me: 'error.both' },
    });
  });

  it('one id without the other → the missing one is named', () => {
    expect(checkCouponQuery(form({ itemId: '1' }))).toEqual({
      ok: false,
      errors: { activityId: 'error.activityMissing' },
    });
    expect(checkCouponQuery(form({ activityId: 'a' }))).toEqual({
      ok: false,
      errors: { itemId: 'error.itemMissing' },
    });
  });

  it('maps gateway and router field paths onto the form', () => {
    expect(couponFieldOf('item_id')).toBe('itemId');
    expect(couponFieldOf('activityId')).toBe('activityId');
    expect(couponFieldOf('me')).toBe('me');
    expect(couponFieldOf('mall_user_id')).toBeNull();
    expect(couponFieldOf(undefined)).toBeNull();
  });
});
