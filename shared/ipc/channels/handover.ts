import { z } from 'zod';
import { LabelSize } from '../../label/label-sizes';
import { Language } from './settings';

/*
 * The handover to the courier: batches of one carrier's parcels, each parcel's waybill scanned as it goes into the
 * courier's bag, then the batch closed and its handover list (交接单) printed and signed.
 */

const Code = z.string().trim().min(1, { message: 'scan a waybill or an order number' }).max(128);
const BatchId = z.number().int().positive();

/** A waybill as a handover reads it: its carrier, whether it is live, and whether its label is known printed. */
export const HandoverWaybill = z.object({
  id: z.number(),
  waybillCode: z.string(),
  cpCode: z.string(),
  orderSns: z.array(z.string()),
  status: z.enum(['live', 'recycled']),
  /** printed: the printer confirmed it; may-have-printed: a print dialog or a job cut off; never: no print. */
  printed: z.enum(['printed', 'may-have-printed', 'never']),
  lastPrintedAt: z.number().nullable(),
});
export type HandoverWaybill = z.infer<typeof HandoverWaybill>;

/**
 * What one scan decided. counted: in the batch (green); already: in this batch before (not counted twice);
 * confirm: printed is not known, counted only after the seller's yes (amber); the rest are refused (red).
 */
export const HandoverVerdict = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('counted'),
    waybill: HandoverWaybill,
    /** The scan was an order number: its live waybill was found. */
    viaOrder: z.boolean(),
  }),
  z.object({ kind: z.literal('already'), waybill: HandoverWaybill, viaOrder: z.boolean() }),
  z.object({
    kind: z.literal('confirm'),
    waybill: HandoverWaybill,
    viaOrder: z.boolean(),
    why: z.enum(['never-printed', 'may-have-printed']),
  }),
  z.object({
    kind: z.literal('recycled'),
    waybill: HandoverWaybill,
    /** The live waybill of the same order, when it has one: that label goes instead. */
    liveCode: z.string().nullable(),
  }),
  z.object({ kind: z.literal('other-carrier'), waybill: HandoverWaybill, batchCpCode: z.string() }),
  z.object({
    kind: z.literal('other-batch'),
    waybill: HandoverWaybill,
    batchId: z.number(),
    closed: z.boolean(),
  }),
  z.object({ kind: z.literal('unknown'), code: z.string() }),
  /** The ledger could not be reached: nothing was recorded; scan it again once it is back. */
  z.object({ kind: z.literal('ledger-away'), code: z.string() }),
]);
export type HandoverVerdict = z.infer<typeof HandoverVerdict>;

export const HandoverScanRow = z.object({
  waybill: HandoverWaybill,
  desk: z.string(),
  scannedAt: z.number(),
  /** Counted after the seller's yes (its print was not known). */
  confirmed: z.boolean(),
});
export type HandoverScanRow = z.infer<typeof HandoverScanRow>;

export const HandoverBatchHead = z.object({
  id: z.number(),
  /** '' until the first scan chooses it. */
  cpCode: z.string(),
  desk: z.string(),
  openedAt: z.number(),
  closedAt: z.number().nullable(),
  count: z.number(),
});
export type HandoverBatchHead = z.infer<typeof HandoverBatchHead>;

export const HandoverBatch = HandoverBatchHead.extend({
  scans: z.array(HandoverScanRow),
  reopens: z.array(z.object({ desk: z.string(), at: z.number(), reason: z.string() })),
});
export type HandoverBatch = z.infer<typeof HandoverBatch>;

export const HandoverOpenInput = z.object({ cpCode: z.string().max(32).default('') });
export const HandoverBatchInput = z.object({ batchId: BatchId });
export const HandoverScanInput = z.object({
  batchId: BatchId,
  code: Code,
  /** The seller's yes to a waybill whose print is not known. */
  confirm: z.boolean().default(false),
});
export const HandoverScanOutcome = z.object({ verdict: HandoverVerdict, count: z.number() });
export type HandoverScanOutcome = z.infer<typeof HandoverScanOutcome>;
export const HandoverRemoveInput = z.object({ batchId: BatchId, waybillId: z.number().int().positive() });

/** The word a reopen is typed with: the seller means it. */
export const REOPEN_WORD = 'REOPEN';
export const HandoverReopenInput = z.object({
  batchId: BatchId,
  word: z.string(),
  reason: z.string().trim().min(1, { message: 'give a reason' }).max(200),
});

export const HandoverBatches = z.object({ batches: z.array(HandoverBatchHead) });
export const HandoverNotGoneInput = z.object({ since: z.number().int().min(0) });
export const HandoverNotGone = z.object({ waybills: z.array(HandoverWaybill) });
/** The handover list on A4: the route the web host opens, or the system print dialog's outcome (Electron). */
export const HandoverPrintInput = z.object({ batchId: BatchId, language: Language.optional() });
export const HandoverPrintOutcome = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('browser'), printUrl: z.string(), pages: z.number() }),
  z.object({ mode: z.literal('dialog'), printed: z.boolean(), pages: z.number() }),
]);
export type HandoverPrintOutcome = z.infer<typeof HandoverPrintOutcome>;
export const HandoverOfInput = z.object({ waybillIds: z.array(z.number().int().positive()).max(5000) });
export const HandoverOf = z.object({
  handovers: z.array(
    z.object({ waybillId: z.number(), batchId: z.number(), at: z.number(), closed: z.boolean() }),
  ),
});

/** The label printers a handover list can go to: each label size whose print profile (or --label-printer) names one. */
export const HandoverLabelPrinters = z.object({
  printers: z.array(z.object({ size: LabelSize, uri: z.string(), language: z.enum(['tspl', 'zpl']) })),
});
export type HandoverLabelPrinters = z.infer<typeof HandoverLabelPrinters>;
/** The handover list on a label printer: the batch and the print profile (its label size) whose printer takes it. */
export const HandoverPrintListInput = z.object({
  batchId: BatchId,
  size: LabelSize,
  language: Language.optional(),
  /** The carrier's name in the seller's language (main knows only its code; absent: the code is printed). */
  carrierName: z.string().trim().min(1).max(40).optional(),
});
/**
 * What the label printer answered, straight (a handover list is no paid waybill: it is not queued): sent, refused
 * (it said it cannot print: paper out, head open, an error) or unreachable; `message` in the seller's language.
 */
export const HandoverPrintListOutcome = z.object({
  outcome: z.enum(['sent', 'refused', 'unreachable']),
  printer: z.string(),
  labels: z.number().int().nonnegative(),
  message: z.string(),
  detail: z.string().optional(),
});
export type HandoverPrintListOutcome = z.infer<typeof HandoverPrintListOutcome>;
