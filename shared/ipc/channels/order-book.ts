import { z } from 'zod';
import { DeskOrder } from './orders';

/*
 * The order book: every sold order of the owner kept in the ledger, synced from the paged sold-orders
 * operation as cheaply as the API allows, and searched for free. Status codes are the gateway's numbers
 * (DECISIONS O4: 1 awaiting shipment, 2 shipped, 3 completed, 4 closed); unknown codes are kept as they are.
 */

export const OrdersSyncInput = z
  .object({
    /**
     * Points the seller agreed to spend on this sync. Without it the desk spends at most the
     * `askAbovePoints` setting; a sync that would cost more stops before buying and answers `needsConfirmation`.
     */
    confirmPoints: z.number().int().min(0).optional(),
    /** Re-check the statuses of the re-check window now, even if not yet due. */
    recheck: z.boolean().optional(),
    /** Sync this one shop (its owner id); omitted = every shop this desk works on. */
    ownerId: z.string().min(1).optional(),
  })
  .default({});
export type OrdersSyncInput = z.input<typeof OrdersSyncInput>;

/** One shop's share of a sync's cost: ≈ pages = points; `exact` false when only a floor is known. */
export const ShopSyncCost = z.object({
  ownerId: z.string(),
  name: z.string(),
  points: z.number(),
  exact: z.boolean(),
});
export type ShopSyncCost = z.infer<typeof ShopSyncCost>;

/** What a sync did for one shop: bought, stopped to ask, refused by the gateway (302), or left to another desk. */
export const ShopSyncOutcome = z.object({
  ownerId: z.string(),
  name: z.string(),
  orders: z.number(),
  newOrders: z.number(),
  pages: z.number(),
  charged: z.number(),
  complete: z.boolean(),
  /** The gateway refused this shop (302: the token may not act for it); nothing was spent on it. */
  unauthorized: z.object({ authUrl: z.string().optional() }).optional(),
  /** Shared ledger: another desk syncs this shop's book now. */
  syncingDesk: z.string().optional(),
});
export type ShopSyncOutcome = z.infer<typeof ShopSyncOutcome>;

export const OrdersSyncOutcome = z.object({
  /** Orders stored or updated by this sync. */
  orders: z.number(),
  /** Of those, orders the book did not hold before. */
  newOrders: z.number(),
  /** Of those, orders whose status changed. */
  statusChanged: z.number(),
  /** Orders pages bought (each charged, C1). */
  pages: z.number(),
  /** Points spent (the gateway's withholding_money). */
  charged: z.number(),
  edition: z.enum(['enhanced', 'normal']),
  /** True when everything planned was pulled; false when it stopped for confirmation or an error. */
  complete: z.boolean(),
  /** The sync stopped before spending more than agreed: what the rest would cost (≈ pages = points). */
  needsConfirmation: z.object({ points: z.number(), shops: z.array(ShopSyncCost).optional() }).optional(),
  /** Shared ledger: another desk syncs this shop's book now (nothing was bought here); every desk reads its result. */
  syncingDesk: z.string().optional(),
  /** Each shop synced (in the seller's order of shops). */
  shops: z.array(ShopSyncOutcome).optional(),
});
export type OrdersSyncOutcome = z.infer<typeof OrdersSyncOutcome>;

