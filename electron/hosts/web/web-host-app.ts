import { join } from 'node:path';
import { createDeskCore, type DeskCore } from '../../app/desk-core';
import type { EmbeddedGateway } from '../../features/gateway';
import { createJsonFileStore } from '../../storage/key-value-store';
import { createBrowserPrinting } from '../../features/printing';
import { createFileVault } from '../../storage/vault';
import { createSharedLedgerSettings } from '../../features/ledger';
import { startDeskHttpServer, type DeskHttpServer } from './web-host-server';

/** The web host's composition: the desk core with file-backed settings and vault, behind the HTTP server. */

const WEB_SETTINGS_FILE = 'settings.json';
export const WEB_TOKEN_FILE = 'token.json';
/** Settings → "Shared ledger" (address, desk name) and its password (0600, like the token). */
const WEB_SHARED_LEDGER_FILE = 'shared-ledger.json';
const WEB_LEDGER_PASSWORD_FILE = 'ledger-password.json';

export interface WebHostOptions {
  dataDir: string;
  rendererDir: string;
  version: string;
  port?: number;
  /** Use this gateway (custom mode) instead of the embedded sandbox; saved in the data dir's settings. */
  gatewayUrl?: string;
  /** Saved in the 0600 token file. */
  token?: string;
  secret?: string;
  /** Default: the embedded sandbox on demand; null = none (tests). */
  embedded?: EmbeddedGateway | null;
  /** postgres://… : the shared ledger (several desks); absent = the SQLite ledger in the data dir. */
  ledgerUrl?: string;
  /** This desk's name on a shared ledger (default: the host name). */
  deskName?: string;
  /** A label printer (device URI) for every size whose print profile names none. */
  labelPrinter?: string;
  /** The ledger's backups go here, whatever the setting says. */
  backupDir?: string;
}

export interface RunningWebHost extends DeskHttpServer {
  core: DeskCore;
}

export const startWebHost = async (options: WebHostOptions): Promise<RunningWebHost> => {
  // The print route's address is known once the server listens; printing asks for it only later.
  let routeUrl: (path: string) => string = (path) => path;
  const core = await createDeskCore({
    host: 'web',
    version: options.version,
    dataDir: options.dataDir,
    settingsStore: createJsonFileStore(join(options.dataDir, WEB_SETTINGS_FILE)),
    vault: createFileVault(join(options.dataDir, WEB_TOKEN_FILE)),
    printing: createBrowserPrinting((path) => routeUrl(path)),
    ...(options.embedded !== undefined ? { embedded: options.embedded } : {}),
    ...(options.ledgerUrl !== undefined ? { ledgerUrl: options.ledgerUrl } : {}),
    ...(options.deskName !== undefined ? { deskName: options.deskName } : {}),
    ...(options.labelPrinter !== undefined ? { labelPrinter: options.labelPrinter } : {}),
    ...(options.backupDir !== undefined ? { backupDir: options.backupDir } : {}),
    sharedLedgerSettings: createSharedLedgerSettings(
      createJsonFileStore(join(options.dataDir, WEB_SHARED_LEDGER_FILE)),
      createFileVault(join(options.dataDir, WEB_LEDGER_PASSWORD_FILE)),
    ),
  });
  try {
    if (options.gatewayUrl !== undefined) {
      core.services.settings.update({ gateway: { mode: 'custom', baseUrl: options.gatewayUrl } });
    }
    if (options.token !== undefined) core.services.vault.write(options.token);
    await core.start();
    const http = await startDeskHttpServer({
      core,
      rendererDir: options.rendererDir,
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...(options.secret !== undefined ? { secret: options.secret } : {}),
    });
    routeUrl = http.routeUrl;
    return {
      ...http,
      core,
      close: async () => {
        await http.close();
        await core.close();
      },
    };
  } catch (error) {
    await core.close();
    throw error;
  }
};
