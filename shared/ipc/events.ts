import { z } from 'zod';
import { OrdersSyncProgress } from './channels/order-book';
import { ScanEntry } from './channels/scan';

/** Main → renderer notifications. */
export const events = {
  'recycle.progress': z.object({
    done: z.number(),
    total: z.number(),
    succeeded: z.number(),
    failed: z.number(),
    /** Calls waiting for the gateway's 10 calls/s. */
    queued: z.number(),
  }),
  'orders.sync.progress': OrdersSyncProgress,
  /** The order book changed (a sync stored orders or statuses): book views re-read through `orders.search`. */
  'orders.book.changed': z.object({ orders: z.number() }),
  /** A scan of the scan station changed state (queued, working, printed, refused…). */
  'scan.changed': z.object({ entry: ScanEntry, pending: z.number(), pointsSpent: z.number() }),
  /** A label printer's queue changed (jobs sent, held, retried…): the print queue panel reads `printQueue.status`. */
  'printQueue.changed': z.object({ connections: z.array(z.string()) }),
  'print.progress': z.object({ done: z.number(), total: z.number(), printer: z.string().nullable() }),
  'auth.required': z.object({
    kind: z.enum(['unauthorized', 'shop-not-authorized']),
    msg: z.string(),
    /** The gateway's code when it answered (401, 302); absent when the desk itself knows (no token set). */
    code: z.number().optional(),
    shop: z.string().optional(),
    authUrl: z.string().optional(),
  }),
  /**
   * The ledger changed, and what changed: the renderer refreshes only the ledger views it names (waybill column,
   * Waybills, Labels, charges), through ledger-only channels. It is the one way such facts reach the renderer.
   */
  'ledger.changed': z.object({
    /** 'catch-up': a shared ledger's change notices were lost for a while (connection dropped): see `all`. */
    reason: z.enum(['fetch', 'print', 'recycle', 'intent', 'charge', 'catch-up']),
    /** Orders whose waybill state (waybills, intents, printed count) changed. */
    orderSns: z.array(z.string()),
    /** Waybills issued, printed or recycled. */
    waybillIds: z.array(z.number()),
    /** The day's charges changed (a charged call was answered). */
    charges: z.boolean(),
    /** Anything in the ledger may have changed (changes were missed): every ledger view is read again. */
    all: z.boolean().optional(),
  }),
} as const satisfies Record<string, z.ZodType>;

export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.infer<(typeof events)[E]>;
export const eventNames = Object.keys(events) as EventName[];

/** The bridge both transports expose to the renderer (`window.sellerTools` in Electron). */
export interface SellerToolsBridge {
  call(channel: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}
