import fc from 'fast-check';
import type { CouponLookupRequest } from '../api/schemas/coupon-lookup';
import type { ItemPushRequest } from '../api/schemas/item-push';
import type { SoldOrdersRequest } from '../api/schemas/sold-orders';
import type { WaybillFetchRequest } from '../api/schemas/waybill-fetch';
import type { WaybillRecycleRequest } from '../api/schemas/waybill-recycle';
import { DEMO } from './sample-requests';

/*
 * fast-check generators of VALID requests for the sandbox's demo fixtures, within every length and shape
 * rule of the spec and DECISIONS (lengths in code points: ASCII, Chinese and astral emoji mixed).
 */

const ascii = fc.constantFrom(...'abcxyzABCXYZ0189-_ .#');
const chinese = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCodePoint(c));
const emoji = fc.integer({ min: 0x1f600, max: 0x1f64f }).map((c) => String.fromCodePoint(c));
const char = fc.oneof(
  { arbitrary: ascii, weight: 3 },
  { arbitrary: chinese, weight: 3 },
  { arbitrary: emoji, weight: 1 },
);

/** Text of `min` to `max` code points. */
export const text = (min: number, max: number): fc.Arbitrary<string> =>
  fc.array(char, { minLength: min, maxLength: max }).map((cs) => cs.join(''));

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const idChars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const ORDER_NUMBER = 'abcXYZ0123456789_-';

export const CARRIER_CODES = ['YTO', 'ZTO', 'STO', 'YUNDA', 'SF', 'EMS', 'DBKD'] as const;

const address = fc.record(
  {
    province: text(1, 19),
    city: text(0, 19),
    district: text(0, 19),
    town: text(0, 29),
    detail: text(1, 255),
  },
  { requiredKeys: ['province', 'detail'] },
);

/** `YYYY-MM-DD HH:MM:SS` of a UTC instant (seconds). */
const dateTime = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
const instant = fc.integer({ min: 1_700_000_000, max: 1_900_000_000 });

const doorPickup = fc.oneof(
  fc.constant({}),
  fc
    .record({ start: instant, span: fc.nat({ max: 3 * 86_400 }), end: fc.boolean() })
    .map(({ start, span, end }) => ({
      call_door_pick_up: true,
      door_pick_up_time: dateTime(start),
      ...(end ? { door_pick_up_end_time: dateTime(start + span) } : {}),
    })),
);

const tradeOrderInfo = fc.record({
  order_info: fc.record(
    {
      order_channels_type: fc.constantFrom('TB', 'JD', 'PDD', 'OTHERS'),
      trade_order_list: fc.array(idChars(ORDER_NUMBER, 1, 24), { minLength: 1, maxLength: 5 }),
      out_trade_order_list: fc.array(text(1, 12), { maxLength: 3 }),
    },
    { requiredKeys: ['order_channels_type', 'trade_order_list'] },
  ),
  items: fc.array(
    fc.record(
      {
        count: fc.integer({ min: 1, max: 999 }),
        name: text(1, 30),
        weight: fc.integer({ min: 0, max: 50_000 }),
        volume: fc.integer({ min: 0, max: 50_000 }),
      },
      { requiredKeys: ['count', 'name'] },
    ),
    { minLength: 1, maxLength: 8 },
  ),
  withPackageId: fc.boolean(),
  total_packages_count: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  recipient: fc.oneof(
    fc.record({ address, mobile: digits(1, 19), name: text(1, 20) }),
    fc.record({ address, phone: digits(1, 19), name: text(1, 20), tid: idChars(ORDER_NUMBER, 1, 20) }),
    // An encrypted order: no contacts, only oaid or caid (W7).
    fc.record({ address, name: text(1, 20), oaid: idChars(ORDER_NUMBER, 1, 128) }),
    fc.record({ address, name: text(1, 20), caid: idChars(ORDER_NUMBER, 1, 40) }),
  ),
  template_url: fc
    .tuple(fc.constantFrom('https://cloudprint.example', 'http://tpl.local:8080'), idChars('abc019_-', 1, 12))
    .map(([host, id]) => `${host}/template/standard/${id}`),
  user_id: fc.constantFrom<number | string>(DEMO.mallUser, String(DEMO.mallUser)),
  logistics_services: fc.option(
    fc.constantFrom(
      '',
      '{}',
      '{"SVC-INSURE":{"value":"1000"}}',
      '{"SVC_COD":{"value":"25.5","currency":"CNY"}}',
    ),
    { nil: undefined },
  ),
});

