import { ACTIVITY_ID, ITEM_ID } from '../../../shared/api/schemas/coupon-lookup';
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
  if (!ITEM_ID.test(itemId)) return { ok: false, errors: { itemId: 'error.itemDigits' } };
  if (activityId === '') return { ok: false, errors: { activityId: 'error.activityMissing' } };
  if (!ACTIVITY_ID.test(activityId)) return { ok: false, errors: { activityId: 'error.activityShape' } };
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

/** The gateway's words the desk recognises on a refused lookup, as i18n keys (namespace coupon). */
const KNOWN_REFUSALS: ReadonlyArray<[RegExp, string]> = [
  [/not a valid coupon string/i, 'error.meInvalid'],
  [/disagrees with/i, 'error.meDisagrees'],
  [/must be a string of digits|digits/i, 'error.itemDigits'],
];

/** A refusal's message in the seller's language when the desk knows it; otherwise null (shown as the gateway's). */
export const couponRefusalKey = (msg: string): string | null =>
  KNOWN_REFUSALS.find(([re]) => re.test(msg))?.[1] ?? null;

/** P2: the gateway's "coupon not found" (code 100, no field). */
export const isCouponNotFound = (msg: string): boolean => /coupon not found/i.test(msg);
