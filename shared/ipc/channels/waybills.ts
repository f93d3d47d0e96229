import { z } from 'zod';
import { LogisticsServicesSchema } from '../../api/schemas/waybill-fetch';
import { DeskSenderSchema } from './desk-sender';
import { IntentReasonKind } from './intent-reasons';

const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, {
  message: 'must have the shape YYYY-MM-DD HH:MM:SS',
});

export const FetchOptions = z.object({
  needEncrypt: z.boolean().default(false),
  /** Waybill fetch edition: 1 normal, 2 enhanced, 3 standard. */
  edition: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  callDoorPickUp: z.boolean().default(false),
  doorPickUpTime: dateTime.optional(),
  doorPickUpEndTime: dateTime.optional(),
  /** JSON text of services (see LogisticsServicesSchema); empty = none. */
  logisticsServices: z
    .string()
    .trim()
    .transform((s) => (s === '' ? undefined : s))
    .pipe(LogisticsServicesSchema.optional())
    .optional(),
  /** Freight sub-parent mode: packages per order (W13). */
  totalPackagesCount: z.number().int().min(1).optional(),
  /** The unit weight of each order's goods, grams (the scan station's weighing knows them): package items' weight. */
  itemGrams: z.record(z.string(), z.number().int().nonnegative()).optional(),
});
type FetchOptions = z.input<typeof FetchOptions>;

export const WaybillFetchInput = z
  .object({
    /**
     * Order numbers from the order book (main keeps their snapshot). Each is one waybill, except the orders of a
     * merge group, which share one. At most 10 waybills per fetch, as the gateway allows (the cap
     * counts waybills, not orders).
     */
    orderSns: z
      .array(z.string().min(1))
      .min(1, { message: 'select at least 1 order' })
      .max(100, { message: 'at most 100 orders per fetch' })
      .refine((a) => new Set(a).size === a.length, { message: 'an order is selected twice' }),
    /**
     * Merge groups: orders of one receiver sent as ONE waybill whose trade_order_list holds them all. Each group
     * lists ≥ 2 orders of `orderSns`; an order is in at most one group; orders in no group get a waybill each.
     */
    merges: z.array(z.array(z.string().min(1)).min(2).max(100)).default([]),
    cpCode: z.string().min(1, { message: 'is required' }).max(19),
    sender: DeskSenderSchema,
    templateUrl: z.string(),
    options: FetchOptions.default({ needEncrypt: false, edition: 1, callDoorPickUp: false }),
    /** The seller confirmed a second, charged fetch for orders that hold a live waybill or an unknown outcome. */
    confirmDuplicate: z.boolean().default(false),
    /** The seller confirmed fetching for orders that are not awaiting shipment (closed, shipped, completed). */
    confirmNotAwaiting: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const selected = new Set(input.orderSns);
    const seen = new Set<string>();
    input.merges.forEach((group, g) => {
      group.forEach((sn, i) => {
        if (!selected.has(sn)) {
          ctx.addIssue({
            code: 'custom',
            path: ['merges', g, i],
            message: 'is not one of the selected orders',
          });
        } else if (seen.has(sn)) {
          ctx.addIssue({ code: 'custom', path: ['merges', g, i], message: 'is in two merge groups' });
        }
        seen.add(sn);
      });
    });
    if (waybillCount(input) > 10) {
      ctx.addIssue({ code: 'custom', path: ['orderSns'], message: 'at most 10 waybills per fetch' });
    }
  });
export type WaybillFetchInput = z.input<typeof WaybillFetchInput>;

/** Waybills a fetch would issue: one per merge group, one per order in no group. */
export const waybillCount = (input: { orderSns: string[]; merges?: string[][] | undefined }): number =>
  input.orderSns.length - (input.merges ?? []).reduce((n, group) => n + group.length - 1, 0);

const FetchedWaybill = z.object({
  /** The waybill's first order (the only one unless merged). */
  orderSn: z.string(),
  /** Every order the waybill was issued for (a merge group's orders share one waybill). */
  orderSns: z.array(z.string()),
  objectId: z.string(),
  ok: z.boolean(),
  waybillId: z.number().optional(),
  waybillCode: z.string().optional(),
  parentWaybillCode: z.string().optional(),
  error: z.string().optional(),
});

