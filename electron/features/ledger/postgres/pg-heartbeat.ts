import type pg from 'pg';
import { claimDeskName, releaseDeskName, type DeskIdentity } from './pg-desk-name';
import { heartbeatWatch } from './pg-heartbeat-watch';

/*
 * The desk's heartbeat on the shared ledger: 4 beats per lease, each renewing this desk's claim on its name (and
 * taking it back if it lapsed and no one took it). While it beats, its open intents are "being fetched".
 */

/** One beat: true when this desk holds its name. */
export const beatOnce = (pool: pg.Pool, identity: DeskIdentity): Promise<boolean> =>
  claimDeskName(pool, identity);

interface Heartbeat {
  /** Stops beating and gives the name up (the beat in flight awaited first). */
  stop(): Promise<void>;
}

export function startHeartbeat(
  pool: pg.Pool,
  identity: DeskIdentity,
  log?: (message: string, error?: unknown) => void,
): Heartbeat {
  // The beat in flight is awaited at stop: one landing after the release would claim the name again.
  let beating: Promise<unknown> = Promise.resolve();
  const watch = heartbeatWatch(identity.desk, log);
  const timer = setInterval(
    () => {
      beating = beatOnce(pool, identity).then(watch.beat, watch.failed);
    },
    Math.max(50, identity.leaseMs / 4),
  );
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await beating;
      await releaseDeskName(pool, identity).catch(() => undefined);
    },
  };
}
