import { hostname } from 'node:os';
import { urlSecrets } from '../kernel/log-scrubbing';
import type { LedgerBounds } from '../storage/postgres/pg-bounds';
import {
  openDeskLedger,
  type DeskLedger,
  type Ledger,
  type SharedLedgerSettingsService,
} from '../features/ledger';

interface LedgerAtStartOptions {
  dataDir: string;
  language: 'zh-CN' | 'en';
  /** A ledger built by the caller (tests); else `ledgerUrl`'s shared ledger, else SQLite in the data dir. */
  ledger?: Ledger | undefined;
  ledgerUrl?: string | undefined;
  deskName?: string | undefined;
  /** How long the desk waits for a shared ledger's server (default: the production bounds). */
  ledgerBounds?: Partial<LedgerBounds> | undefined;
  /** Settings → Shared ledger (the desk core gives the one it tells changes of). */
  sharedLedgerSettings: SharedLedgerSettingsService;
}

export type OpenedLedger = DeskLedger & {
  sharedLedgerSettings: SharedLedgerSettingsService;
  /** The shared ledger's password, as typed and as it appears in its URL: never in a log line. */
  secrets: string[];
  /** The shared ledger's address in use (with its user, never shown with its password); absent: SQLite. */
  ledgerUrl?: string | undefined;
  /** The ledger was built by the caller (tests): no file of the data dir to back up or restore. */
  given: boolean;
};

/** The ledger this start uses: a URL given at start (flag, environment) wins over the one saved in Settings. */
export async function openLedgerAtStart(options: LedgerAtStartOptions): Promise<OpenedLedger> {
  const { sharedLedgerSettings } = options;
  const saved = sharedLedgerSettings.forStart();
  const ledgerUrl = options.ledgerUrl ?? saved.ledgerUrl;
  const deskName = options.deskName ?? saved.deskName;
  const secrets = [...urlSecrets(ledgerUrl), ...(saved.password ? [saved.password] : [])];
  const opened = options.ledger
    ? { ledger: options.ledger, desk: deskName ?? hostname(), kind: 'embedded' as const, server: null }
    : await openDeskLedger({
        dataDir: options.dataDir,
        ...(ledgerUrl !== undefined ? { ledgerUrl } : {}),
        ...(deskName !== undefined ? { deskName } : {}),
        language: options.language,
        givenAtStart: options.ledgerUrl !== undefined,
        bounds: options.ledgerBounds,
      });
  return { ...opened, sharedLedgerSettings, secrets, ledgerUrl, given: options.ledger !== undefined };
}
