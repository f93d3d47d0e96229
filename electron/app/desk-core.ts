import { hostname } from 'node:os';
import { createDeskEvents, type DeskEvents } from '../kernel/desk-events';
import { relayChanges } from './relay-changes';
import type { DeskServices } from './desk-services';
import { createEmbeddedGateway, EMBEDDED_DEMO_TOKEN, type EmbeddedGateway } from '../features/gateway';
import { buildHandlers } from './handlers';
import { ensureRoomToRecord, prepareDataDir } from '../storage/data-dir';
import { createRouter, type Router } from '../kernel/router';
import { createGatewayService } from '../features/gateway';
import type { KeyValueStore } from '../storage/key-value-store';
import type { Ledger } from '../features/ledger';
import { openDeskLedger } from '../features/ledger';
import { createSharedLedgerSettings, type SharedLedgerSettingsService } from '../features/ledger';
import { createMemoryStore } from '../storage/key-value-store';
import { createMemoryVault } from '../storage/vault';
import { urlSecrets } from '../kernel/log-scrubbing';
import { createWaybillFetch } from '../features/waybill-fetch';
import { createWaybillRecycle } from '../features/waybill-recycle';
import { createCloudPrinting, type BridgeFactory } from '../features/printing';
import { createOrderDocuments } from '../features/documents';
import { ledgerOrderDocsSource } from '../features/documents';
import { createScanStation } from '../features/scan-station';
import { bookScanLookup } from '../features/scan-station';
import { createLabelPrinting } from '../features/printing';
import { createMallTools } from '../features/mall-tools';
import { createGatewayOrderPages } from '../features/orders';
import { createOrderSync } from '../features/order-sync';
import type { Printing } from '../features/printing';
import { createSettingsService } from '../features/settings';
import type { TokenVault } from '../storage/vault';

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
  const events = createDeskEvents();
  const settings = createSettingsService(options.settingsStore);
  const embedded = options.embedded === undefined ? createEmbeddedGateway(options.dataDir) : options.embedded;
  const sharedLedgerSettings =
    options.sharedLedgerSettings ?? createSharedLedgerSettings(createMemoryStore(), createMemoryVault());
  // A URL given at start (flag, environment) wins over the one saved in Settings.
  const saved = sharedLedgerSettings.forStart();
  const ledgerUrl = options.ledgerUrl ?? saved.ledgerUrl;
  const deskName = options.deskName ?? saved.deskName;
  const ledgerSecrets = [...urlSecrets(ledgerUrl), ...(saved.password ? [saved.password] : [])];
  const opened = options.ledger
    ? { ledger: options.ledger, desk: deskName ?? hostname(), server: null }
    : await openDeskLedger({
        dataDir: options.dataDir,
        ...(ledgerUrl !== undefined ? { ledgerUrl } : {}),
        ...(deskName !== undefined ? { deskName } : {}),
        language: settings.get().language,
      });
  const { ledger } = opened;
  const changes = 'changes' in opened ? opened.changes : undefined;
  if (changes) relayChanges(events, changes);
  const gateway = createGatewayService({
    settings,
    vault: options.vault,
    embedded,
    embeddedToken: EMBEDDED_DEMO_TOKEN,
    emit: events.emit,
    ledger,
    ensureRoom: () =>
      ensureRoomToRecord(options.dataDir, options.minFreeBytes ?? MIN_FREE_BYTES, options.freeBytes),
    ...('sharedThrottle' in opened && opened.sharedThrottle ? { sharedThrottle: opened.sharedThrottle } : {}),
    ...('ensureReachable' in opened && opened.ensureReachable
      ? { ensureLedger: opened.ensureReachable }
      : {}),
    ...options.gateway,
  });
  const cloudPrint = createCloudPrinting(() => settings.get().cloudPrintUrl, options.cloudPrintBridge);
  const waybillFetch = createWaybillFetch({ settings, ledger, gateway, emit: events.emit });
  const labelPrinting = createLabelPrinting({
    ledger,
    settings,
    printing: options.printing,
    cloudPrint,
    emit: events.emit,
    labelPrinter: options.labelPrinter,
  });
  const services: DeskServices = {
    host: options.host,
    version: options.version,
    dataDir: options.dataDir,
    settings,
    vault: options.vault,
    gateway,
    ledger,
    printing: options.printing,
    cloudPrint,
    embedded,
    emit: events.emit,
    waybillFetch,
    waybillRecycle: createWaybillRecycle({ ledger, gateway, emit: events.emit }),
    orderPages: createGatewayOrderPages({ settings, ledger, gateway }),
    orderSync: createOrderSync({
      settings,
      store: ledger.book,
      gateway,
      emit: events.emit,
      // Shared ledger: desks tell each other of their book syncs (issue 12 §4).
      ...(changes ? { notices: changes.book } : {}),
    }),
    mallTools: createMallTools({ settings, gateway }),
    labelPrinting,
    orderDocuments: createOrderDocuments({
      source: ledgerOrderDocsSource(ledger, settings),
      printing: options.printing,
      settings,
    }),
    scanStation: createScanStation({
      settings,
      lookup: bookScanLookup(ledger, settings),
      waybillFetch,
      labelPrinting,
      emit: events.emit,
    }),
    sessionStart: Date.now(),
    desk: opened.desk,
    ledgerServer: opened.server,
    sharedLedgerSettings,
    ledgerUrlGivenAtStart: options.ledgerUrl !== undefined,
  };
  const secrets = (): string[] => {
    const token = gateway.currentToken();
    // The shared ledger's password, as typed and as it appears in its URL.
    return [...(token ? [token] : []), ...ledgerSecrets];
  };
  const router = createRouter(buildHandlers(services), {
    validateOutput: options.validateOutput ?? false,
    secrets,
    logFailure: options.logFailure ?? ((channel, error) => console.error(`desk: ${channel} failed`, error)),
  });
  let closed = false;
  return {
    dispatch: router.dispatch,
    events,
    services,
    secrets,
    async start() {
      if (embedded && settings.get().gateway.mode === 'embedded') await embedded.ensure();
    },
    async close() {
      if (closed) return;
      closed = true;
      services.cloudPrint.close();
      await changes?.close();
      await ledger.close();
      await embedded?.stop();
    },
  };
};
