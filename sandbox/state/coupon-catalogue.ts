import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { metaOnce, type SandboxDatabase } from './database';
import { hashText, seededRandom } from '../catalogue/order-seed';

interface SandboxCoupon {
  item_id: string;
  coupon_start_fee: string;
  coupon_remain_count: number;
  coupon_total_count: number;
  coupon_end_time: string;
  coupon_start_time: string;
  coupon_amount: string;
  coupon_src_scene: number;
  coupon_type: number;
  coupon_activity_id: string;
}

const COUPONS_PER_MALL_USER = 12;
const DAY_MS = 86_400_000;

const dayText = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * A deterministic coupon catalogue per mall user (ids depend on the user only; dates count from today in
 * UTC+8), and the signed `me` strings that name one coupon (DECISIONS P1).
 */
export class CouponCatalogue {
  private readonly secret: Buffer;
  private readonly cache = new Map<string, { day: string; coupons: SandboxCoupon[] }>();

  constructor(db: SandboxDatabase) {
    this.secret = Buffer.from(
      metaOnce(db, 'coupon-secret', () => randomBytes(32).toString('hex')),
      'hex',
    );
  }

  forMallUser(mallUserId: string): SandboxCoupon[] {
    const today = dayText(Date.now());
    const hit = this.cache.get(mallUserId);
    if (hit?.day === today) return hit.coupons;
    const coupons = makeCatalogue(mallUserId, Date.now());
    this.cache.set(mallUserId, { day: today, coupons });
    return coupons;
  }

  find(mallUserId: string, itemId: string, activityId: string): SandboxCoupon | undefined {
    return this.forMallUser(mallUserId).find(
      (c) => c.item_id === itemId && c.coupon_activity_id === activityId,
    );
  }

  /** `base64url(JSON {item_id, activity_id})` + `.` + base64url(HMAC-SHA256 of that text). */
  encodeMe(itemId: string, activityId: string): string {
    const payload = Buffer.from(JSON.stringify({ item_id: itemId, activity_id: activityId })).toString(
      'base64url',
    );
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The ids a `me` names, or null when it is malformed or not signed by this sandbox. */
  decodeMe(me: string): { item_id: string; activity_id: string } | null {
    const parts = me.split('.');
    if (parts.length !== 2) return null;
    const [payload = '', mac = ''] = parts;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const ids = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      if (ids && typeof ids === 'object') {
        const { item_id, activity_id } = ids as Record<string, unknown>;
        if (typeof item_id === 'string' && typeof activity_id === 'string') return { item_id, activity_id };
      }
    } catch {
      // falls through: signed but not the JSON we make
    }
    return null;
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.secret).update(text).digest();
  }
}

function makeCatalogue(mallUserId: string, nowMs: number): SandboxCoupon[] {
  const rand = seededRandom(hashText(`coupons:${mallUserId}`));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
  return Array.from({ length: COUPONS_PER_MALL_USER }, (_, i) => {
    const amount = [3, 5, 10, 20, 30, 50][Math.floor(rand() * 6)] ?? 5;
    const startFee = amount * (2 + Math.floor(rand() * 8));
    const total = (1 + Math.floor(rand() * 20)) * 500;
    const startsAgo = Math.floor(rand() * 10);
    const lasts = 7 + Math.floor(rand() * 30);
    return {
      item_id: `${1 + Math.floor(rand() * 9)}${digits(11)}`,
      coupon_start_fee: startFee.toFixed(2),
      // The first coupon is always available, so the printed demo `me` finds a live one.
      coupon_remain_count: i === 0 ? total : Math.floor(rand() * total),
      coupon_total_count: total,
      coupon_end_time: dayText(nowMs + (lasts - startsAgo) * DAY_MS),
      coupon_start_time: dayText(nowMs - startsAgo * DAY_MS),
      coupon_amount: amount.toFixed(2),
      coupon_src_scene: rand() < 0.7 ? 1 : 4,
      coupon_type: rand() < 0.5 ? 0 : 1,
      coupon_activity_id: hex(32),
    };
  });
}
