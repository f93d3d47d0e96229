import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/*
 * What the shared-ledger bench must stop even when it dies without running its `finally` blocks (Ctrl-C,
 * SIGTERM, SIGKILL): web host processes and the PostgreSQL cluster outlive it otherwise. A reaper process
 * (shared-ledger-reaper.ts, detached so a Ctrl-C to the terminal does not stop it first) is told each one as it
 * starts and each one as the bench stops it itself; if the bench's end of the pipe closes first, it stops the rest.
 */

export interface Reaper {
  /** Watches a process; the returned function says it stopped normally. */
  watchProcess(pid: number): () => void;
  /** Watches a cluster (its dir, as scripts/pg-cluster.mjs made it); the returned function says it stopped. */
  watchCluster(dir: string): () => void;
  /** Watches a temp dir, removed after the processes stopped; the returned function says it was removed. */
  watchDir(dir: string): () => void;
  /** The bench ends normally: the reaper leaves without stopping anything. */
  close(): void;
}

const REAPER_SCRIPT = resolve(import.meta.dirname, 'shared-ledger-reaper.ts');

export const startReaper = (): Reaper => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', REAPER_SCRIPT], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: ['pipe', 'ignore', 'inherit'],
    detached: true,
  });
  // A reaper that died early must not take the bench with it (EPIPE on its stdin).
  child.stdin?.on('error', () => undefined);
  const tell = (message: Record<string, unknown>) => child.stdin?.write(`${JSON.stringify(message)}\n`);
  return {
    watchProcess(pid) {
      tell({ pid });
      return () => tell({ forgetPid: pid });
    },
    watchCluster(dir) {
      tell({ cluster: dir });
      return () => tell({ forgetCluster: dir });
    },
    watchDir(dir) {
      tell({ dir });
      return () => tell({ forgetDir: dir });
    },
    close() {
      tell({ done: true });
      child.stdin?.end();
      child.unref();
    },
  };
};
