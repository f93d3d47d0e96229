import type { After } from '../kernel/clock';
import type { DeskEvents, Emit } from '../kernel/desk-events';
import type { Built } from '../kernel/room';
import type { KeyValueStore } from '../storage/key-value-store';
import type { TokenVault } from '../storage/vault';
import type { DataBackupsGround } from '../features/data';
import type { EmbeddedGateway, GatewayService } from '../features/gateway';
import type { Ledger, LedgerChanges, SharedLedgerSettingsService } from '../features/ledger';
import type { BridgeFactory, LabelPrinterDriver, Printing } from '../features/printing';
import type { SettingsService } from '../features/settings';
import type { AnswerRecorder } from '../features/waybill-fetch';
import type { ROOMS } from './rooms';

/** What every host gives the rooms: opened by the desk core before any room is built. */
export interface DeskGround {
  host: 'electron' | 'web';
  version: string;
  dataDir: string;
  settings: SettingsService;
  vault: TokenVault;
  gateway: GatewayService;
  ledger: Ledger;
  /** The host's printing (Electron's windows, or the browser's print route). */
  printing: Printing;
  embedded: EmbeddedGateway | null;
  emit: Emit;
  subscribe: DeskEvents['subscribe'];
  /** Answers the ledger could not take yet, kept in the data dir's journal and recorded by themselves. */
  recorder: AnswerRecorder;
  /** When this launch began: "charged this session" counts from here. */
  sessionStart: number;
  /** This desk's name, written with what it records (several desks may share one ledger). */
  desk: string;
  /** The shared ledger's server (host:port/database), or null for the embedded ledger. */
  ledgerServer: string | null;
  /** Shared ledger: changes other desks make (book-sync notices among them). */
  changes?: LedgerChanges | undefined;
  sharedLedgerSettings: SharedLedgerSettingsService;
  ledgerUrlGivenAtStart: boolean;
  cloudPrintBridge?: BridgeFactory | undefined;
  labelPrinter?: string | undefined;
  labelPrinterDriver?: LabelPrinterDriver | undefined;
  /** The ledger's backups: where, and the handle a restore swaps. */
  backups: Omit<DataBackupsGround, 'settings' | 'emit' | 'unrecordedAnswers'>;
  /** Free bytes on the ledger's disk (null for a shared server). */
  freeBytes: () => number | null;
  /** How throttled changes wait for their next window (an unref'd timer unless the host gives one). */
  after: After;
  /** The desk's key-value store (what outlives a restart beside the settings: the last cleanup's report). */
  deskStore: KeyValueStore;
}

/** Everything the handlers are functions of: the ground and every room's services, derived from the list. */
export type DeskServices = Built<DeskGround, typeof ROOMS>;