/** What the Orders screen shows about the book: its age, the cost of the next sync, the tab counts. */
export const OrderBookStatus = z.object({
  /** When the last complete sync finished (ms), or null before the first. */
  lastSyncedAt: z.number().nullable(),
  /**
   * A sync of this shop's book is running: this desk's (a second call joins it) or, on a shared ledger, another
   * desk's (`syncingDesk`). Either way "Sync now" waits, and the status is re-read each second until it ends.
   */
  running: z.boolean(),
  /** Shared ledger: the other desk syncing this shop's book right now (its lease is live), else null. */
  syncingDesk: z.string().nullable(),
  /** An unfinished sync that the next one resumes (no page of its window bought twice). */
  resumable: z.boolean(),
  /** The next sync's cost: ≈ pages = points; `exact` false when the gateway has not told the total yet. */
  estimate: z.object({ points: z.number(), exact: z.boolean() }),
  /** The desk asks before a sync that would cost more than this (setting). */
  askAbovePoints: z.number(),
  edition: z.enum(['enhanced', 'normal']),
  /** Orders in the book. */
  size: z.number(),
  /** Orders per status code (text keys: '1', '2', …). */
  countsByStatus: z.record(z.string(), z.number()),
  /** The next sync's cost per shop this desk works on (the estimate is their sum). */
  shops: z.array(ShopSyncCost).optional(),
});
export type OrderBookStatus = z.infer<typeof OrderBookStatus>;

export const WaybillStateFilter = z.enum([
  'none',
  'live',
  'printed',
  'unprinted',
  'recycled',
  'outcome-unknown',
]);

export const OrdersSearchInput = z.object({
  /** Order number (any part), receiver name and phone as stored, phone tail digits, goods name and spec,
   * remark, tag name, address. */
  text: z.string().max(200).optional(),
  /** A status code; omitted = all. */
  status: z.number().int().optional(),
  remarkTag: z.enum(['1', '2', '3', '4', '5']).optional(),
  /** confirm_time bounds, ms, inclusive. */
  from: z.number().optional(),
  to: z.number().optional(),
  waybill: WaybillStateFilter.optional(),
  sort: z.enum(['newest', 'oldest', 'ship-by']).default('newest'),
  /** The shops (their owner ids) whose orders are searched; omitted = every shop this desk serves. */
  shops: z.array(z.string().min(1).max(200)).max(200).optional(),
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(500).default(100),
});
export type OrdersSearchInput = z.input<typeof OrdersSearchInput>;

/** Orders awaiting shipment that go to one receiver of one shop: one parcel, one waybill. */
export const MergeGroup = z.object({
  /** Stable for the same receiver and shop (name, phone, full address as stored); an identity only (a digest). */
  key: z.string(),
  /** Every awaiting order of the group, newest first. */
  orderSns: z.array(z.string()),
});
export type MergeGroup = z.infer<typeof MergeGroup>;

export const BookOrder = DeskOrder.extend({
  /** The merge group the order belongs to, when it has more than one order awaiting shipment. */
  merge: MergeGroup.optional(),
});
export type BookOrder = z.infer<typeof BookOrder>;

/** Totals are exact up to this many matches; past it a search says "at least" (counting every match of a word in a
 * million orders would cost more than the page it shows). A search without text counts one index's entries. */
export const BOOK_TOTAL_BOUND = 10_000;
/** The bound of a text search's total: its count looks up each candidate row (and checks its text), so it stops
 * sooner than an index count. */
export const BOOK_TEXT_TOTAL_BOUND = 1_000;

export const OrdersSearchResult = z.object({
  rows: z.array(BookOrder),
  /** How many match: exact, or the search's bound when `totalBounded` (more match than that). */
  total: z.number(),
  /** More match than the bound (BOOK_TOTAL_BOUND, or BOOK_TEXT_TOTAL_BOUND with text): `total` is the bound. */
  totalBounded: z.boolean().optional(),
});
export type OrdersSearchResult = z.infer<typeof OrdersSearchResult>;

/** Progress of a running sync (event `orders.sync.progress`): shown as a bar with counts. */
export const OrdersSyncProgress = z.object({
  pagesDone: z.number(),
  /** Pages this sync expects to buy (grows when the gateway's totalElements says more). */
  pagesExpected: z.number(),
  /** Orders stored or updated so far. */
  orders: z.number(),
  /** Points spent so far. */
  charged: z.number(),
  done: z.boolean(),
});
export type OrdersSyncProgress = z.infer<typeof OrdersSyncProgress>;
