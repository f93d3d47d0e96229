import { z } from 'zod';
import { IpcError } from '../errors';
import { FetchOptions, WaybillFetchOutcome } from './waybills';

/*
 * A fetch whose orders span the seller's shops: the desk splits it into one gateway call per shop (at most 10
 * waybills each), each with that shop's ids, sender and carrier template. The book is keyed by (owner, order
 * number), so an order is named by both: the same number in two shops is two orders.
 */

const ShopOrderRef = z.object({ ownerId: z.string().min(1), orderSn: z.string().min(1) });
export type ShopOrderRef = z.infer<typeof ShopOrderRef>;

const refKey = (ref: ShopOrderRef): string => JSON.stringify([ref.ownerId, ref.orderSn]);

const SelectionShape = {
  orders: z
    .array(ShopOrderRef)
    .min(1, { message: 'select at least 1 order' })
    .max(300, { message: 'at most 300 orders per fetch' })
    .refine((a) => new Set(a.map(refKey)).size === a.length, { message: 'an order is selected twice' }),
  /** Orders of one receiver of one shop sent as ONE waybill; an order is in at most one group. */
  merges: z
    .array(z.object({ ownerId: z.string().min(1), orderSns: z.array(z.string().min(1)).min(2).max(100) }))
    .default([]),
};

/** Every order of a merge group is one of the selected orders of its shop, and in no other group. */
const checkMerges = (
  input: { orders: ShopOrderRef[]; merges: { ownerId: string; orderSns: string[] }[] },
  ctx: z.RefinementCtx,
): void => {
  const selected = new Set(input.orders.map(refKey));
  const seen = new Set<string>();
  input.merges.forEach((group, g) => {
    group.orderSns.forEach((orderSn, i) => {
      const key = refKey({ ownerId: group.ownerId, orderSn });
      if (!selected.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['merges', g, i],
          message: 'is not one of the selected orders',
        });
      } else if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['merges', g, i], message: 'is in two merge groups' });
      }
      seen.add(key);
    });
  });
};

export const ShopsFetchSelection = z.object(SelectionShape).superRefine(checkMerges);
export type ShopsFetchSelection = z.input<typeof ShopsFetchSelection>;

export const ShopsFetchInput = z
  .object({
    ...SelectionShape,
    /** The carrier every shop ships this fetch with (its own template); absent = each shop's default carrier. */
    cpCode: z.string().min(1).max(19).optional(),
    options: FetchOptions.default({ needEncrypt: false, edition: 1, callDoorPickUp: false }),
    confirmDuplicate: z.boolean().default(false),
    confirmNotAwaiting: z.boolean().default(false),
  })
  .superRefine(checkMerges);
export type ShopsFetchInput = z.input<typeof ShopsFetchInput>;

/** One planned gateway call: one shop, at most 10 waybills, what it will cost. */
export const ShopFetchCall = z.object({
  ownerId: z.string(),
  shopName: z.string(),
  colour: z.string(),
  cpCode: z.string(),
  templateUrl: z.string(),
  senderName: z.string(),
  orderSns: z.array(z.string()),
  merges: z.array(z.array(z.string())),
  /** Waybills the call asks for: one per merge group, one per other order. */
  waybills: z.number(),
  /** Points it costs if every waybill is issued (one point per waybill). */
  points: z.number(),
});
export type ShopFetchCall = z.infer<typeof ShopFetchCall>;

export const ShopsFetchPlan = z.object({ calls: z.array(ShopFetchCall) });
export type ShopsFetchPlan = z.infer<typeof ShopsFetchPlan>;

/** One call's end: its waybills, or why it was refused (a refused call spent nothing; the others went on). */
export const ShopFetchCallOutcome = ShopFetchCall.extend({
  outcome: WaybillFetchOutcome.nullable(),
  error: IpcError.nullable(),
});
export type ShopFetchCallOutcome = z.infer<typeof ShopFetchCallOutcome>;

export const ShopsFetchOutcome = z.object({
  calls: z.array(ShopFetchCallOutcome),
  /** Points spent by every call together. */
  charged: z.number(),
});
export type ShopsFetchOutcome = z.infer<typeof ShopsFetchOutcome>;
