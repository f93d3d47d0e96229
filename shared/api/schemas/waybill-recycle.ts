import { z } from 'zod';
import {
  digitString,
  intLike,
  looseArray,
  looseCount,
  looseNullableString,
  looseString,
  nonEmpty,
} from './common';

const RecycleEntrySchema = z.strictObject({
  wp_code: nonEmpty,
  waybill_code: nonEmpty,
  owner_id: nonEmpty,
  // Only "1" can currently be chosen; other digits are answered per entry with code 0 (R2), not refused.
  platform: digitString,
});
export type RecycleEntry = z.infer<typeof RecycleEntrySchema>;

/** Spec 2.6; R1: 1 to 100 entries; R3: vvtype accepted and ignored. */
export const WaybillRecycleRequestSchema = z.strictObject({
  params: z
    .array(RecycleEntrySchema)
    .min(1, { message: 'needs at least 1 entry' })
    .max(100, { message: 'at most 100 entries' }),
  vvtype: intLike.optional(),
});
export type WaybillRecycleRequest = z.input<typeof WaybillRecycleRequestSchema>;

const RecycleOutcomeSchema = z.looseObject({
  waybill_code: looseString,
  wp_code: looseString,
  /** 1 success, 0 failure. */
  code: looseCount,
  error_msg: looseNullableString,
  order_sn: looseString.optional(),
});
export type RecycleOutcome = z.infer<typeof RecycleOutcomeSchema>;

export const WaybillRecycleResultSchema = z.looseObject({
  result: looseArray(RecycleOutcomeSchema),
  withholding_money: looseCount,
});
export type WaybillRecycleResult = z.infer<typeof WaybillRecycleResultSchema>;
