import type { CleanupReport, RetentionSettings } from '../../../shared/ipc/channels/data';
import type { CleanupCounts, CleanupPolicy, Ledger } from '../ledger';

/*
 * The retention cleanup: small batches (one short transaction each) with the event loop free between them, so
 * a fetch or a scan waits at most for one batch; then the freed pages go back to the disk (SQLite).
 */

export const DEFAULT_RETENTION: RetentionSettings = {
  printDataDays: 30,
  requestBodyDays: 30,
  orderBookDays: 180,
};

/**
 * Rows per part in one batch. Repacking old text is the heaviest part: 50 rows held the ledger up to 350 ms on a
 * loaded 2-core box, 10 rows under 60 ms (median 5 ms); see bench/data-cleanup.ts.
 */
const CLEANUP_BATCH = 10;

const DAY = 86_400_000;

export const policyOf = (r: RetentionSettings, batch = CLEANUP_BATCH): CleanupPolicy => ({
  printDataAfterMs: r.printDataDays * DAY,
  requestBodyAfterMs: r.requestBodyDays * DAY,
  orderBookAfterMs: r.orderBookDays * DAY,
  batch,
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Steps of giving space back after one cleanup at most (each a few hundred pages; more is left to the next). */
const MAX_COMPACT_STEPS = 400;

/** The parts in the order they run: each to its end, one small batch at a time. */
const PARTS: ReadonlyArray<keyof CleanupCounts> = ['printData', 'requestBodies', 'orders', 'repacked'];

/**
 * Runs batches until nothing is left, one part at a time (a batch is one short transaction of one part), the
 * event loop free between them; then gives the space back, in steps as short; `now` stamps the report.
 */
export async function runCleanup(
  ledger: Ledger,
  retention: RetentionSettings,
  now: () => number,
  batch = CLEANUP_BATCH,
): Promise<CleanupReport> {
  const before = await ledger.storageBytes();
  const dropped: CleanupCounts = { printData: 0, requestBodies: 0, orders: 0, repacked: 0 };
  const policy = policyOf(retention, batch);
  for (const only of PARTS) {
    for (;;) {
      const n = (await ledger.cleanupBatch({ ...policy, only }))[only];
      dropped[only] += n;
      await nextTurn(); // a waiting fetch or scan goes first
      if (n < batch) break; // a short batch: nothing more of this part
    }
  }
  let step = await ledger.compactStorage();
  // Bounded: writes meanwhile (a sync filling the book) give its index new segments to merge without end.
  for (let i = 1; i < MAX_COMPACT_STEPS && !step.done; i++) {
    await nextTurn();
    step = await ledger.compactStorage();
  }
  const { spaceReturned } = step;
  return {
    at: now(),
    dropped,
    freedBytes: Math.max(0, before - (await ledger.storageBytes())),
    spaceReturned,
  };
}

/** Runs `cleanup` now and every day after, one at a time; `stop` ends the schedule and awaits a run in flight. */
export function scheduleDailyCleanup(
  cleanup: () => Promise<unknown>,
  everyMs = DAY,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= cleanup()
      .catch(() => undefined) // a failed cleanup drops nothing; the next day tries again
      .finally(() => (running = null));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
