import { GatewayError } from './errors';

/*
 * The client's rate limiter: at most `limit` calls in any rolling `windowMs`, as the SERVER counts them.
 *
 * The gateway counts arrivals (DECISIONS T4: 10 calls in any rolling second, per token and endpoint), and
 * the client cannot see when a call arrives. A sliding window counted from when calls are SENT trips a
 * strict server even with a 10 ms margin: the first calls on a new connection are delayed by the connect
 * and arrive bunched together with later ones. So the window here is counted from when each call's ANSWER
 * arrived: there are `limit` slots; a call takes a free slot before it is sent and the slot becomes free
 * again `windowMs` after the call's answer (or failure) came back. A call's arrival happens before its
 * answer, so two calls using the same slot arrive more than `windowMs` apart, and any rolling window can
 * hold at most one arrival per slot: never more than `limit`. The price is one round trip per slot per
 * window, which on a fast gateway still reaches ~97-99% of the bound. A few ms of guard are added because
 * timers and server clocks count whole milliseconds.
 *
 * Waiting calls are served first in, first out; an aborted waiter leaves the queue and rejects with kind
 * `cancelled` (it was never sent). One SlotThrottle per endpoint, shared by every caller of a client.
 */

export interface Slot {
  /** Call when the answer arrived or the call failed; frees the slot `windowMs` (+ guard) later. Idempotent. */
  release(): void;
  /** Call instead of `release` when the call was never sent: the slot is free at once. */
  giveBack(): void;
}

/**
 * What the client needs of a rate limiter, one per endpoint: SlotThrottle (this process's slots) by default; a
 * desk sharing a token with other desks plugs in one whose slots live where all of them can see.
 */
export interface CallThrottle {
  /** Resolves with a slot when the call may be sent; rejects with kind `cancelled` on abort. */
  acquire(signal?: AbortSignal): Promise<Slot>;
  /** Calls of this desk waiting for a slot. */
  readonly queueDepth: number;
}

interface Waiter {
  grant: (slot: Slot) => void;
  reject: (e: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export interface SlotThrottleOptions {
  limit?: number;
  windowMs?: number;
  /** Extra wait beyond `windowMs` against millisecond rounding of timers and server clocks. */
  guardMs?: number;
  /** Told the number of waiting calls whenever it changes. */
  onQueueChange?: (depth: number) => void;
}

export class SlotThrottle implements CallThrottle {
  readonly limit: number;
  readonly windowMs: number;
  readonly guardMs: number;
  private free: number;
  private readonly queue: Waiter[] = [];
  private readonly onQueueChange: ((depth: number) => void) | undefined;

  constructor(options: SlotThrottleOptions = {}) {
    this.limit = options.limit ?? 10;
    this.windowMs = options.windowMs ?? 1000;
    this.guardMs = options.guardMs ?? 3;
    this.free = this.limit;
    this.onQueueChange = options.onQueueChange;
  }

  /** Calls waiting for a slot (not counting calls on the wire). */
  get queueDepth(): number {
    return this.queue.length;
  }

  /** Slots held by calls on the wire or cooling down. */
  get busySlots(): number {
    return this.limit - this.free;
  }

  /** Resolves with a slot when the call may be sent; FIFO; rejects with kind `cancelled` on abort. */
  acquire(signal?: AbortSignal): Promise<Slot> {
    if (signal?.aborted) return Promise.reject(cancelled(signal));
    if (this.free > 0 && this.queue.length === 0) {
      this.free -= 1;
      return Promise.resolve(this.makeSlot());
    }
    return new Promise<Slot>((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        reject,
        signal,
        onAbort: () => {
          const at = this.queue.indexOf(waiter);
          if (at < 0) return;
          this.queue.splice(at, 1);
          this.changed();
          reject(cancelled(signal));
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.queue.push(waiter);
      this.changed();
    });
  }

  private makeSlot(): Slot {
    let released = false;
    const once = (free: () => void) => () => {
      if (released) return;
      released = true;
      free();
    };
    return {
      release: once(() => setTimeout(() => this.handBack(), this.windowMs + this.guardMs)),
      giveBack: once(() => this.handBack()),
    };
  }

  private handBack(): void {
    const next = this.queue.shift();
    if (!next) {
      this.free += 1;
      return;
    }
    next.signal?.removeEventListener('abort', next.onAbort);
    this.changed();
    next.grant(this.makeSlot());
  }

  private changed(): void {
    try {
      this.onQueueChange?.(this.queue.length);
    } catch {
      // A failing listener must not stall the queue (a slot handed back would be lost).
    }
  }
}

export const cancelled = (signal: AbortSignal | undefined): GatewayError =>
  new GatewayError({
    kind: 'cancelled',
    msg: 'cancelled while waiting for the gateway rate limit; nothing was sent',
    cause: signal?.reason,
  });
