/*
 * A stand-in for the `electron` module, enough for the desk's main bundle to start under plain Node: it records
 * what the bundle asks of Electron (window options, permission handlers, navigation guards, IPC handlers) so a
 * test can check the hardening without an Electron binary. Installed as `node_modules/electron` of a temp dir.
 */

type Listener = (...args: unknown[]) => unknown;

export interface StubWebContents {
  id: number;
  listeners: Map<string, Listener[]>;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null;
  sent: unknown[][];
}

export interface StubWindow {
  options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>;
  webContents: StubWebContents;
  loaded: string[];
}

export interface ElectronStubRecord {
  windows: StubWindow[];
  ipcHandlers: Map<string, Listener>;
  appListeners: Map<string, Listener[]>;
  permissionRequestHandler: Listener | null;
  permissionCheckHandler: Listener | null;
  openedExternally: string[];
  /** Fires `web-contents-created` for new contents, as Electron does for every window. */
  createContents(): StubWebContents;
  quit: boolean;
  /** What `getPrintersAsync` lists (Electron.PrinterInfo-like). */
  printers: Array<{ name: string; displayName: string; options?: Record<string, string> }>;
  /** Every `webContents.print` call: its options and the URL its window had loaded. */
  printJobs: Array<{ options: Record<string, unknown>; url: string | undefined }>;
  /** The answer `webContents.print` gives its callback next (a cancelled dialog: success false). */
  printAnswer: { success: boolean; failureReason: string };
  /** What `dialog.showSaveDialog` answers (default: cancelled). */
  saveDialogAnswer: { canceled: boolean; filePath?: string };
  /** Every `printToPDF` call's window URL. */
  pdfJobs: string[];
  /** The handlers `protocol.handle` registered, by scheme (the app:// pages and goods pictures). */
  protocolHandlers: Map<string, (request: Request) => Promise<Response> | Response>;
  /** What `net.fetch` does (default: no network in the stub). */
  netFetch: (url: string, init?: RequestInit) => Promise<Response>;
}

const on = (map: Map<string, Listener[]>) => (event: string, listener: Listener) => {
  map.set(event, [...(map.get(event) ?? []), listener]);
};

/** The module object the bundle gets from `require('electron')`, and the record of what it did with it. */
export const createElectronStub = (
  userData: string,
): { module: Record<string, unknown>; record: ElectronStubRecord } => {
  let nextId = 1;
  const appListeners = new Map<string, Listener[]>();
  const record: ElectronStubRecord = {
    windows: [],
    ipcHandlers: new Map(),
    appListeners,
    permissionRequestHandler: null,
    permissionCheckHandler: null,
    openedExternally: [],
    quit: false,
    printers: [],
    printJobs: [],
    printAnswer: { success: true, failureReason: '' },
    saveDialogAnswer: { canceled: true },
    pdfJobs: [],
    protocolHandlers: new Map(),
    netFetch: () => Promise.reject(new Error('no network in the stub')),
    createContents() {
      const listeners = new Map<string, Listener[]>();
      const contents: StubWebContents & Record<string, unknown> = {
        id: nextId++,
        listeners,
        windowOpenHandler: null,
        sent: [],
        on: on(listeners),
        once: on(listeners),
        send: (...args: unknown[]) => contents.sent.push(args),
        setWindowOpenHandler: (handler: StubWebContents['windowOpenHandler']) => {
          contents.windowOpenHandler = handler;
        },
        // The print route's "drawn" flag: always drawn in the stub.
        executeJavaScript: () => Promise.resolve('true'),
        getPrintersAsync: () => Promise.resolve(record.printers),
        print: (options: Record<string, unknown>, done: (success: boolean, reason: string) => void) => {
          const win = record.windows.find((w) => w.webContents === (contents as StubWebContents));
          record.printJobs.push({ options, url: win?.loaded.at(-1) });
          const { success, failureReason } = record.printAnswer;
          setTimeout(() => done(success, failureReason), 1);
        },
        // A real PDF with one page per label the window's print route asked for.
        printToPDF: async () => {
          const win = record.windows.find((w) => w.webContents === (contents as StubWebContents));
          const url = win?.loaded.at(-1) ?? '';
          record.pdfJobs.push(url);
          const count = (new URL(url, 'app://desk/').searchParams.get('ids') ?? '')
            .split(',')
            .filter(Boolean).length;
          const { PDFDocument } = await import('pdf-lib');
          const doc = await PDFDocument.create();
          for (let i = 0; i < count; i += 1) doc.addPage([283, 425]);
          return Buffer.from(await doc.save());
        },
      };
      for (const listener of appListeners.get('web-contents-created') ?? []) listener({}, contents);
      return contents;
    },
  };

  class BrowserWindow {
    static getAllWindows = () => record.windows.map((w) => w as unknown as BrowserWindow);
    options: StubWindow['options'];
    webContents: StubWebContents;
    loaded: string[] = [];
    private readonly listeners = new Map<string, Listener[]>();
    constructor(options: StubWindow['options']) {
      this.options = options;
      this.webContents = record.createContents();
      record.windows.push(this);
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    once(event: string, listener: Listener) {
      on(this.listeners)(event, listener);
    }
    on(event: string, listener: Listener) {
      on(this.listeners)(event, listener);
    }
    isDestroyed = () => false;
    isMinimized = () => false;
    show = () => undefined;
    focus = () => undefined;
    destroy = () => undefined;
  }

  const module = {
    app: {
      getPath: () => userData,
      setPath: () => undefined,
      getVersion: () => '0.0.0-stub',
      requestSingleInstanceLock: () => true,
      whenReady: () => Promise.resolve(),
      on: on(appListeners),
      quit: () => {
        record.quit = true;
      },
      exit: () => {
        record.quit = true;
      },
    },
    BrowserWindow,
    ipcMain: {
      handle: (channel: string, handler: Listener) => record.ipcHandlers.set(channel, handler),
      on: () => undefined,
    },
    protocol: {
      registerSchemesAsPrivileged: () => undefined,
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        record.protocolHandlers.set(scheme, handler),
    },
    net: { fetch: (url: string, init?: RequestInit) => record.netFetch(url, init) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          record.permissionRequestHandler = handler;
        },
        setPermissionCheckHandler: (handler: Listener) => {
          record.permissionCheckHandler = handler;
        },
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => false,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: (s: string) => Buffer.from(s),
      decryptString: (b: Buffer) => b.toString(),
    },
    shell: {
      openExternal: (url: string) => {
        record.openedExternally.push(url);
        return Promise.resolve();
      },
      openPath: () => Promise.resolve(''),
    },
    dialog: { showSaveDialog: () => Promise.resolve(record.saveDialogAnswer) },
  };
  return { module, record };
};
