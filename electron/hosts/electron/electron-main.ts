import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  net,
  protocol,
  safeStorage,
  session,
  shell,
  type IpcMainInvokeEvent,
  type WebContents,
} from 'electron';
import Store from 'electron-store';
import { AccessToken } from '../../../shared/ipc/channels/settings';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';
import { guardNavigation } from './navigation-guard';
import { goodsPicture } from '../goods-picture';
import { GOODS_PICTURE_PATH } from '../../../shared/orders/goods-picture-src';
import { installLogScrubbing } from '../../kernel/log-scrubbing';
import { createDeskCore, type DeskCore } from '../../app/desk-core';
import { createElectronPrinting } from '../../features/printing/index.electron';
import { CALL_CHANNEL, EVENT_CHANNEL } from './ipc-channel-names';
import { createSafeStorageVault } from '../../storage/vault';
import { createSharedLedgerSettings } from '../../features/ledger';
import { argValue, backupOptions, labelPrinterOptions, ledgerOptions } from '../web/web-host-options';

/*
 * The Electron adapter, thin by design: windows, the app:// protocol serving the built renderer with a
 * strict CSP, ipcMain.handle for the router only, and events forwarded to app windows. All business logic
 * lives in the core (desk-core.ts), the same one the web host runs.
 */

const APP_SCHEME = 'app';
const APP_HOST = 'desk';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
const rendererDir = resolve(__dirname, '..', 'renderer');
const preload = join(__dirname, 'preload.cjs');

// Tests and portable installs choose the data dir; Chromium's own profile goes there too.
const dataDir = process.env.SELLER_TOOLS_DATA_DIR
  ? resolve(process.env.SELLER_TOOLS_DATA_DIR)
  : app.getPath('userData');
app.setPath('userData', dataDir);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/** webContents ids of the desk's own windows (main and hidden print windows): the only callers accepted. */
const appContents = new Set<number>();
let mainWindow: BrowserWindow | null = null;
let core: DeskCore | null = null;

const trackContents = (contents: WebContents): void => {
  const id = contents.id;
  appContents.add(id);
  contents.once('destroyed', () => appContents.delete(id));
};

const isAppCall = (event: IpcMainInvokeEvent): boolean =>
  appContents.has(event.sender.id) && (event.senderFrame?.url ?? '').startsWith(`${APP_ORIGIN}/`);

const openExternally = (url: string): void => {
  // Only the web: the 302 authorization link and help pages. Never file:, app:, or custom schemes.
  if (/^https?:\/\//i.test(url)) void shell.openExternal(url);
};

const serveRenderer = (): void => {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host === APP_HOST && url.pathname === GOODS_PICTURE_PATH)
      return goodsPicture(url.searchParams.get('u'), (u, init) => net.fetch(u, init));
    const path = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = resolve(rendererDir, `.${path}`);
    if (url.host !== APP_HOST || !file.startsWith(rendererDir + sep))
      return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
    headers.set('x-content-type-options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
};

const createMainWindow = (): BrowserWindow => {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: 'Seller Tools desk',
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      spellcheck: false,
    },
  });
  trackContents(win.webContents);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  return win;
};

const harden = (): void => {
  // The desk needs no permission (camera, notifications, clipboard-read, …): asked or merely checked, all denied.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      openExternally(url);
      return { action: 'deny' };
    });
    guardNavigation(contents, APP_ORIGIN, openExternally);
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
};

/** Test and ops overrides: point at a gateway and give its token without the UI. */
const applyEnvironment = (desk: DeskCore): void => {
  const gatewayUrl = process.env.SELLER_TOOLS_GATEWAY_URL;
  const token = process.env.SELLER_TOOLS_TOKEN;
  if (gatewayUrl) desk.services.settings.update({ gateway: { mode: 'custom', baseUrl: gatewayUrl } });
  if (!token) return;
  const checked = AccessToken.safeParse(token);
  if (!checked.success) {
    console.error(
      'desk: SELLER_TOOLS_TOKEN is not a usable token (only visible ASCII can travel in a header)',
    );
    return;
  }
  // Given in the environment, the token is already in plain text there: storing it so is the operator's choice.
  desk.services.vault.write(checked.data, { allowPlainStorage: true });
};

const start = async (): Promise<void> => {
  await app.whenReady();
  harden();
  serveRenderer();
  const desk = await createDeskCore({
    host: 'electron',
    version: app.getVersion(),
    dataDir,
    settingsStore: new Store<Record<string, unknown>>({ cwd: dataDir, name: 'settings' }),
    vault: createSafeStorageVault(
      new Store<Record<string, unknown>>({ cwd: dataDir, name: 'vault' }),
      safeStorage,
    ),
    printing: createElectronPrinting({
      routeUrl: (path) => `${APP_ORIGIN}/${path}`,
      preload,
      trackContents,
      mainWindow: () => mainWindow,
    }),
    // Settings → "Shared ledger", its password encrypted like the token; the environment wins over it.
    sharedLedgerSettings: createSharedLedgerSettings(
      new Store<Record<string, unknown>>({ cwd: dataDir, name: 'shared-ledger' }),
      createSafeStorageVault(
        new Store<Record<string, unknown>>({ cwd: dataDir, name: 'ledger-vault' }),
        safeStorage,
      ),
    ),
    ...ledgerOptions({}, process.env),
    ...labelPrinterOptions({ 'label-printer': argValue(process.argv, 'label-printer') }, process.env),
    ...backupOptions({ 'backup-dir': argValue(process.argv, 'backup-dir') }, process.env),
  });
  core = desk;
  installLogScrubbing(() => [
    ...desk.secrets(),
    ...(process.env.SELLER_TOOLS_TOKEN ? [process.env.SELLER_TOOLS_TOKEN] : []),
  ]);
  applyEnvironment(desk);
  ipcMain.handle(CALL_CHANNEL, (event, channel: unknown, input: unknown) => {
    // Calls from anything but the desk's own pages are dropped unanswered.
    if (!isAppCall(event)) return undefined;
    return desk.dispatch(String(channel), input);
  });
  desk.events.subscribe((name, payload) => {
    for (const id of appContents) {
      const win = BrowserWindow.getAllWindows().find((w) => w.webContents.id === id);
      if (win && !win.isDestroyed()) win.webContents.send(EVENT_CHANNEL, name, payload);
    }
  });
  await desk.start();
  mainWindow = createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
  });
};

if (!app.requestSingleInstanceLock()) {
  // One desk per data dir: a second one would share the ledger and the gateway's rate window.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped || !core) return;
    // Stop the embedded gateway and close the ledger before the process ends.
    event.preventDefault();
    stopped = true;
    void core.close().finally(() => app.quit());
  });
  start().catch((error: unknown) => {
    console.error('desk: failed to start', error);
    // The seller sees why (a desk name taken on the shared ledger, a server away), not a window that never opens.
    dialog.showErrorBox(app.getName(), error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
}
