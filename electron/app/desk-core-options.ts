import type { After } from '../kernel/clock';
import type { DailyBackupOptions } from '../features/data';
import type { EmbeddedGateway } from '../features/gateway';
import type { Ledger, SharedLedgerSettingsService } from '../features/ledger';
import type { BridgeFactory, LabelPrinterDriver, Printing } from '../features/printing';
import type { KeyValueStore } from '../storage/key-value-store';
import type { TokenVault } from '../storage/vault';
import type { LedgerBounds } from '../storage/postgres/pg-bounds';
import type { DeskRooms } from './rooms';

/** What a host gives the desk core (the same core in both hosts). */
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
  /** How long the desk waits for a shared ledger's server (default: DEFAULT_LEDGER_BOUNDS; tests: shorter). */
  ledgerBounds?: Partial<LedgerBounds>;
  /** --label-printer / SELLER_TOOLS_LABEL_PRINTER: a label printer (device URI) for every size a profile does not name. */
  labelPrinter?: string;
  /**
   * Settings → "Shared ledger" (address, desk name, password kept like the token); used at start when no
   * `ledgerUrl` was given. Default: kept in memory (nothing saved).
   */
  sharedLedgerSettings?: SharedLedgerSettingsService;
  /** Label printers the desk drives itself (device URIs); default: none. */
  labelPrinterDriver?: LabelPrinterDriver;
  /** The rooms the desk is built of (default: `app/rooms.ts`'s list; a composition may swap a room for another). */
  rooms?: DeskRooms;
  /** --backup-dir / SELLER_TOOLS_BACKUP_DIR: the ledger's backups go there, whatever the setting says. */
  backupDir?: string;
  /** The daily backup's timing (tests); false: none. */
  dailyBackups?: DailyBackupOptions | false;
  /** How throttled changes wait for their next window (the print queue's); default an unref'd timer. */
  after?: After;
  logFailure?: (channel: string, error: unknown) => void;
}
