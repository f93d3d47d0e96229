import { z } from 'zod';
import { SoldOrderSchema } from '../../api/schemas/sold-orders';

/** Filters of the enhanced edition (spec 2.7, DECISIONS O2/O3); the normal edition ignores them. */
export const OrderFilters = z.object({
  /** Confirm-time bounds, inclusive: `YYYY-MM-DD HH:MM:SS` (UTC+8) or 13-digit ms. */
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  remark: z.string().optional(),
  remarkTag: z.enum(['1', '2', '3', '4', '5']).optional(),
  remarkTagName: z.string().optional(),
});
export type OrderFilters = z.infer<typeof OrderFilters>;

export const OrdersPageInput = z.object({
  /** 0-based, as on the wire. */
  page: z.number().int().min(0),
  pageSize: z.union([z.literal(20), z.literal(50), z.literal(100)]),
  edition: z.enum(['enhanced', 'normal']).default('enhanced'),
  filters: OrderFilters.default({}),
});
export type OrdersPageInput = z.input<typeof OrdersPageInput>;

/** The order's waybill state, from the ledger. */
export const OrderWaybillState = z.object({
  /** 'fetching': a fetch of the order is on the wire right now (its claim is held). */
  state: z.enum(['none', 'fetching', 'live', 'recycled', 'outcome-unknown']),
  liveWaybillCodes: z.array(z.string()),
  /** Ledger ids of the live waybills (for Labels). */
  liveWaybillIds: z.array(z.number()),
  printedCount: z.number(),
  /**
   * Times its live waybills were handed to the browser's print dialog (not known printed), as Waybills counts them;
   * absent = 0.
   */
  dialogCount: z.number().optional(),
  /** Which desk fetches the order, left its outcome unknown, or issued its newest live waybill. */
  desk: z.string().optional(),
});
export type OrderWaybillState = z.infer<typeof OrderWaybillState>;

export const DeskOrder = z.object({
  order: SoldOrderSchema,
  /** The owner id (shop) the desk holds the order under: the gateway's order carries none of its own. */
  ownerId: z.string().optional(),
  waybill: OrderWaybillState,
});
export type DeskOrder = z.infer<typeof DeskOrder>;

export const OrdersPage = z.object({
  rows: z.array(DeskOrder),
  page: z.number(),
  pageSize: z.number(),
  totalElements: z.number(),
  /** Points this call cost (withholding_money). */
  charged: z.number(),
});
export type OrdersPage = z.infer<typeof OrdersPage>;
