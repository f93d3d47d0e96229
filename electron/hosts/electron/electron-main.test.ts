import { rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronMainBundle } from '../../../scripts/bundle-options.mjs';
import { createElectronStub, type ElectronStubRecord, type StubWindow } from '../../testing/electron-stub';
import { CALL_CHANNEL } from './ipc-channel-names';
import { bundleWorkDir } from '../../testing/bundle-work-dir';

/*
 * The Electron host's hardening cannot regress unseen while no Electron binary runs here:
 * the real main bundle (built as `npm run build` builds it) is started under Node with a stub `electron` module,
 * and what it asked of Electron is checked.
 */

const root = resolve(import.meta.dirname, '..', '..', '..');
let work: string;
let record: ElectronStubRecord;
let main: StubWindow;
const restoreEnv = { ...process.env };
type Loader = (request: string, parent: unknown, isMain: boolean) => unknown;
const moduleInternals = Module as unknown as { _load: Loader };
const originalLoad = moduleInternals._load;

const until = async (check: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

beforeAll(async () => {
  work = bundleWorkDir('desk-electron-main-');
  const bundle = join(work, 'dist', 'electron', 'electron-main.cjs');
  await build({ ...electronMainBundle(root, bundle), sourcemap: false, logLevel: 'silent' });
  const stub = createElectronStub(join(work, 'user-data'));
  record = stub.record;
  moduleInternals._load = function load(request, parent, isMain) {
    return request === 'electron' ? stub.module : originalLoad.call(this, request, parent, isMain);
  };
  Object.assign(process.env, {
    SELLER_TOOLS_DATA_DIR: join(work, 'data'),
    // A custom gateway: the embedded sandbox is not started (nothing here talks to a gateway).
    SELLER_TOOLS_GATEWAY_URL: 'http://127.0.0.1:9',
    SELLER_TOOLS_TOKEN: 'stub-token-1234',
  });
  createRequire(import.meta.url)(bundle);
  await until(() => record.windows.length > 0, 'the main window');
  main = record.windows[0] as StubWindow;
}, 60_000);

afterAll(async () => {
  // Quit as Electron would: the desk closes its ledger on will-quit.
  for (const listener of record.appListeners.get('will-quit') ?? [])
    listener({ preventDefault: () => undefined });
  await until(() => record.quit, 'the desk to quit');
  moduleInternals._load = originalLoad;
  process.env = restoreEnv;
  rmSync(work, { recursive: true, force: true });
});

describe('the Electron main bundle', () => {
  it('opens its window sandboxed, with context isolation and no Node integration', () => {
    expect(main.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(String(main.options.webPreferences?.preload)).toMatch(/preload\.cjs$/);
    expect((main as unknown as { loaded: string[] }).loaded).toEqual(['app://desk/index.html']);
  });

  it('denies every permission, asked for or merely checked', () => {
    let granted: unknown = 'not answered';
    record.permissionRequestHandler?.({}, 'media', (allowed: boolean) => (granted = allowed));
    expect(granted).toBe(false);
    expect(record.permissionCheckHandler).not.toBeNull();
    for (const permission of ['media', 'notifications', 'clipboard-read', 'geolocation']) {
      expect(record.permissionCheckHandler?.({}, permission, 'app://desk', {})).toBe(false);
    }
  });

  it('denies window.open and navigation away from the app; only http(s) goes to the browser', () => {
    const contents = record.createContents();
    for (const url of [
      'https://example.com/help',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'app://desk/x',
    ]) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
    const navigate = (url: string) => {
      let prevented = false;
      for (const listener of contents.listeners.get('will-navigate') ?? []) {
        listener({ preventDefault: () => (prevented = true) }, url);
      }
      return prevented;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('app://desk/print.html?ids=1')).toBe(false);
    let webviewPrevented = false;
    for (const listener of contents.listeners.get('will-attach-webview') ?? []) {
      listener({ preventDefault: () => (webviewPrevented = true) });
    }
    expect(webviewPrevented).toBe(true);
    expect(record.openedExternally).toEqual(['https://example.com/help', 'https://evil.example/']);
  });

  it('answers IPC from its own windows only; anything else is dropped unanswered', async () => {
    const handler = record.ipcHandlers.get(CALL_CHANNEL);
    expect(handler).toBeDefined();
    const call = (senderId: number, frameUrl: string) =>
      handler?.({ sender: { id: senderId }, senderFrame: { url: frameUrl } }, 'app.info', {});
    expect(await call(main.webContents.id, 'app://desk/index.html')).toMatchObject({
      ok: true,
      value: { host: 'electron' },
    });
    // A page of another origin in an app window, and a window the desk did not open: no answer at all.
    expect(await call(main.webContents.id, 'https://evil.example/')).toBeUndefined();
    expect(await call(9999, 'app://desk/index.html')).toBeUndefined();
  });
});
