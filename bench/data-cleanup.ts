/*
 * Retention bench: a ledger of 100,000 waybills as the bench builds it (print data and request
 * bodies as text, as every desk wrote them before packing); bytes per waybill before and after one cleanup
 * with the default retention (old print data repacked, closed bodies over 30 days dropped, print data of
 * waybills recycled over 30 days ago dropped, old orders archived, space given back), the cleanup's whole time, and
 * the longest pause of a loop of fetch writes (intent, settle, waybills) meanwhile (target < 50 ms), beside the
 * same loop with no cleanup. `npx tsx bench/data-cleanup.ts [waybills]`.
 */
import { stat } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { intentFor, issuedWaybill, makeTempDir } from '../electron/testing/ledger-test-kit';
import { fillLedger } from '../electron/testing/ledger-sample-data';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { DEFAULT_RETENTION, runCleanup } from '../electron/features/data/data-retention';
import type { Ledger } from '../electron/features/ledger';
import { samplePrintData, sampleWaybillCode } from '../shared/testing/print-data-samples';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function sizes(file: string, label: string): Promise<void> {
  const db = new DatabaseSync(file, { readOnly: true });
  // The fetches recorded during the cleanup count too: bytes per waybill over every waybill in the file.
  const waybills = Number(db.prepare('SELECT count(*) AS n FROM waybills').get()?.n);
  const parts = db
    .prepare(
      `SELECT coalesce(m.tbl_name, s.name) AS part, sum(s.pgsize) AS bytes
       FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name GROUP BY part ORDER BY bytes DESC LIMIT 8`,
    )
    .all();
  db.close();
  const { size } = await stat(file);
  console.log(
    `${label}: ${mb(size)} on disk, ${(size / waybills).toFixed(0)} bytes per waybill (all tables)`,
  );
  console.log(`  parts: ${parts.map((p) => `${String(p.part)} ${mb(Number(p.bytes))}`).join(', ')}`);
}

/**
 * A loop of ledger writes as a fetch makes them (open the intent with its claim, settle it with 10 waybills and
 * their print data), one every 20 ms, until `until` resolves: each one's time, from when it was due to recorded
 * (a blocked event loop delays its start too), is the longest a fetch (or a scan, which records less) waited then. `tag` keeps the order numbers of two runs apart.
 */
async function fetchesDuring(ledger: Ledger, until: Promise<unknown>, tag: string): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  let due = performance.now();
  for (let i = 0; !done; i++) {
    const sns = Array.from({ length: 10 }, (_, k) => `BENCH-${tag}-${i}-${k}`);
    // From when it was due (a timer held up by a blocked event loop counts too) to recorded.
    const start = due;
    const id = await ledger.openFetchIntent(intentFor(sns), { confirmDuplicate: false });
    await ledger.closeFetchIntentIssued(
      id,
      sns.map((orderSn, k) => {
        const waybillCode = sampleWaybillCode('YTO', (tag === 'base' ? 8e9 : 8.5e9) + i * 10 + k);
        return {
          ...issuedWaybill({ orderSn, waybillCode }),
          printData: samplePrintData('YTO', { waybillCode }),
        };
      }),
    );
    times.push(performance.now() - start);
    due = performance.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const slowest = (times: number[]) => `${Math.max(...times).toFixed(1)} ms`;
const p99 = (times: number[]) =>
  `${([...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)] ?? 0).toFixed(1)} ms`;

/** The loop of fetch writes while `work` runs, with the event loop's longest stall over the same time. */
async function writesDuring(ledger: Ledger, work: Promise<unknown>, tag: string) {
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const times = await fetchesDuring(ledger, work, tag);
  stalls.disable();
  return { times, stallMs: stalls.max / 1e6 };
}

/** The ledger with each cleanup batch and compaction step timed: the longest, and what it did. */
function timedBatches(ledger: Ledger) {
  const times: number[] = [];
  const steps: number[] = [];
  let slowBatch = '';
  const timed: Ledger = {
    ...ledger,
    async compactStorage() {
      const t = performance.now();
      const step = await ledger.compactStorage();
      steps.push(performance.now() - t);
      return step;
    },
    async cleanupBatch(policy) {
      const t = performance.now();
      const n = await ledger.cleanupBatch(policy);
      const ms = performance.now() - t;
      if (ms > Math.max(0, ...times)) slowBatch = `${String(policy.only)} ${JSON.stringify(n)}`;
      times.push(ms);
      return n;
    },
  };
  return { timed, times, steps, slowBatch: () => slowBatch };
}

export async function benchDataCleanup(waybills = 100_000): Promise<void> {
  const tmp = makeTempDir('cleanup-bench-');
  try {
    const file = tmp.file('ledger.db');
    const now = Date.now();
    let start = performance.now();
    await fillLedger(file, waybills, now, { packed: false }); // as every desk wrote it before packing
    const ledger = await openLedger(file, { now: () => now });
    console.log(
      `built ${waybills.toLocaleString('en')} waybills in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    await sizes(file, 'before cleanup');
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );

    // The same writes with nothing else running: the disk's own figure under today's load.
    const base = await writesDuring(ledger, new Promise((resolve) => setTimeout(resolve, 5000)), 'base');
    console.log(
      `fetch writes with no cleanup: ${base.times.length}, the slowest ${slowest(base.times)} due to recorded, ` +
        `p99 ${p99(base.times)}; ` +
        `event loop's longest stall ${base.stallMs.toFixed(1)} ms`,
    );
    const batches = timedBatches(ledger);
    start = performance.now();
    const cleanup = runCleanup(batches.timed, DEFAULT_RETENTION, () => now);
    const during = await writesDuring(ledger, cleanup, 'during');
    const report = await cleanup;
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `one cleanup: ${seconds.toFixed(1)} s in all, ${batches.times.length} batches; dropped ${JSON.stringify(report.dropped)}`,
    );
    console.log(
      `  longest batch ${slowest(batches.times)} (${batches.slowBatch()}), p99 ${p99(batches.times)}; ` +
        `${batches.steps.length} compaction steps, the longest ${slowest(batches.steps)}; ` +
        `${during.times.length} fetch writes meanwhile, the slowest ${slowest(during.times)} due to recorded, ` +
        `p99 ${p99(during.times)}; event loop's longest stall ${during.stallMs.toFixed(1)} ms — target < 50 ms`,
    );
    await ledger.close();
    await sizes(file, 'after cleanup');
    // Rows packed in place leave their pages part empty: an existing file needs one VACUUM (see README).
    start = performance.now();
    const db = new DatabaseSync(file);
    db.exec('VACUUM');
    db.close();
    console.log(`the one VACUUM of an existing file: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    await sizes(file, 'after cleanup and that VACUUM');
  } finally {
    tmp.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchDataCleanup(Number(process.argv[2] ?? 100_000));
