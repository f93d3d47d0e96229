import { z } from 'zod';
import { CARRIER_CODE } from '../api/carriers';
import { SenderSchema, TEMPLATE_URL_PATTERN } from '../api/schemas/waybill-fetch';

/*
 * A shop of the seller, as the desk keeps it (in the ledger, so every desk of a shared ledger sees the same shops).
 * The gateway knows a shop by several ids: `owner_id` pages its sold orders and names each recycled waybill's
 * owner; `shop_id` and `user_id` (the merchant using the waybill account) go with each fetch; the mall user id
 * with the coupon lookup and the in-mall push. Each shop prints with its own sender and its carriers' templates.
 */

const digits = z.string().regex(/^\d*$/, { message: 'must be digits' });

/** One carrier a shop ships with: its cp_code and the template its labels are drawn from. */
export const ShopCarrier = z.object({
  cpCode: z.string().regex(CARRIER_CODE, { message: 'must be letters, digits or _ (at most 19)' }),
  templateUrl: z
    .string()
    .regex(TEMPLATE_URL_PATTERN, { message: 'must look like https://<host>/template/standard/<id>' })
    .or(z.literal('')),
  isDefault: z.boolean(),
});
export type ShopCarrier = z.infer<typeof ShopCarrier>;

export const Shop = z.object({
  /** The desk's own id for the shop (stable across renames; what the ledger's rows name). */
  id: z.string().min(1),
  /** The name the seller knows it by, shown on every order row and scan card. */
  name: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(40, { message: 'must be at most 40 characters' }),
  /** The colour of its tag (#rrggbb). */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like #1677ff' }),
  /** owner_id: sold orders are paged per owner; each recycled waybill carries it. Unique among the shops. */
  ownerId: z.string().trim().min(1, { message: 'is required' }),
  /** shop_id of a waybill fetch. */
  shopId: z.string(),
  mallUserId: digits,
  /** user_id of a waybill fetch: the merchant actually using the waybill account. */
  merchantUserId: digits,
  orderChannelsType: z.string(),
  /** The shop's default sender (its labels name it); null until the seller gives one. */
  sender: SenderSchema.nullable(),
  /** Carriers the shop ships with; at most one is the default. */
  carriers: z.array(ShopCarrier).max(20),
  /** A paused shop is not synced, fetched for or packed; its waybills stay. */
  paused: z.boolean(),
});
export type Shop = z.infer<typeof Shop>;

/** The shop's default carrier, or its first, or null. */
export const defaultCarrierOf = (shop: Shop): ShopCarrier | null =>
  shop.carriers.find((c) => c.isDefault) ?? shop.carriers[0] ?? null;
