import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import packageJson from '../../../package.json' with { type: 'json' };
import { installLogScrubbing, urlSecrets } from '../../kernel/log-scrubbing';
import {
  backupOptions,
  gatewayOptions,
  isUsageError,
  labelPrinterOptions,
  ledgerOptions,
} from './web-host-options';
import { startWebHost, type RunningWebHost, type WebHostOptions } from './web-host-app';

/*
 * `npm run start:web` / `node dist/electron/web-host.js`: the desk in a browser.
 *   --port N            port on 127.0.0.1 (default 0: a free one)
 *   --data-dir DIR      data dir (default $SELLER_TOOLS_DATA_DIR, else ./.data/desk)
 *   --gateway-url URL   use this gateway instead of the embedded sandbox (default $SELLER_TOOLS_GATEWAY_URL)
 *   --token-file FILE   the access token, read from a file (preferred: not visible to other users)
 *   --token T           the access token (visible to other local users in `ps`; default $SELLER_TOOLS_TOKEN)
 *   --renderer-dir DIR  the built renderer (default dist/renderer)
 *   --ledger-url URL    postgres://user:password@host:port/db : a ledger shared by several desks
 *                       (default $SELLER_TOOLS_LEDGER_URL; absent = the SQLite ledger in the data dir)
 *   --desk-name NAME    this desk's name on a shared ledger (default $SELLER_TOOLS_DESK_NAME, else the host name)
 *   --label-printer URL a label printer for every size whose print profile names none
 *                       (socket://host:9100?language=tspl|zpl, ipp://host:631/printers/name; $SELLER_TOOLS_LABEL_PRINTER)
 *   --backup-dir DIR    the ledger's backups (default $SELLER_TOOLS_BACKUP_DIR, else Settings → Data, else
 *                       backups/ in the data dir)
 * Prints one machine-readable line: `Desk web host listening on http://127.0.0.1:<port>/?k=<secret>`.
 */

const USAGE =
  'usage: web-host [--port N] [--data-dir DIR] [--gateway-url URL] [--token-file FILE | --token T] ' +
  '[--renderer-dir DIR] [--ledger-url postgres://…] [--desk-name NAME] [--label-printer URL] [--backup-dir DIR]';

const here = dirname(fileURLToPath(import.meta.url));
// Bundled: dist/electron/web-host.js → dist/renderer; from source: electron/hosts/web/ → dist/renderer.
const defaultRendererDir =
  basename(dirname(here)) === 'dist'
    ? join(here, '..', 'renderer')
    : join(here, '..', '..', '..', 'dist', 'renderer');

/** Secrets known before the desk runs (a token given at start); the desk adds its own once it runs. */
const secrets: string[] = [];
let core: { secrets(): string[] } | null = null;
installLogScrubbing(() => [...secrets, ...(core?.secrets() ?? [])]);

const ARGS = {
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  'gateway-url': { type: 'string' },
  token: { type: 'string' },
  'token-file': { type: 'string' },
  'renderer-dir': { type: 'string' },
  'ledger-url': { type: 'string' },
  'desk-name': { type: 'string' },
  'label-printer': { type: 'string' },
  'backup-dir': { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

type Args = ReturnType<typeof parseArgs<{ options: typeof ARGS }>>['values'];

/** The host's options from the command line and the environment; the secrets among them join the scrubbed ones. */
const hostOptions = (values: Args): WebHostOptions => {
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number');
  const dataDir = resolve(values['data-dir'] ?? process.env.SELLER_TOOLS_DATA_DIR ?? join('.data', 'desk'));
  const { gatewayUrl, token } = gatewayOptions(values, process.env);
  if (token !== undefined) secrets.push(token);
  const { ledgerUrl, deskName } = ledgerOptions(values, process.env);
  const { labelPrinter } = labelPrinterOptions(values, process.env);
  // The shared ledger's password never reaches a log line.
  secrets.push(...urlSecrets(ledgerUrl));
  return {
    dataDir,
    rendererDir: resolve(values['renderer-dir'] ?? defaultRendererDir),
    version: packageJson.version,
    port,
    ...(gatewayUrl !== undefined ? { gatewayUrl } : {}),
    ...(token !== undefined ? { token } : {}),
    ...(ledgerUrl !== undefined ? { ledgerUrl } : {}),
    ...(deskName !== undefined ? { deskName } : {}),
    ...(labelPrinter !== undefined ? { labelPrinter } : {}),
    ...backupOptions(values, process.env),
  };
};

/** What the seller (and the e2e kit, from the last line) needs to know of the running desk. */
const tellStarted = (host: RunningWebHost, dataDir: string): void => {
  const { desk, ledgerServer, embedded, settings } = host.core.services;
  console.log(`Data dir: ${dataDir}`);
  console.log(
    ledgerServer ? `Shared ledger: ${ledgerServer} (desk ${desk})` : `Ledger: embedded (desk ${desk})`,
  );
  if (embedded?.url()) {
    console.log(`Embedded sandbox gateway: ${embedded.url()}`);
    // As `npm run sandbox` does: a coupon string to try the coupon lookup with.
    console.log(`Demo coupon me: ${embedded.demoCouponMe() ?? '—'}`);
  } else {
    console.log(`Gateway: ${settings.get().gateway.baseUrl}`);
  }
  console.log(`Desk web host listening on ${host.url}`);
};

/** SIGINT / SIGTERM close the desk once (its ledger, sandbox and lock) and exit. */
const stopOnSignals = (host: RunningWebHost): void => {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('desk web host: failed to stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: ARGS });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const options = hostOptions(values);
  const host = await startWebHost(options);
  core = host.core;
  tellStarted(host, options.dataDir);
  stopOnSignals(host);
};

// A refusal prints its reason alone; the usage follows only when the command line itself was wrong.
main().catch((error: unknown) => {
  console.error(`desk web host: ${error instanceof Error ? error.message : String(error)}`);
  if (isUsageError(error)) console.error(USAGE);
  process.exit(1);
});