export const validFetchRequest: fc.Arbitrary<WaybillFetchRequest> = fc
  .record({
    cp_code: fc.constantFrom(...CARRIER_CODES),
    sender: fc.oneof(
      fc.record({ address, mobile: digits(1, 19), name: text(1, 39) }),
      fc.record({ address, phone: digits(1, 19), mobile: digits(0, 19), name: text(1, 39) }),
    ),
    dtos: fc.array(tradeOrderInfo, { minLength: 1, maxLength: 10 }),
    need_encrypt: fc.option(fc.boolean(), { nil: undefined }),
    vvtype: fc.option(fc.constantFrom<1 | 2 | 3 | '1' | '2' | '3'>(1, 2, 3, '1', '2', '3'), {
      nil: undefined,
    }),
    door: doorPickup,
    runId: fc.nat(),
  })
  .map(({ cp_code, sender, dtos, need_encrypt, vvtype, door, runId }) => ({
    shop_id: DEMO.shop,
    ...(vvtype === undefined ? {} : { vvtype }),
    param_waybill_cloud_print_apply_new_request: {
      cp_code,
      sender,
      ...(need_encrypt === undefined ? {} : { need_encrypt }),
      ...door,
      trade_order_info_dtos: dtos.map(({ items, withPackageId, total_packages_count, ...dto }, i) => ({
        ...dto,
        // Unique within the call (W4, W5).
        object_id: `r${runId}-${i}`,
        package_info: {
          items,
          ...(withPackageId ? { id: `pkg_${i}` } : {}),
          ...(total_packages_count === undefined ? {} : { total_packages_count }),
        },
      })),
    },
  }));

const timeBound = fc.oneof(
  instant.map(dateTime),
  instant.map((s) => String(s * 1000)),
);

export const validOrdersRequest: fc.Arbitrary<SoldOrdersRequest> = fc.record(
  {
    owner_id: fc.constant(DEMO.owner),
    vvtype: fc.constantFrom<1 | 2 | '1' | '2'>(1, 2, '1', '2'),
    page: fc.nat({ max: 30 }).map(String),
    pageSize: fc.integer({ min: 1, max: 100 }).map(String),
    start_time: timeBound,
    end_time: timeBound,
    remark: text(0, 10),
    remarkTag: fc.constantFrom<'1' | '2' | '3' | '4' | '5'>('1', '2', '3', '4', '5'),
    remarkTagName: text(0, 10),
  },
  { requiredKeys: ['owner_id'] },
);

export const validRecycleRequest: fc.Arbitrary<WaybillRecycleRequest> = fc.record(
  {
    params: fc.array(
      fc.record({
        wp_code: fc.constantFrom(...CARRIER_CODES),
        waybill_code: idChars('YTSF0123456789', 1, 16),
        owner_id: fc.constant(DEMO.owner),
        platform: fc.constantFrom('1', '1', '2', '3'),
      }),
      { minLength: 1, maxLength: 20 },
    ),
    vvtype: fc.oneof(fc.integer({ min: 0, max: 9 }), digits(1, 3)),
  },
  { requiredKeys: ['params'] },
);

export const validPushRequest: fc.Arbitrary<ItemPushRequest> = fc.record({
  items: fc.array(
    fc.record({
      url: digits(1, 15),
      account: fc.tuple(text(0, 8), chinese, text(0, 8)).map((p) => p.join('')),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  type: fc.constantFrom<'1' | '2' | '3' | '4'>('1', '2', '3', '4'),
});

/** Coupons the sandbox knows for the demo mall user: by `me`, by the id pair, or both. */
export const validCouponRequest = (
  coupons: readonly { item_id: string; coupon_activity_id: string; me: string }[],
): fc.Arbitrary<CouponLookupRequest> =>
  fc
    .record({
      coupon: fc.constantFrom(...coupons),
      form: fc.constantFrom('me', 'pair', 'both'),
      mall_user_id: fc.constantFrom<number | string>(DEMO.mallUser, String(DEMO.mallUser)),
    })
    .map(({ coupon, form, mall_user_id }) => ({
      mall_user_id,
      ...(form === 'pair' ? {} : { me: coupon.me }),
      ...(form === 'me' ? {} : { item_id: coupon.item_id, activity_id: coupon.coupon_activity_id }),
    }));
