import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { OperationName } from '../../../../shared/api/endpoints';
import { cancelled, type CallThrottle, type Slot } from '../../../../shared/api/throttle';
import { createSlotLeases, type SlotLeases } from './pg-slot-leases';
import { isUnreachable, ledgerUnreachable } from './pg-unreachable';
import { rolledBackOrDropped } from '../../../storage/postgres/pg-db';

/*
 * One rate limit for all desks sharing a token. The gateway allows `limit` calls per rolling
 * `windowMs` per endpoint and token, counted as they ARRIVE; the in-process SlotThrottle (shared/api/throttle.ts)
 * keeps that by holding `limit` slots, each freed `windowMs` after its call's answer came back. Here the slots are
 * rows of `throttle_slots`, so every desk sees every other desk's: a call takes a free slot of its bucket
 * (endpoint + a hash of the token, never the token) under a transaction-level advisory lock, and frees it
 * `windowMs` (+ guard) after its answer arrived, timed by the DATABASE's clock (clock_timestamp()), so desks whose
 * clocks disagree still agree on when a slot is free. A slot whose call can no longer answer (its desk died, or
 * its release was lost while the server was away) lapses a few seconds after its desk stopped renewing it
 * (pg-slot-leases.ts). Within one desk, calls wait first in, first out for their turn to ask; they count as
 * waiting (told to `onQueueChange`, which the renderer shows) only while the bucket is full. A server that cannot
 * be reached is said as the ledger's own refusal, naming it: the call was never sent.
 */

const THROTTLE_LOCK_CLASS = 0x7412;
/** When every slot is on the wire, nobody knows when one frees: look again this often. */
const POLL_MS = 15;

interface PgThrottleOptions {
  pool: pg.Pool;
  desk: string;
  /** Extra wait beyond windowMs against millisecond rounding (as SlotThrottle). */
  guardMs?: number;
  /** This desk's renewals of the slots it holds (default: its own). */
  leases?: SlotLeases;
  /** The server as messages may name it (host:port/database). */
  server?: string;
}

/** The bucket of an endpoint and token (the gateway counts per token): the token itself is never stored. */
const throttleBucket = (op: OperationName, token: string): string =>
  `${op}:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

/** What the gateway service asks for: the limiter of one endpoint for one token. */
export type SharedThrottleFactory = (
  op: OperationName,
  token: string,
  limits: { limit: number; windowMs: number },
  onQueueChange: (depth: number) => void,
) => CallThrottle;

export const pgThrottleFactory = (options: PgThrottleOptions): SharedThrottleFactory => {
  // One renewal loop for every endpoint's slots of this desk.
  const shared = { ...options, leases: options.leases ?? createSlotLeases(options.pool) };
  return (op, token, limits, onQueueChange) =>
    new PgSlotThrottle(shared, throttleBucket(op, token), limits, onQueueChange);
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

class PgSlotThrottle implements CallThrottle {
  private waiting = 0;
  /** The last look found every slot of the bucket taken: this desk's calls wait for the rate limit. */
  private full = false;
  private told = 0;
  private turn: Promise<unknown> = Promise.resolve();
  private readonly guardMs: number;
  private readonly leases: SlotLeases;

  constructor(
    private readonly options: PgThrottleOptions,
    private readonly bucket: string,
    private readonly limits: { limit: number; windowMs: number },
    private readonly onQueueChange: (depth: number) => void = () => undefined,
  ) {
    this.guardMs = options.guardMs ?? 3;
    this.leases = options.leases ?? createSlotLeases(options.pool);
  }

  get queueDepth(): number {
    return this.full ? this.waiting : 0;
  }

  acquire(signal?: AbortSignal): Promise<Slot> {
    if (signal?.aborted) return Promise.reject(cancelled(signal));
    this.changed(+1);
    // One asker per desk and bucket at a time: this desk's calls keep their order.
    const mine = this.turn.then(() => this.takeSlot(signal));
    this.turn = mine.catch(() => undefined);
    const server = this.options.server ?? 'the shared ledger server';
    return mine
      .catch((error: unknown) => {
        throw isUnreachable(error) ? ledgerUnreachable(server) : error;
      })
      .finally(() => this.changed(-1));
  }

  private changed(delta: number, full = this.full): void {
    this.waiting += delta;
    this.full = full && this.waiting > 0;
    if (this.queueDepth === this.told) return;
    this.told = this.queueDepth;
    try {
      this.onQueueChange(this.told);
    } catch {
      // A failing listener must not stall the queue.
    }
  }

  private async takeSlot(signal?: AbortSignal): Promise<Slot> {
    for (;;) {
      if (signal?.aborted) throw cancelled(signal);
      const { id, waitMs } = await this.tryTake();
      // Calls queued behind one that just got its slot keep waiting for the limit: no flicker in between.
      this.changed(0, id === null || (this.full && this.waiting > 1));
      if (id !== null) return this.slot(id);
      await sleep(Math.max(1, waitMs), signal);
    }
  }

  /** One transaction: reclaim freed and lapsed slots, then take one if the bucket has room; else how long to wait. */
  private async tryTake(): Promise<{ id: number | null; waitMs: number }> {
    const client = await this.options.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        THROTTLE_LOCK_CLASS,
        this.bucket,
      ]);
      await client.query(
        `DELETE FROM throttle_slots WHERE bucket = $1 AND (free_at <= clock_timestamp()
           OR (free_at IS NULL AND taken_at < clock_timestamp() - make_interval(secs => $2::float8 / 1000)))`,
        [this.bucket, this.leases.leaseMs + this.limits.windowMs + this.guardMs],
      );
      const { rows } = await client.query<{ busy: string; next_free_ms: number | null }>(
        `SELECT count(*) AS busy,
           extract(epoch FROM min(free_at) - clock_timestamp()) * 1000 AS next_free_ms
         FROM throttle_slots WHERE bucket = $1`,
        [this.bucket],
      );
      const busy = Number(rows[0]?.busy ?? 0);
      if (busy < this.limits.limit) {
        const taken = await client.query<{ id: string }>(
          'INSERT INTO throttle_slots (bucket, desk) VALUES ($1, $2) RETURNING id',
          [this.bucket, this.options.desk],
        );
        await client.query('COMMIT');
        return { id: Number(taken.rows[0]?.id), waitMs: 0 };
      }
      await client.query('COMMIT');
      const next = rows[0]?.next_free_ms;
      return { id: null, waitMs: next == null ? POLL_MS : Math.ceil(Number(next)) };
    } catch (error) {
      broken = !(await rolledBackOrDropped(client, error));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private slot(id: number): Slot {
    let done = false;
    this.leases.hold(id);
    const once = (work: () => Promise<unknown>) => () => {
      if (done) return;
      done = true;
      this.leases.drop(id);
      // A slot whose freeing fails (server away) lapses with its lease; the call's own outcome is unaffected.
      void work().catch(() => undefined);
    };
    const { pool } = this.options;
    return {
      release: once(() =>
        pool.query(
          `UPDATE throttle_slots SET free_at = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
           WHERE id = $1`,
          [id, this.limits.windowMs + this.guardMs],
        ),
      ),
      giveBack: once(() => pool.query('DELETE FROM throttle_slots WHERE id = $1', [id])),
    };
  }
}
