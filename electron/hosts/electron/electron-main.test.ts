import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElectronStubRecord, StubWindow } from '../../testing/electron-stub';
import { CALL_CHANNEL } from './ipc-channel-names';
import { startMainUnderStub, type MainUnderStub } from './testing/main-under-stub';

/*
 * The Electron host's hardening cannot regress unseen while no Electron binary runs here:
 * the real main bundle (built as `npm run build` builds it) is started under Node with a stub `electron` module,
 * and what it asked of Electron is checked.
 */

let desk: MainUnderStub;
let record: ElectronStubRecord;
let main: StubWindow;

beforeAll(async () => {
  desk = await startMainUnderStub({
    env: {
      // A custom gateway: the embedded sandbox is not started (nothing here talks to a gateway).
      SELLER_TOOLS_GATEWAY_URL: 'http://127.0.0.1:9',
      SELLER_TOOLS_TOKEN: 'stub-token-1234',
    },
  });
  ({ record, main } = desk);
}, 60_000);

afterAll(async () => {
  await desk.quit();
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

  it('stops a server redirect or a frame navigation away from the app, and opens nothing for it', () => {
    const contents = record.createContents();
    const opened = record.openedExternally.length;
    const stopped = (event: string, url: string) => {
      let prevented = false;
      const details = { url, isMainFrame: false, preventDefault: () => (prevented = true) };
      const listeners = contents.listeners.get(event) ?? [];
      expect(listeners).not.toHaveLength(0);
      for (const listener of listeners) listener(details, url);
      return prevented;
    };
    for (const event of ['will-redirect', 'will-frame-navigate']) {
      expect(stopped(event, 'https://evil.example/')).toBe(true);
      expect(stopped(event, 'http://127.0.0.1:9/')).toBe(true);
      expect(stopped(event, 'file:///etc/passwd')).toBe(true);
      expect(stopped(event, 'app://desk.evil.example/')).toBe(true);
      expect(stopped(event, 'app://desk/print.html?ids=1')).toBe(false);
    }
    expect(record.openedExternally).toHaveLength(opened);
  });

  it('answers app://desk/goods-picture with the picture main fetched, and only a raster image', async () => {
    const handler = record.protocolHandlers.get('app');
    expect(handler).toBeDefined();
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const asked: string[] = [];
    record.netFetch = (url) => {
      asked.push(url);
      const type = url.endsWith('.png') ? 'image/png' : 'text/html';
      return Promise.resolve(new Response(png, { headers: { 'content-type': type } }));
    };
    const picture = (u: string) =>
      Promise.resolve(handler!(new Request(`app://desk/goods-picture?u=${encodeURIComponent(u)}`)));
    const tea = await picture('https://img.example/tea.png');
    expect([tea.status, tea.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await tea.arrayBuffer())).toEqual(png);
    expect((await picture('https://img.example/page.html')).status).toBe(404);
    expect((await picture('file:///etc/passwd')).status).toBe(404);
    expect(asked).toEqual(['https://img.example/tea.png', 'https://img.example/page.html']);
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
