import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IpcResult } from '../../shared/ipc/errors';

/*
 * The built web host (dist/electron/web-host.js) as a process of its own, for e2e specs and benches: started
 * with the CLI's own flags, its address read from the line it prints, and driven over HTTP exactly as the
 * renderer drives it (POST /ipc/<channel> carrying the per-launch secret).
 */

const root = resolve(import.meta.dirname, '..', '..');
export const webHostScript = join(root, 'dist', 'electron', 'web-host.js');
/** The web host's source, run with the tsx loader by unit tests (they test this tree, never a stale build). */
export const webHostSource = join(root, 'electron', 'hosts', 'web', 'web-host.ts');

/** Output kept for the error of a host that exits before listening. */
const MAX_KEPT_OUTPUT = 64 * 1024;

/**
 * Builds the main-process half (`node scripts/build.mjs --only electron`: the web host needs no renderer to
 * answer its router) when dist/electron/web-host.js is missing. Returns whether it built.
 */
export const buildWebHostIfMissing = (): boolean => {
  if (existsSync(webHostScript)) return false;
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--only', 'electron'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0 || !existsSync(webHostScript)) {
    throw new Error(`building ${webHostScript} failed (${built.status}): run \`npm run build\` and retry`);
  }
  return true;
};

/** Starts the built web host as its own process and reads the address it prints. */
export const startWebHost = (
  args: string[],
  /**
   * onSpawn: told the process as soon as it exists (a bench's reaper watches it before it listens).
   * fromSource: run electron/hosts/web/web-host.ts with the tsx loader instead of the build.
   */
  options: { timeoutMs?: number; onSpawn?: (child: ChildProcess) => void; fromSource?: boolean } = {},
): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolveHost, reject) => {
    if (!options.fromSource && !existsSync(webHostScript)) {
      reject(new Error(`${webHostScript} is missing: run \`npm run build\` (npm run test:e2e does) first`));
      return;
    }
    const entry = options.fromSource ? ['--import', 'tsx', webHostSource] : [webHostScript];
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...entry, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    options.onSpawn?.(child);
    let output = '';
    let listening = false;
    const keep = (chunk: Buffer) => {
      if (!listening) output = (output + chunk.toString()).slice(-MAX_KEPT_OUTPUT);
    };
    // A host that never says it listens is stopped, not left behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the web host did not listen within ${options.timeoutMs ?? 60_000} ms:\n${output}`));
    }, options.timeoutMs ?? 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      const line = /Desk web host listening on (\S+)/.exec(output);
      if (line && !listening) {
        listening = true;
        clearTimeout(timer);
        resolveHost({ child, url: line[1] as string });
      }
    });
    child.stderr?.on('data', keep);
    // DESK_E2E_HOST_LOG=FILE keeps every host's own log (main's failures in full) for a run that went wrong.
    const log = process.env.DESK_E2E_HOST_LOG;
    if (log) child.stderr?.on('data', (chunk: Buffer) => appendFileSync(log, chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the web host exited (${code}) before listening:\n${output}`));
    });
  });

export const stopProcess = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
};

export interface WebHostClient {
  origin: string;
  secret: string;
  /** One call into the host's router, as the renderer makes it: the IpcResult, never a throw for a refusal. */
  raw(channel: string, input: unknown): Promise<IpcResult<unknown>>;
}

/** A client of a running web host, from the address it printed (`http://127.0.0.1:<port>/?k=<secret>`). */
export const webHostClient = (printedUrl: string): WebHostClient => {
  const url = new URL(printedUrl);
  const secret = url.searchParams.get('k') ?? '';
  return {
    origin: url.origin,
    secret,
    async raw(channel, input) {
      const res = await fetch(`${url.origin}/ipc/${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-desk-secret': secret },
        body: JSON.stringify(input),
      });
      return (await res.json()) as IpcResult<unknown>;
    },
  };
};
