import { z } from 'zod';

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
  'print.progress': z.object({ done: z.number(), total: z.number(), printer: z.string().nullable() }),
  'auth.required': z.object({
    kind: z.enum(['unauthorized', 'shop-not-authorized']),
    msg: z.string(),
    shop: z.string().optional(),
    authUrl: z.string().optional(),
  }),
  /** The ledger changed (fetch, print, recycle): lists keyed on it refresh. */
  'ledger.changed': z.object({ reason: z.enum(['fetch', 'print', 'recycle', 'intent']) }),
} as const satisfies Record<string, z.ZodType>;

export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.infer<(typeof events)[E]>;
export const eventNames = Object.keys(events) as EventName[];

/** The bridge both transports expose to the renderer (`window.sellerTools` in Electron). */
export interface SellerToolsBridge {
  call(channel: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}
