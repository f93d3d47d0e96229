import { z } from 'zod';
import {
  digitString,
  isCalendarDateTime,
  looseArray,
  looseBoolean,
  looseCount,
  looseNullableString,
  looseNumber,
  looseString,
  nonEmpty,
} from './common';

/** O2: `YYYY-MM-DD HH:MM:SS` in UTC+8, or a 13-digit millisecond timestamp. */
const OrderTimeBound = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}|\d{13})$/, {
    message: 'must be YYYY-MM-DD HH:MM:SS (UTC+8) or a 13-digit millisecond timestamp',
  })
  .refine((s) => /^\d{13}$/.test(s) || isCalendarDateTime(s), { message: 'is not a real date and time' });

/** Paged sold orders edition (spec 9): 1 enhanced (default), 2 normal. */
const OrdersEdition = z.union([z.literal(1), z.literal(2), z.enum(['1', '2'])], {
  error: 'must be 1 (enhanced) or 2 (normal)',
});

/** Spec 2.7 request; sent as form fields (T6), so every value is text on the wire. */
export const SoldOrdersRequestSchema = z.strictObject({
  owner_id: nonEmpty,
  vvtype: OrdersEdition.optional(),
  page: digitString.optional(),
  pageSize: digitString
    .refine((s) => Number(s) >= 1 && Number(s) <= 100, { message: 'must be from 1 to 100' })
    .optional(),
  start_time: OrderTimeBound.optional(),
  end_time: OrderTimeBound.optional(),
  remark: z.string().optional(),
  remarkTag: z.enum(['1', '2', '3', '4', '5'], { error: 'must be a mark from 1 to 5' }).optional(),
  remarkTagName: z.string().optional(),
});
export type SoldOrdersRequest = z.input<typeof SoldOrdersRequestSchema>;

/** One order of `content` (spec 2.7); the field list says string, the sample sends other types. */
export const SoldOrderSchema = z.preprocess(
  // The field list names the address `address`, the sample `receiver_address`: accept either.
  (v) =>
    v && typeof v === 'object' && !('receiver_address' in v) && 'address' in v
      ? { ...v, receiver_address: v.address }
      : v,
  z.looseObject({
    order_sn: looseString,
    receiver_name: looseString,
    receiver_phone: looseString,
    province: looseString,
    city: looseString,
    town: looseString,
    receiver_address: looseString,
    goods_name: looseString,
    goods_img: looseString,
    goods_spec: looseString,
    is_pre_sale: looseBoolean,
    last_ship_time: looseNumber,
    confirm_time: looseNumber,
    remark: looseString,
    goods_count: looseNumber,
    pay_amount: looseNumber,
    order_status: looseNumber,
    remark_tag: looseNullableString,
    remark_tag_name: looseNullableString,
    withholding_money: looseCount,
  }),
);
export type SoldOrder = z.infer<typeof SoldOrderSchema>;

export const SoldOrdersResultSchema = z.looseObject({
  content: looseArray(SoldOrderSchema),
  page: looseCount,
  pageSize: looseCount,
  totalElements: looseCount,
});
export type SoldOrdersPage = z.infer<typeof SoldOrdersResultSchema>;
