/*
 * Retention bench: a ledger of 100,000 waybills as the bench builds it (print data and request
 * bodies as text, as every desk wrote them before packing); bytes per waybill before and after one cleanup
 * with the default retention (old print data repacked, closed bodies over 30 days dropped, print data of
 * waybills recycled over 30 days ago dropped, space given back), the time of that cleanup, and the longest a
 * fetch recorded meanwhile had to wait (target < 50 ms). `npx tsx bench/data-cleanup.ts [waybills]`.
 */
import { stat } from 'node:fs/promises';
import os from 'node:os';
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
 * Fetches of 10 waybills, one every 100 ms (a busy desk is slower), until `until` resolves: each one's time,
 * start to recorded. `tag` keeps the order numbers of two runs apart.
 */
async function fetchesDuring(ledger: Ledger, until: Promise<unknown>, tag: string): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  for (let i = 0; !done; i++) {
    const sns = Array.from({ length: 10 }, (_, k) => `BENCH-${tag}-${i}-${k}`);
    const start = performance.now();
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
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

    // The same fetches with nothing else running: the disk's own figure under today's load.
    const baseline = await fetchesDuring(ledger, new Promise((resolve) => setTimeout(resolve, 5000)), 'base');
    const slowest = (times: number[]) => `${Math.max(...times).toFixed(1)} ms`;
    console.log(`fetches with no cleanup: ${baseline.length}, the slowest ${slowest(baseline)}`);
    const batches: number[] = [];
    let slowBatch = '';
    const timedLedger: Ledger = {
      ...ledger,
      async cleanupBatch(policy) {
        const t = performance.now();
        const n = await ledger.cleanupBatch(policy);
        const ms = performance.now() - t;
        if (ms > Math.max(0, ...batches)) slowBatch = JSON.stringify(n);
        batches.push(ms);
        return n;
      },
    };
    start = performance.now();
    const cleanup = runCleanup(timedLedger, DEFAULT_RETENTION, () => now);
    const fetches = await fetchesDuring(ledger, cleanup, 'during');
    const report = await cleanup;
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `one cleanup: ${seconds.toFixed(1)} s, ${batches.length} batches; dropped ${JSON.stringify(report.dropped)}`,
    );
    console.log(
      `  longest batch ${slowest(batches)} (it did ${slowBatch}); ${fetches.length} fetches recorded meanwhile, ` +
        `the slowest ${slowest(fetches)} start to recorded — target < 50 ms`,
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
