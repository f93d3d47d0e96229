import type { OperationName } from './endpoints';
import type { CallThrottle } from './throttle';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface QueueChange {
  op: OperationName;
  /** Calls of `op` waiting for the rate limit. */
  depth: number;
  /** Calls of every operation waiting. */
  total: number;
}
export type QueueListener = (change: QueueChange) => void;

export interface SellerToolsClientOptions {
  baseUrl: string;
  token: string;
  fetch?: typeof globalThis.fetch;
  /** Aborting it cancels every call of this client that has not been sent. */
  signal?: AbortSignal;
  /** Re-sends of an idempotent read after `retryable`/`transport` (default 3). */
  maxReadRetries?: number;
  /** A call with no answer after this long is given up: `transport` for reads, else `outcome-unknown`. */
  requestTimeoutMs?: number;
  onQueueChange?: QueueListener;
  /** Defaults to the gateway's 10 calls per 1000 ms (T4); tests may shrink it. */
  rateLimit?: { limit: number; windowMs: number };
  /**
   * The rate limiter of each endpoint (default: a SlotThrottle in this process). Desks sharing one token plug in
   * a shared one; `onQueueChange` must be told this desk's waiting calls.
   */
  throttle?: (
    op: OperationName,
    limits: { limit: number; windowMs: number },
    onQueueChange: (depth: number) => void,
  ) => CallThrottle;
}