export const WaybillFetchOutcome = z.object({
  intentId: z.number(),
  results: z.array(FetchedWaybill),
  charged: z.number(),
  /**
   * Issued and charged, but the ledger could not take them: this many waybills are kept on this desk's disk (their
   * labels print from there) and recorded in the ledger by the desk itself as soon as it is back.
   */
  recordLater: z.number().int().positive().optional(),
});
export type WaybillFetchOutcome = z.infer<typeof WaybillFetchOutcome>;

export const WaybillFilter = z.object({
  /** issued_at bounds, ms, inclusive. */
  from: z.number().optional(),
  to: z.number().optional(),
  cpCode: z.string().optional(),
  /**
   * printed: a print the desk saw succeed (Electron, cloud-print component, PDF); dialog: only ever handed to the
   * browser's print dialog (not known printed); unprinted: neither.
   */
  printed: z.enum(['all', 'printed', 'unprinted', 'dialog']).default('all'),
  status: z.enum(['all', 'live', 'recycled']).default('all'),
  /** Matches waybill code, order number, receiver or goods. */
  text: z.string().optional(),
  /** Only the waybills this desk fetched (a name from `waybills.desks`, or this desk's own). */
  desk: z.string().optional(),
  /** checked: its goods were scanned against the order before the label printed (the pack check). */
  checked: z.enum(['all', 'checked', 'unchecked']).default('all'),
  /** Only the waybills of this shop (its owner id, as `shops.list` gives it). */
  ownerId: z.string().optional(),
  /** weighed: a weight was recorded at the scan station; overridden: printed over a weight mismatch; none: never weighed. */
  weight: z.enum(['all', 'weighed', 'overridden', 'none']).default('all'),
  /** not-handed-over: live and printed (or sent to a print dialog) but scanned into no handover batch. */
  handover: z.enum(['all', 'not-handed-over', 'handed-over']).default('all'),
});
export type WaybillFilter = z.input<typeof WaybillFilter>;

export const IssuedWaybill = z.object({
  id: z.number(),
  waybillCode: z.string(),
  parentWaybillCode: z.string(),
  cpCode: z.string(),
  /** The waybill's first order (the barcode on the label). */
  orderSn: z.string(),
  /** Every order of the waybill: one, or a merge group's, first = orderSn. */
  orderSns: z.array(z.string()),
  shopId: z.string(),
  ownerId: z.string(),
  issuedAt: z.number(),
  encrypted: z.boolean(),
  receiverName: z.string(),
  goodsName: z.string(),
  printedCount: z.number(),
  lastPrintedAt: z.number().nullable(),
  /** Times handed to the browser's print dialog (web host): the desk cannot know whether paper came out. */
  dialogCount: z.number(),
  lastDialogAt: z.number().nullable(),
  status: z.enum(['live', 'recycled']),
  recycledAt: z.number().nullable(),
  /** error_msg of the last failed recycle attempt. */
  lastRecycleError: z.string().nullable(),
  /** The desk that fetched it. */
  desk: z.string().optional(),
  /** A pack check is recorded with it. */
  checked: z.boolean().optional(),
  /** The parcel's measured weight (its latest weighing) and whether it was printed over a mismatch; list reads only. */
  weight: z.object({ grams: z.number(), overridden: z.boolean() }).nullable().optional(),
  /** The handover batch it was scanned into (a closed one first) and when; list reads only. */
  handover: z.object({ batchId: z.number(), at: z.number(), closed: z.boolean() }).nullable().optional(),
});
export type IssuedWaybill = z.infer<typeof IssuedWaybill>;

export const WaybillsListInput = z.object({
  filter: WaybillFilter.default({
    printed: 'all',
    status: 'all',
    checked: 'all',
    weight: 'all',
    handover: 'all',
  }),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(5000).default(500),
});
export const WaybillsList = z.object({ rows: z.array(IssuedWaybill), total: z.number() });
export type WaybillsList = z.infer<typeof WaybillsList>;

/** The CSV's columns (shared/waybills/waybill-csv.ts writes them), in the order the Waybills screen shows them. */
export const WAYBILL_CSV_COLUMNS = [
  'waybillCode',
  'parentWaybillCode',
  'carrier',
  'desk',
  'shop',
  'orders',
  'receiver',
  'goods',
  'issuedAt',
  'printed',
  'status',
  'checked',
  'weightKg',
  'weightOverridden',
  'handoverBatch',
  'handoverAt',
] as const;
export type WaybillCsvColumn = (typeof WAYBILL_CSV_COLUMNS)[number];

/** The most waybills one export writes (the newest of the filter). */
export const WAYBILL_EXPORT_MAX = 200_000;

