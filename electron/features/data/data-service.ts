import type { CleanupReport, DataStatus, RetentionSettings } from '../../../shared/ipc/channels/data';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';
import { runCleanup, scheduleDailyCleanup } from './data-retention';

export interface DataServiceDeps {
  ledger: Ledger;
  retention: () => RetentionSettings;
  emit: Emit;
  now: () => number;
  /** Free bytes on the ledger's disk (null: not a local file). */
  freeBytes: () => number | null;
}

export interface DataService {
  status(): Promise<DataStatus>;
  /** Runs a cleanup now (joining one in flight); `vacuum`: also the one VACUUM an older file needs. */
  cleanup(options?: { vacuum?: boolean }): Promise<CleanupReport>;
  /** The cleanup at start and daily after. */
  start(): void;
  stop(): Promise<void>;
}

/** Settings → Data and the cleanup the desk runs by itself. The last report lives as long as the process. */
export function createDataService(deps: DataServiceDeps): DataService {
  const { ledger, emit } = deps;
  let last: CleanupReport | null = null;
  let running: Promise<CleanupReport> | null = null;
  let schedule: ReturnType<typeof scheduleDailyCleanup> | null = null;

  const cleanupOnce = () =>
    (running ??= runCleanup(ledger, deps.retention(), deps.now)
      .then((report) => {
        last = report;
        // Dropped print data and archived orders change what the Waybills and Orders screens show.
        if (report.dropped.printData > 0) emit('changed', { topic: 'ledger' });
        if (report.dropped.orders > 0) emit('changed', { topic: 'book' });
        return report;
      })
      .finally(() => (running = null)));

  return {
    async status() {
      const parts = await ledger.storageSizes();
      const { vacuumNeeded } = await ledger.compactStorage();
      return {
        parts,
        totalBytes: parts.reduce((n, p) => n + p.bytes, 0),
        lastCleanup: last,
        running: running !== null,
        vacuum: { needed: vacuumNeeded, freeBytes: deps.freeBytes() },
      };
    },
    async cleanup({ vacuum = false } = {}) {
      const report = await cleanupOnce();
      if (!vacuum || !(await ledger.compactStorage()).vacuumNeeded) return report;
      const before = (await ledger.storageSizes()).reduce((n, p) => n + p.bytes, 0);
      await ledger.vacuumOnce();
      const after = (await ledger.storageSizes()).reduce((n, p) => n + p.bytes, 0);
      last = { ...report, freedBytes: report.freedBytes + Math.max(0, before - after), spaceReturned: true };
      return last;
    },
    start() {
      schedule ??= scheduleDailyCleanup(cleanupOnce);
    },
    async stop() {
      await schedule?.stop();
      await running?.catch(() => undefined);
    },
  };
}
