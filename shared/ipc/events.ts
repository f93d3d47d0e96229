import { z } from 'zod';
import { operationNames, type OperationName } from '../api/endpoints';
import { OrdersSyncProgress } from './channels/order-book';
import { ScanEntry } from './channels/scan';
import { ScaleState } from '../scale/scale-state';

/**
 * What a `changed` notice is about. `ledger`: the waybill state of orders and waybills (issued, printed, recycled,
 * an intent opened or closed); `charges`: the day's charged calls; `intents`: open fetch intents; `book`: orders
 * stored in the order book; `sync`: a sync of the book started or ended (on this desk, or another desk holds the
 * sync lease); `scan`: the scan station's list; `print`: the print queue; `settings`: the desk's settings;
 * `auth`: the token's state; `backups`: the ledger's backups (made, removed, a restore begun or over);
 * `barcodes`: the goods barcodes the pack check knows; `handover`: handover batches and their scans.
 */
export const ChangeTopic = z.enum([
  'ledger',
  'charges',
  'intents',
  'book',
  'sync',
  'scan',
  'print',
  'settings',
  'auth',
  'backups',
  'barcodes',
  'shops',
  'handover',
]);
export type ChangeTopic = z.infer<typeof ChangeTopic>;

export const Change = z.object({
  topic: ChangeTopic,
  /**
   * Which records moved, when the topic can say: only views showing them are read again. Absent: anything under
   * the topic may have changed (a `ledger` change without keys is the catch-up after missed notices).
   */
  keys: z
    .object({ orderSns: z.array(z.string()).optional(), waybillIds: z.array(z.number()).optional() })
    .optional(),
});
export type Change = z.infer<typeof Change>;

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
  /**
   * A scan of the scan station changed state (queued, working, printed, refused…): the entry, for the tone and the
   * print dialog of a finished scan. The station's list re-reads through `changed` (topic `scan`).
   */
  'scan.changed': z.object({ entry: ScanEntry, pending: z.number(), pointsSpent: z.number() }),
  /** The scale's reading changed (Settings › Scale › Test shows it live; the scan station weighs by it). */
  'scale.state': ScaleState,
  /** Calls of `op` started (true) or stopped (false) waiting for the gateway's rate limit. */
  'gateway.waiting': z.object({
    op: z.enum(operationNames as [OperationName, ...OperationName[]]),
    waiting: z.boolean(),
  }),
  'auth.required': z.object({
    kind: z.enum(['unauthorized', 'shop-not-authorized']),
    msg: z.string(),
    /** The gateway's code when it answered (401, 302); absent when the desk itself knows (no token set). */
    code: z.number().optional(),
    shop: z.string().optional(),
    authUrl: z.string().optional(),
  }),
  /**
   * A fact the screens show moved: the one way react-query data is refreshed. The renderer's topic table
   * (renderer/hooks/change-topics.ts) says which views each topic reads again.
   */
  changed: Change,
} as const satisfies Record<string, z.ZodType>;

export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.infer<(typeof events)[E]>;

/** The bridge both transports expose to the renderer (`window.sellerTools` in Electron). */
export interface SellerToolsBridge {
  call(channel: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}
