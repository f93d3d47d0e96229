import type pg from 'pg';

/*
 * A shared throttle slot is held only while its desk says so. Every slot of this desk whose call is on the wire
 * has its `taken_at` renewed on the database's clock every third of the lease; a slot not renewed for a lease
 * (its desk died, or its release was lost while the server was away) is reclaimed by any desk `windowMs` after
 * that, as if its answer had come at the last renewal: its call reached the gateway long before, so the rolling
 * window still holds.
 */

/** How long a slot outlives its desk's last renewal (a few seconds, not minutes). */
const SLOT_LEASE_MS = 3000;

export interface SlotLeases {
  readonly leaseMs: number;
  /** The slot's call is on the wire: keep renewing it. */
  hold(id: number): void;
  /** The slot was released or given back (or that failed): stop renewing; a lost release lapses by itself. */
  drop(id: number): void;
}

export function createSlotLeases(pool: pg.Pool, leaseMs = SLOT_LEASE_MS): SlotLeases {
  const held = new Set<number>();
  let timer: NodeJS.Timeout | null = null;

  const renew = async () => {
    if (held.size === 0) return;
    try {
      await pool.query(
        'UPDATE throttle_slots SET taken_at = clock_timestamp() WHERE id = ANY($1::bigint[]) AND free_at IS NULL',
        [[...held]],
      );
    } catch {
      // The server is away: the lease lapses, and the slot is reclaimed once it is back.
    }
  };

  return {
    leaseMs,
    hold(id) {
      held.add(id);
      if (timer) return;
      timer = setInterval(() => void renew(), Math.max(20, Math.floor(leaseMs / 3)));
      timer.unref();
    },
    drop(id) {
      held.delete(id);
      if (held.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    },
  };
}
