import { createDeskEvents, type DeskEvents } from '../kernel/desk-events';
import { createRouter, type Router } from '../kernel/router';
import { ensureRoomToRecord, freeBytes, prepareDataDir } from '../storage/data-dir';
import { createMemoryStore, type KeyValueStore } from '../storage/key-value-store';
import { createMemoryVault, type TokenVault } from '../storage/vault';
import { tellSettings, toldVault } from './told-writes';
import {
  createEmbeddedGateway,
  createGatewayService,
  EMBEDDED_DEMO_TOKEN,
  type EmbeddedGateway,
} from '../features/gateway';
import {
  createSharedLedgerSettings,
  type Ledger,
  type SharedLedgerSettingsService,
} from '../features/ledger';
import type { BridgeFactory, LabelPrinterDriver, Printing } from '../features/printing';
import { createSettingsService, type SettingsService } from '../features/settings';
import { buildRooms } from './build-rooms';
import { lockDataDir, type DataDirLock } from '../storage/data-dir-lock';
import { startAnswerRecorder, type AnswerRecorder } from '../features/waybill-fetch';
import type { DeskServices } from './desk-services';
import { buildHandlers } from './handlers';
import { openLedgerAtStart, type OpenedLedger } from './open-ledger-at-start';
import { relayChanges } from './relay-changes';
import { backupGround } from './backup-ground';
import { openDeskLedger } from '../features/ledger';
import type { DailyBackupOptions } from '../features/data';

/*
 * The main process's core, the same in both hosts: settings, vault, ledger, gateway and the router over
 * them. The adapters (electron-main.ts, web-host.ts) only carry calls and events across their boundary.
 */

export { LEDGER_FILE } from '../features/ledger';

/** Room kept to record a charged call's answer (a 10-waybill fetch writes ~30 KB; the margin covers WAL growth). */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;

export interface DeskCoreOptions {
  host: 'electron' | 'web';
  version: string;
  dataDir: string;
  settingsStore: KeyValueStore;
  vault: TokenVault;
  printing: Printing;
  /** Default: the real bridge (WebSocket) to the URL in settings. */
  cloudPrintBridge?: BridgeFactory;
  /** Default: the sandbox started on demand with its data file in the data dir; null = none. */
  embedded?: EmbeddedGateway | null;
  gateway?: {
    fetch?: typeof globalThis.fetch;
    rateLimit?: { limit: number; windowMs: number };
    requestTimeoutMs?: number;
  };
  /** Charged calls are refused (costing nothing) with less than this free in the data dir; default 8 MB. */
  minFreeBytes?: number;
  /** How free space is measured (tests); default statfs. */
  freeBytes?: (dir: string) => number;
  /** The ledger to use; default: `ledgerUrl`'s shared ledger, else the SQLite ledger in the data dir. */
  ledger?: Ledger;
  /** postgres://… : keep the ledger on this shared server (several desks); never falls back to SQLite. */
  ledgerUrl?: string;
  /** This desk's name on a shared ledger (default: the host name). */
  deskName?: string;
  /** --label-printer / SELLER_TOOLS_LABEL_PRINTER: a label printer (device URI) for every size a profile does not name. */
  labelPrinter?: string;
  /**
   * Settings → "Shared ledger" (address, desk name, password kept like the token); used at start when no
   * `ledgerUrl` was given. Default: kept in memory (nothing saved).
   */
  sharedLedgerSettings?: SharedLedgerSettingsService;
  /** Label printers the desk drives itself (device URIs); default: none. */
  labelPrinterDriver?: LabelPrinterDriver;
  /** --backup-dir / SELLER_TOOLS_BACKUP_DIR: the ledger's backups go there, whatever the setting says. */
  backupDir?: string;
  /** The daily backup's timing (tests); false: none. */
  dailyBackups?: DailyBackupOptions | false;
  /** Check outputs against the contract (tests). */
  validateOutput?: boolean;
  logFailure?: (channel: string, error: unknown) => void;
}

