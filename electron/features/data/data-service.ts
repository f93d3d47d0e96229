import { CleanupReport, type DataStatus, type RetentionSettings } from '../../../shared/ipc/channels/data';
import type { DeskEvents, Emit } from '../../kernel/desk-events';
import type { KeyValueStore } from '../../storage/key-value-store';
import type { Ledger } from '../ledger';
import { runCleanup, scheduleDailyCleanup } from './data-retention';
import { VACUUM_CHECK_MS, VACUUM_IDLE_MS, vacuumIfIdle } from './data-vacuum';

interface DataServiceDeps {
  ledger: Ledger;
  retention: () => RetentionSettings;
  emit: Emit;
  now: () => number;
  /** Free bytes on the ledger's disk (null: not a local file). */
  freeBytes: () => number | null;
  /** The desk's key-value store: the last cleanup's report outlives a restart there. Default: memory only. */
  store?: KeyValueStore;
  /** The desk's events: any of them (a fetch, a scan, a print) means the desk is not idle. */
  subscribe?: DeskEvents['subscribe'];
  /** Quiet this long before the automatic VACUUM (tests); and how often it is looked at. */
  vacuumIdleMs?: number;
  vacuumCheckMs?: number;
}

export interface DataService {
  status(): Promise<DataStatus>;
  /** Runs a cleanup now (joining one in flight); `vacuum`: also the one VACUUM an older file needs. */
  cleanup(options?: { vacuum?: boolean }): Promise<CleanupReport>;
  /** The cleanup at start and daily after, and the one VACUUM when the desk is idle and the disk has room. */
  start(): void;
  stop(): Promise<void>;
}

const LAST_CLEANUP_KEY = 'data.lastCleanup';

/** The last report as kept; a damaged or older value reads as none. */
const keptReport = (store: KeyValueStore | undefined): CleanupReport | null => {
  const parsed = CleanupReport.safeParse(store?.get(LAST_CLEANUP_KEY));
  return parsed.success ? parsed.data : null;
};

/** Settings → Data's figures: sizes by part, the last cleanup, whether the one VACUUM is still to do. */
async function statusOf(
  deps: DataServiceDeps,
  lastCleanup: CleanupReport | null,
  running: boolean,
): Promise<DataStatus> {
  const parts = await deps.ledger.storageSizes();
  const vacuumNeeded = await deps.ledger.vacuumNeeded();
  return {
    parts,
    totalBytes: parts.reduce((n, p) => n + p.bytes, 0),
    lastCleanup,
    running,
    vacuum: { needed: vacuumNeeded, freeBytes: deps.freeBytes() },
  };
}

/** Settings → Data and the cleanup the desk runs by itself. */
export function createDataService(deps: DataServiceDeps): DataService {
  const { ledger, emit } = deps;
  let last = keptReport(deps.store);
  let running: Promise<CleanupReport> | null = null;
  let schedule: ReturnType<typeof scheduleDailyCleanup> | null = null;
  let idleCheck: NodeJS.Timeout | null = null;
  let lastActivity = deps.now();
  const unsubscribe = deps.subscribe?.(() => void (lastActivity = deps.now()));
  const remember = (report: CleanupReport) => {
    last = report;
    deps.store?.set(LAST_CLEANUP_KEY, report);
    return report;
  };
  /** Adds what a VACUUM gave back to the last report. */
  const withVacuum = (report: CleanupReport, freedBytes: number) =>
    remember({ ...report, freedBytes: report.freedBytes + freedBytes, spaceReturned: true });
  const cleanupOnce = () =>
    (running ??= runCleanup(ledger, deps.retention(), deps.now)
      .then((report) => {
        remember(report);
        // Dropped print data and archived orders change what the Waybills and Orders screens show.
        if (report.dropped.printData > 0) emit('changed', { topic: 'ledger' });
        if (report.dropped.orders > 0) emit('changed', { topic: 'book' });
        return report;
      })
      .finally(() => (running = null)));

  /** The automatic path: the one VACUUM, only when idle with room (never while a cleanup runs). */
  const vacuumWhenIdle = async () => {
    if (running) return;
    const idle = deps.now() - lastActivity >= (deps.vacuumIdleMs ?? VACUUM_IDLE_MS);
    const { outcome, freedBytes } = await vacuumIfIdle(ledger, { idle, freeBytes: deps.freeBytes });
    if (outcome === 'done' && last) withVacuum(last, freedBytes);
  };

  return {
    status: () => statusOf(deps, last, running !== null),
    async cleanup({ vacuum = false } = {}) {
      const report = await cleanupOnce();
      if (!vacuum) return report;
      const { outcome, freedBytes } = await vacuumIfIdle(ledger, { idle: true, freeBytes: () => Infinity });
      return outcome === 'done' ? withVacuum(report, freedBytes) : report;
    },
    start() {
      schedule ??= scheduleDailyCleanup(() => cleanupOnce().then(vacuumWhenIdle));
      idleCheck ??= setInterval(
        () => void vacuumWhenIdle().catch(() => undefined),
        deps.vacuumCheckMs ?? VACUUM_CHECK_MS,
      );
      idleCheck.unref();
    },
    async stop() {
      if (idleCheck) clearInterval(idleCheck);
      unsubscribe?.();
      await schedule?.stop();
      await running?.catch(() => undefined);
    },
  };
}
