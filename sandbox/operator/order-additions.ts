import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { invalidRequest } from '../operations/gateway-refusal';
import type { OrderBook } from '../state/order-book';
import { REMARK_TAGS } from '../catalogue/order-catalogue';
import { makeOrder, seededRandom, type StoredOrder } from '../catalogue/order-seed';

const msTimestamp = z
  .number()
  .int()
  .min(1e12)
  .max(1e13 - 1, { message: 'must be a 13-digit millisecond timestamp' });

/** Any field of an order may be given; the rest is generated (DECISIONS O5: orders pushed after subscription). */
const PartialOrderSchema = z
  .strictObject({
    receiver_name: z.string(),
    receiver_phone: z.string(),
    province: z.string(),
    city: z.string(),
    town: z.string(),
    receiver_address: z.string(),
    order_sn: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'may hold only digits, letters, underscore and hyphen' }),
    goods_name: z.string(),
    goods_img: z.string(),
    goods_spec: z.string(),
    is_pre_sale: z.boolean(),
    last_ship_time: msTimestamp,
    confirm_time: msTimestamp,
    remark: z.string(),
    goods_count: z.number().int().positive(),
    pay_amount: z.number().nonnegative(),
    order_status: z.number().int().min(1).max(4),
    remark_tag: z.enum(['1', '2', '3', '4', '5']).nullable(),
    remark_tag_name: z.string().nullable(),
  })
  .partial();

export const AddOrdersSchema = z.strictObject({
  owner_id: z.string().min(1, { message: 'is required' }),
  orders: z.array(PartialOrderSchema).min(1).max(1000).optional(),
  /** Generated orders to add when `orders` is not given (default 1). */
  count: z.number().int().min(1).max(1000).optional(),
});
type AddOrdersRequest = z.infer<typeof AddOrdersSchema>;

/** Adds orders, newest first at `nowMs`; refuses the whole batch if an order number is taken. */
export function addOrders(book: OrderBook, req: AddOrdersRequest, nowMs: number): StoredOrder[] {
  const partials: z.infer<typeof PartialOrderSchema>[] =
    req.orders ?? Array.from({ length: req.count ?? 1 }, () => ({}));
  const rand = seededRandom(randomInt(2 ** 31));
  const added = partials.map((partial, i) => {
    // Given confirm times are kept; generated ones are a second apart, so the batch keeps its order.
    const age = partial.confirm_time === undefined ? i * 1000 : nowMs - partial.confirm_time;
    const order = { ...makeOrder(rand, nowMs, age), ...partial };
    if (partial.remark_tag !== undefined && partial.remark_tag_name === undefined) {
      order.remark_tag_name = partial.remark_tag === null ? null : (REMARK_TAGS[partial.remark_tag] ?? null);
    }
    return order;
  });
  const seen = new Set<string>();
  added.forEach((o, i) => {
    if (seen.has(o.order_sn) || book.has(req.owner_id, o.order_sn)) {
      throw invalidRequest(`orders[${i}].order_sn`, `${o.order_sn} already exists for ${req.owner_id}`);
    }
    seen.add(o.order_sn);
  });
  book.add(req.owner_id, added);
  return added;
}