export interface DeskCore extends Router {
  events: DeskEvents;
  services: DeskServices;
  /** What must never reach a log line or the renderer (the token in use). */
  secrets(): string[];
  /** Starts the embedded gateway when the settings use it, so its address is known before the first call. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const createDeskCore = async (options: DeskCoreOptions): Promise<DeskCore> => {
  prepareDataDir(options.dataDir);
  const settings = createSettingsService(options.settingsStore);
  // Before the ledger or any file of the data dir is opened: one desk process per data dir.
  const lock = lockDataDir(options.dataDir, settings.get().language);
  try {
    return await assembleDeskCore(options, settings, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
};

const assembleDeskCore = async (
  options: DeskCoreOptions,
  settings: SettingsService,
  lock: DataDirLock,
): Promise<DeskCore> => {
  const events = createDeskEvents();
  const embedded = options.embedded === undefined ? createEmbeddedGateway(options.dataDir) : options.embedded;
  const vault = toldVault(options.vault, events.emit);
  const sharedLedgerSettings = tellSettings(
    settings,
    options.sharedLedgerSettings ?? createSharedLedgerSettings(createMemoryStore(), createMemoryVault()),
    events.emit,
  );
  const held = backupGround(
    await openLedgerAtStart({ ...options, sharedLedgerSettings, language: settings.get().language }),
    options.dataDir,
  );
  const { opened } = held;
  const { ledger, changes } = opened;
  if (changes) relayChanges(events, changes);
  const gateway = createGateway({ ...options, vault }, { settings, embedded, emit: events.emit, opened });
  const recorder = await startAnswerRecorder(options.dataDir, ledger, events);
  const services: DeskServices = {
    host: options.host,
    version: options.version,
    dataDir: options.dataDir,
    settings,
    vault,
    gateway,
    ledger,
    printing: options.printing,
    embedded,
    emit: events.emit,
    ...buildRooms({
      settings,
      ledger,
      gateway,
      emit: events.emit,
      printing: options.printing,
      cloudPrintBridge: options.cloudPrintBridge,
      changes,
      subscribe: (listener) => events.subscribe(listener),
      deskStore: options.settingsStore,
      recorder,
      desk: opened.desk,
      labelPrinter: options.labelPrinter,
      labelPrinterDriver: options.labelPrinterDriver,
      backups: {
        place: held.place,
        handle: held.handle,
        dataDir: options.dataDir,
        dirAtStart: options.backupDir,
        daily: options.dailyBackups,
        reopen: async () =>
          (await openDeskLedger({ dataDir: options.dataDir, deskName: opened.desk })).ledger,
      },
      // A shared server's disk is not the desk's to measure.
      freeBytes: () => (opened.server ? null : (options.freeBytes ?? freeBytes)(options.dataDir)),
    }),
    sessionStart: Date.now(),
    desk: opened.desk,
    ledgerServer: opened.server,
    sharedLedgerSettings: opened.sharedLedgerSettings,
    ledgerUrlGivenAtStart: options.ledgerUrl !== undefined,
  };
  const secrets = (): string[] => {
    const token = gateway.currentToken();
    return [...(token ? [token] : []), ...opened.secrets];
  };
  const router = createRouter(buildHandlers(services), {
    validateOutput: options.validateOutput ?? false,
    secrets,
    logFailure: options.logFailure ?? ((channel, error) => console.error(`desk: ${channel} failed`, error)),
  });
  return {
    dispatch: router.dispatch,
    events,
    services,
    secrets,
    ...lifecycle(services, { opened, recorder, lock }),
  };
};

/** The gateway room over this start's settings, ledger and data dir (room to record before a charged call). */
const createGateway = (
  options: DeskCoreOptions,
  ground: {
    settings: DeskServices['settings'];
    embedded: EmbeddedGateway | null;
    emit: DeskServices['emit'];
    opened: OpenedLedger;
  },
) => {
  const { opened } = ground;
  return createGatewayService({
    settings: ground.settings,
    vault: options.vault,
    embedded: ground.embedded,
    embeddedToken: EMBEDDED_DEMO_TOKEN,
    emit: ground.emit,
    ledger: opened.ledger,
    ensureRoom: () =>
      ensureRoomToRecord(options.dataDir, options.minFreeBytes ?? MIN_FREE_BYTES, options.freeBytes),
    ...(opened.sharedThrottle ? { sharedThrottle: opened.sharedThrottle } : {}),
    ...(opened.ensureReachable ? { ensureLedger: opened.ensureReachable } : {}),
    ...options.gateway,
  });
};

/**
 * Start: the embedded gateway when the settings use it. Close (once): cloud print, the answer recorder, listener,
 * ledger, sandbox, and last the data dir's lock.
 */
const lifecycle = (
  services: DeskServices,
  { opened, recorder, lock }: { opened: OpenedLedger; recorder: AnswerRecorder; lock: DataDirLock },
): Pick<DeskCore, 'start' | 'close'> => {
  let closed = false;
  return {
    async start() {
      // The retention cleanup: now, then daily, in small batches that never hold a fetch or a scan for long.
      services.data.start();
      if (services.embedded && services.settings.get().gateway.mode === 'embedded')
        await services.embedded.ensure();
      // Labels a stopped desk left on the wire may have printed (the seller decides); queued ones continue.
      await services.printQueue.start();
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        services.cloudPrint.close();
        services.dataBackups.close();
        await services.data.stop();
        recorder.close();
        await services.printQueue.close();
        await opened.changes?.close();
        await services.ledger.close();
        await services.embedded?.stop();
      } finally {
        lock.release();
      }
    },
  };
};
