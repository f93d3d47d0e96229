import { z } from 'zod';

/** One party of a label: what a courier reads, already flattened (the address as one line). */
export const LabelContact = z.object({
  name: z.string(),
  /** Mobile if present, else landline; the recipient's is masked in the middle. */
  phone: z.string(),
  addressLine: z.string(),
});
export type LabelContact = z.infer<typeof LabelContact>;

/** Sub-parent mode (DECISIONS W13): this label is package `index` of `count`. */
export const LabelPackage = z.object({
  index: z.number().int().positive(),
  count: z.number().int().positive(),
});
export type LabelPackage = z.infer<typeof LabelPackage>;

/**
 * Everything a shipping label shows, drawn from `print_data` (DECISIONS W12) plus what only the ledger
 * knows (goods, order number, package position, print date). Empty string means "not given".
 */
export const LabelModel = z.object({
  /** True when print_data carries `encryptedData`: only the carrier's cloud-print component can draw it. */
  encrypted: z.boolean(),
  encryptedReason: z.string(),
  waybillCode: z.string(),
  /** The carrier's code (`cpCode` in print_data, e.g. YTO), when given. */
  carrierCode: z.string(),
  parentWaybillCode: z.string(),
  package: LabelPackage.nullable(),
  /** The big routing text (sortation / 大头笔). */
  sortationName: z.string(),
  consolidationName: z.string(),
  consolidationCode: z.string(),
  originCode: z.string(),
  originName: z.string(),
  routeCode: z.string(),
  siteAreaCode: z.string(),
  shippingOptionCode: z.string(),
  shippingOptionTitle: z.string(),
  shippingServices: z.array(z.string()),
  sender: LabelContact.nullable(),
  recipient: LabelContact.nullable(),
  templateURL: z.string(),
  /** Every order's goods with its quantity, in the waybill's order (a merged waybill lists several). */
  goodsSummary: z.string(),
  /** The first order: its number is the order barcode. */
  orderSn: z.string(),
  /** Every order of the waybill, first = orderSn (a merge group's); empty when not known. */
  orderSns: z.array(z.string()),
  printedAt: z.string(),
  /** The parcel's weight as the scale measured it (grams) when the scan station weighed it; null when not weighed. */
  parcelGrams: z.number().nonnegative().nullable(),
  /** Characters the label font cannot draw (emoji…) were left out of some text: the desk says so. */
  omittedCharacters: z.boolean(),
});
export type LabelModel = z.infer<typeof LabelModel>;

export const LabelParseResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), label: LabelModel }),
  /** `error` names what is missing or wrong, e.g. `print_data.data.waybillCode is missing`. */
  z.object({ ok: z.literal(false), error: z.string(), waybillCode: z.string().optional() }),
]);
export type LabelParseResult = z.infer<typeof LabelParseResult>;
