import type { In } from '../../../shared/ipc/contract';

/** The lookup form as typed; either both ids or the encrypted `me` (spec 2.5 rule 3). */
export interface CouponQueryForm {
  itemId: string;
  activityId: string;
  me: string;
}

export type CouponField = keyof CouponQueryForm;

/** i18n keys (namespace coupon, `error.*`) per field: the message names its field. */
export type CouponFormErrors = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON_QUERY: CouponQueryForm = { itemId: '', activityId: '', me: '' };

export type CouponQueryCheck =
  { ok: true; input: In<'coupons.lookup'> } | { ok: false; errors: CouponFormErrors };

/** Checked before sending, so a wrong form costs nothing. */
export const checkCouponQuery = (form: CouponQueryForm): CouponQueryCheck => {
  const itemId = form.itemId.trim();
  const activityId = form.activityId.trim();
  const me = form.me.trim();
  const byIds = itemId !== '' || activityId !== '';
  if (me !== '' && byIds) return { ok: false, errors: { me: 'error.both' } };
  if (me !== '') return { ok: true, input: { by: 'me', me } };
  if (!byIds) return { ok: false, errors: { itemId: 'error.neither' } };
  if (itemId === '') return { ok: false, errors: { itemId: 'error.itemMissing' } };
  if (activityId === '') return { ok: false, errors: { activityId: 'error.activityMissing' } };
  return { ok: true, input: { by: 'ids', itemId, activityId } };
};

/** The field a gateway or router error points at (`item_id`, `activityId`, `me`…), if it is one of ours. */
export const couponFieldOf = (path: string | undefined): CouponField | null => {
  if (!path) return null;
  const last = path.split('.').pop() ?? '';
  if (last === 'me') return 'me';
  if (last === 'item_id' || last === 'itemId') return 'itemId';
  if (last === 'activity_id' || last === 'activityId') return 'activityId';
  return null;
};
