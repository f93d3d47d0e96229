import { rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Channel, In, Out } from '../../../../shared/ipc/contract';
import type { IpcResult } from '../../../../shared/ipc/errors';
import { electronMainBundle } from '../../../../scripts/bundle-options.mjs';
import { createElectronStub, type ElectronStubRecord, type StubWindow } from '../../../testing/electron-stub';
import { bundleWorkDir } from '../../../testing/bundle-work-dir';
import { CALL_CHANNEL } from '../ipc-channel-names';

/*
 * The Electron host as it ships, with no Electron binary: the real main bundle (built as `npm run build` builds
 * it) started under Node with the stub `electron` module, its environment and command line as a test gives them.
 * The test reads what it asked of Electron (`record`) and calls its router as the desk's own window would.
 */

export interface MainUnderStub {
  record: ElectronStubRecord;
  /** The desk's main window. */
  main: StubWindow;
  /** A call through ipcMain, sent from the main window's app:// page; throws on an error answer. */
  call<C extends Channel>(channel: C, input: In<C>): Promise<Out<C>>;
  /** Quits as Electron would (the desk closes its ledger on will-quit) and puts back what was changed. */
  quit(): Promise<void>;
}

export interface MainUnderStubOptions {
  /** Added to process.env while the desk runs (SELLER_TOOLS_DATA_DIR is the stub's own). */
  env?: Record<string, string>;
  /** Added to process.argv while the desk starts (Electron's command line: `--label-printer URL`, …). */
  args?: string[];
}

type Loader = (request: string, parent: unknown, isMain: boolean) => unknown;
const moduleInternals = Module as unknown as { _load: Loader };
const root = resolve(import.meta.dirname, '..', '..', '..', '..');

const until = async (check: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

/** Builds the main bundle into a fresh folder and starts it under the stub; resolves once its window opened. */
export const startMainUnderStub = async (options: MainUnderStubOptions = {}): Promise<MainUnderStub> => {
  const work = bundleWorkDir('desk-electron-main-');
  const bundle = join(work, 'dist', 'electron', 'electron-main.cjs');
  await build({ ...electronMainBundle(root, bundle), sourcemap: false, logLevel: 'silent' });
  const stub = createElectronStub(join(work, 'user-data'));
  const { record } = stub;
  const originalLoad = moduleInternals._load;
  const restoreEnv = { ...process.env };
  const restoreArgv = [...process.argv];
  moduleInternals._load = function load(request, parent, isMain) {
    return request === 'electron' ? stub.module : originalLoad.call(this, request, parent, isMain);
  };
  Object.assign(process.env, { SELLER_TOOLS_DATA_DIR: join(work, 'data'), ...options.env });
  process.argv.push(...(options.args ?? []));
  createRequire(import.meta.url)(bundle);
  await until(() => record.windows.length > 0, 'the main window');
  const main = record.windows[0] as StubWindow;
  return {
    record,
    main,
    async call(channel, input) {
      const handler = record.ipcHandlers.get(CALL_CHANNEL);
      if (!handler) throw new Error('the main bundle handles no IPC');
      const sender = { sender: { id: main.webContents.id }, senderFrame: { url: 'app://desk/index.html' } };
      const result = (await handler(sender, channel, input)) as IpcResult<Out<typeof channel>>;
      if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
      return result.value;
    },
    async quit() {
      for (const listener of record.appListeners.get('will-quit') ?? [])
        listener({ preventDefault: () => undefined });
      await until(() => record.quit, 'the desk to quit');
      moduleInternals._load = originalLoad;
      process.env = restoreEnv;
      process.argv.splice(0, process.argv.length, ...restoreArgv);
      rmSync(work, { recursive: true, force: true });
    },
  };
};
