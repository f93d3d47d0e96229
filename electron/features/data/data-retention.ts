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
export const CLEANUP_BATCH = 10;

const DAY = 86_400_000;

export const policyOf = (r: RetentionSettings, batch = CLEANUP_BATCH): CleanupPolicy => ({
  printDataAfterMs: r.printDataDays * DAY,
  requestBodyAfterMs: r.requestBodyDays * DAY,
  orderBookAfterMs: r.orderBookDays * DAY,
  batch,
});

const totalBytes = async (ledger: Ledger) => (await ledger.storageSizes()).reduce((n, p) => n + p.bytes, 0);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs batches until nothing is left, then gives the space back; `now` stamps the report. */
export async function runCleanup(
  ledger: Ledger,
  retention: RetentionSettings,
  now: () => number,
  batch = CLEANUP_BATCH,
): Promise<CleanupReport> {
  const before = await totalBytes(ledger);
  const dropped: CleanupCounts = { printData: 0, requestBodies: 0, orders: 0, repacked: 0 };
  const policy = policyOf(retention, batch);
  for (;;) {
    const n = await ledger.cleanupBatch(policy);
    const keys = Object.keys(dropped) as Array<keyof CleanupCounts>;
    for (const k of keys) dropped[k] += n[k];
    if (keys.every((k) => n[k] === 0)) break;
    await nextTurn(); // a waiting fetch or scan goes first
  }
  const { spaceReturned } = await ledger.compactStorage();
  return { at: now(), dropped, freedBytes: Math.max(0, before - (await totalBytes(ledger))), spaceReturned };
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
