import { GOODS, GOODS_IMAGE_HOST, REGIONS, REMARKS, REMARK_TAGS, SURNAMES } from './order-catalogue';
import { seededRandom } from '../../shared/util/seeded-random';

/** An order as the sandbox stores it: the fields of spec 2.7 in its order, without the call's charge. */
export interface StoredOrder {
  receiver_name: string;
  receiver_phone: string;
  province: string;
  city: string;
  town: string;
  receiver_address: string;
  order_sn: string;
  goods_name: string;
  goods_img: string;
  goods_spec: string;
  is_pre_sale: boolean;
  last_ship_time: number;
  confirm_time: number;
  remark: string;
  goods_count: number;
  pay_amount: number;
  order_status: number;
  remark_tag: string | null;
  remark_tag_name: string | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export { seededRandom };

/** FNV-1a, to give each owner its own stream from one seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const digits = (rand: () => number, n: number): string =>
  Array.from({ length: n }, () => String(Math.floor(rand() * 10))).join('');

/** `yymmdd` of a moment in UTC+8, the zone the marketplace numbers its orders in. */
const shanghaiDay = (ms: number): string =>
  new Date(ms + 8 * HOUR_MS).toISOString().slice(2, 10).replaceAll('-', '');

/** 1 awaiting shipment, 2 shipped, 3 completed, 4 closed (DECISIONS O4), weighted like a busy shop. */
function pickStatus(rand: () => number): number {
  const r = rand();
  return r < 0.4 ? 1 : r < 0.7 ? 2 : r < 0.9 ? 3 : 4;
}

/**
 * One order, deterministic for `rand`'s state. `anchorMs` is the newest possible confirm time;
 * `ageMs`, when given, fixes how long before the anchor it was concluded.
 */
export function makeOrder(
  rand: () => number,
  anchorMs: number,
  ageMs?: number,
  status?: number,
): StoredOrder {
  const region = pick(rand, REGIONS);
  const goodsIndex = Math.floor(rand() * GOODS.length);
  const goods = GOODS[goodsIndex] ?? GOODS[0]!;
  const count = 1 + Math.floor(rand() * 3);
  const age = ageMs ?? Math.floor(rand() * 30 * DAY_MS);
  const confirmTime = anchorMs - age;
  const preSale = rand() < 0.12;
  const hasRemark = rand() < 0.3;
  const tag = rand() < 0.25 ? String(1 + Math.floor(rand() * 5)) : null;
  return {
    receiver_name: `${pick(rand, SURNAMES)}**`,
    receiver_phone: `1${3 + Math.floor(rand() * 7)}${digits(rand, 1)}****${digits(rand, 4)}`,
    province: region.province,
    city: region.city,
    town: pick(rand, region.towns),
    receiver_address: `${pick(rand, region.streets)}${1 + Math.floor(rand() * 400)}号${1 + Math.floor(rand() * 20)}栋${100 + Math.floor(rand() * 2800)}室`,
    order_sn: `${shanghaiDay(confirmTime)}-${digits(rand, 15)}`,
    goods_name: goods.name,
    goods_img: `${GOODS_IMAGE_HOST}/${goodsIndex + 1}.jpg`,
    goods_spec: pick(rand, goods.specs),
    is_pre_sale: preSale,
    // Pre-sale goods ship within 7 to 15 days; the rest within 48 hours.
    last_ship_time: confirmTime + (preSale ? (7 + Math.floor(rand() * 9)) * DAY_MS : 48 * HOUR_MS),
    confirm_time: confirmTime,
    remark: hasRemark ? pick(rand, REMARKS) : '',
    goods_count: count,
    pay_amount: Math.round(goods.price * count * 100) / 100,
    order_status: status ?? pickStatus(rand),
    remark_tag: tag,
    remark_tag_name: tag === null ? null : (REMARK_TAGS[tag] ?? null),
  };
}

/** The seeded orders of one owner: the same list for the same seed, owner and anchor. */
export function seedOrders(ownerId: string, count: number, seed: number, anchorMs: number): StoredOrder[] {
  const rand = seededRandom(seed ^ hashText(ownerId));
  // The first four orders cover every status, so even a tiny seed shows all of them.
  return Array.from({ length: count }, (_, i) =>
    makeOrder(rand, anchorMs, undefined, i < 4 ? i + 1 : undefined),
  );
}

/** Seeded confirm times count back from the start of the current hour, so a restart within it agrees. */
export const seedAnchor = (nowMs: number): number => Math.floor(nowMs / HOUR_MS) * HOUR_MS;
