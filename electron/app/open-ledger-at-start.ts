import { hostname } from 'node:os';
import { ledgerUrlWithoutPassword, parseLedgerUrl } from '../../shared/ledger/ledger-url';
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
  /** The shared ledger's address in use, with its user and without its password; absent: SQLite. */
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
  const read = ledgerUrl === undefined ? null : parseLedgerUrl(ledgerUrl, { passwordAllowed: true });
  // The password as the reader takes it too (one holding '/' or '@' is no URL's password to `urlSecrets`).
  const typed = read?.ok && read.address.password ? [read.address.password] : [];
  const secrets = [
    ...new Set([...urlSecrets(ledgerUrl), ...typed, ...(saved.password ? [saved.password] : [])]),
  ];
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
  // Past the open, the address travels without its password (pg_dump's command is built from it).
  const shown = read?.ok ? ledgerUrlWithoutPassword(read.address) : undefined;
  return { ...opened, sharedLedgerSettings, secrets, ledgerUrl: shown, given: options.ledger !== undefined };
}