/**
 * The filtered list as CSV, written by main from the ledger: the renderer hands over the seller's words (headers,
 * states, carrier and shop names) in the desk's language, since main speaks none.
 */
export const WaybillExportInput = z.object({
  filter: WaybillFilter,
  words: z.object({
    headers: z.record(z.enum(WAYBILL_CSV_COLUMNS), z.string().max(100)),
    printed: z.string().max(100),
    dialog: z.string().max(100),
    unprinted: z.string().max(100),
    live: z.string().max(100),
    recycled: z.string().max(100),
    checked: z.string().max(100),
    unchecked: z.string().max(100),
    overridden: z.string().max(100),
    notHandedOver: z.string().max(100),
    carriers: z.record(z.string(), z.string().max(100)),
    shops: z.record(z.string(), z.string().max(200)),
    showDesk: z.boolean(),
    showShop: z.boolean(),
  }),
});
export const WaybillExport = z.object({
  csv: z.string(),
  count: z.number().int().min(0),
  /** More waybills matched than one export writes (WAYBILL_EXPORT_MAX): the newest were written. */
  truncated: z.boolean(),
});
export type WaybillExport = z.infer<typeof WaybillExport>;

/** Every desk that holds waybills in the ledger, with how many (free: the ledger alone). The filter's choices. */
export const WaybillDesks = z.object({
  desks: z.array(z.object({ desk: z.string(), count: z.number().int().min(0) })),
});
export type WaybillDesks = z.infer<typeof WaybillDesks>;

export const WaybillIds = z.object({ ids: z.array(z.number().int().positive()) });

export const WaybillRecycleInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, { message: 'select at least 1 waybill' }),
});

/**
 * Why an entry was not recycled, in the desk's words (the renderer translates these): void already (by the ledger or
 * the gateway's own answer), a carrier or owner the gateway refuses, a waybill it does not know, a platform other
 * than 1 (R2), the whole call failing, no result for the entry, or any other gateway text (kept in errorMsg).
 */
export const RecycleReason = z.enum([
  'already-void',
  'wrong-carrier',
  'wrong-owner',
  'unknown-waybill',
  'platform',
  'call-failed',
  'no-result',
  'gateway',
]);
export type RecycleReason = z.infer<typeof RecycleReason>;

export const RecycleEntry = z.object({
  id: z.number(),
  waybillCode: z.string(),
  orderSn: z.string(),
  /** The shop the waybill was issued for (its owner id): a run may span shops. */
  ownerId: z.string().optional(),
  /** recycled now; void already (nothing to do); or failed and still live. */
  result: z.enum(['recycled', 'already-void', 'failed']),
  ok: z.boolean(),
  reason: RecycleReason.nullable(),
  /** The gateway's (or the call's) own words, when there were any. */
  errorMsg: z.string().nullable(),
  /** A plain retry may succeed (the call failed or gave no answer); never for a refusal that will repeat. */
  retryable: z.boolean(),
});
export type RecycleEntry = z.infer<typeof RecycleEntry>;

export const RecycleRunOutcome = z.object({
  requested: z.number(),
  succeeded: z.number(),
  /** Void before this run (ledger) or said so by the gateway: not failures, nothing to retry. */
  alreadyVoid: z.number(),
  failed: z.number(),
  outcomes: z.array(RecycleEntry),
  charged: z.number(),
});

/** What a recycle of these waybills would do, from the ledger alone (free): the confirm dialog's figures. */
export const RecyclePlan = z.object({
  /** Live waybills that would be sent. */
  live: z.number(),
  /** Gateway calls (≤ 100 entries, one owner each): at most this many points. */
  calls: z.number(),
  alreadyVoid: z.array(z.object({ id: z.number(), waybillCode: z.string(), orderSn: z.string() })),
});
export type RecycleRunOutcome = z.infer<typeof RecycleRunOutcome>;

/** Fetch intents left open (crash, lost answer): the seller decides what became of them. */
export const OpenIntent = z.object({
  id: z.number(),
  createdAt: z.number(),
  cpCode: z.string(),
  orderSns: z.array(z.string()),
  /** The reason as main recorded it (English, for the log and support); the renderer says `reasonKind`. */
  reason: z.string(),
  reasonKind: IntentReasonKind,
});
export const ResolveIntentInput = z.object({
  id: z.number().int().positive(),
  /** not-issued: the seller checked the carrier/gateway backend and nothing was issued; the orders may be fetched again. */
  resolution: z.literal('not-issued'),
});
