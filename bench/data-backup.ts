/*
 * Backup benchmark: one backup of a 100,000-waybill SQLite ledger (BENCH_BACKUP_WAYBILLS to change), made while
 * the desk records 10-waybill fetches: its time, its size next to the ledger's, the check of the copy, and the
 * longest pause the desk's event loop and a concurrent fetch record saw. Run alone with
 * `npx tsx bench/data-backup.ts`, or through `npm run bench -- DataBackup`. Cleans up its temp dir.
 */
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { intentFor, issuedWaybill, makeTempDir } from '../electron/testing/ledger-test-kit';
import { fillLedger } from '../electron/testing/ledger-sample-data';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import type { Ledger } from '../electron/features/ledger';
import { createBackupService } from '../electron/features/data/backup-service';
import { ledgerFileFault } from '../electron/features/data/backup-check';
import { createSettingsService } from '../electron/features/settings';
import { createMemoryStore } from '../electron/storage/key-value-store';

const WAYBILLS = Number(process.env.BENCH_BACKUP_WAYBILLS ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

/** Records a 10-waybill fetch every 20 ms until stopped; the slowest record (ms). */
const fetchesMeanwhile = (ledger: Ledger) => {
  let batch = 9_000_000;
  let slowest = 0;
  let count = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      batch++;
      const sns = Array.from({ length: 10 }, (_, i) => `BENCH-${batch}-${i}`);
      const start = performance.now();
      const id = await ledger.openFetchIntent(intentFor(sns), { confirmDuplicate: false });
      await ledger.closeFetchIntentIssued(
        id,
        sns.map((orderSn, i) => issuedWaybill({ orderSn, waybillCode: `BK${batch}${i}` })),
      );
      slowest = Math.max(slowest, performance.now() - start);
      count++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { slowest, count };
  };
};

/** The longest gap between 1 ms timer ticks until stopped (ms): how long the event loop was held. */
const loopPauses = () => {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const t = performance.now();
    longest = Math.max(longest, t - last);
    last = t;
  }, 1);
  return () => {
    clearInterval(timer);
    return longest;
  };
};

export async function benchDataBackup(): Promise<void> {
  const tmp = makeTempDir('bench-backup-');
  try {
    const file = tmp.file('ledger.sqlite');
    let t = performance.now();
    await fillLedger(file, WAYBILLS, Date.now());
    const ledger = await openLedger(file, { desk: 'bench' });
    console.log(
      `ledger of ${WAYBILLS.toLocaleString('en')} waybills built in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const backups = createBackupService({
      place: { kind: 'file', ledgerFile: file },
      dataDir: tmp.dir,
      settings: createSettingsService(createMemoryStore()),
      emit: () => undefined,
    });
    const ledgerBytes = size(file) + size(`${file}-wal`);
    const stopFetches = fetchesMeanwhile(ledger);
    const stopPauses = loopPauses();
    t = performance.now();
    const made = await backups.backupNow();
    const backupMs = performance.now() - t;
    const longestPause = stopPauses();
    const { slowest, count } = await stopFetches();
    const stopCheckPauses = loopPauses();
    t = performance.now();
    const fault = await ledgerFileFault(made.file);
    const checkMs = performance.now() - t;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const checkPause = stopCheckPauses();
    await ledger.close();
    console.log(`ledger on disk (file + WAL): ${mb(ledgerBytes)}`);
    console.log(
      `backup (online copy + integrity_check + rename): ${(backupMs / 1000).toFixed(2)} s, ${mb(made.bytes)}`,
    );
    console.log(
      `  of which the check of the copy alone: ${(checkMs / 1000).toFixed(2)} s (${fault ?? 'ok'}; event loop held ${checkPause.toFixed(0)} ms)`,
    );
    console.log(
      `  while it ran: ${count} fetches recorded, slowest ${slowest.toFixed(1)} ms; longest event-loop pause ${longestPause.toFixed(1)} ms`,
    );
  } finally {
    tmp.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDataBackup();
