/*
 * The shared-ledger bench's reaper, a process of its own (`node --import tsx shared-ledger-reaper.ts`, detached):
 * it reads what to stop from stdin, one JSON line at a time, and when stdin ends without `{"done":true}` the bench
 * died (an uncaught signal, a SIGKILL, tsx cutting it short) and skipped its `finally` blocks: it stops the web
 * hosts the bench left and the PostgreSQL cluster (pg_ctl daemonizes it, so nothing else would), then removes
 * the cluster's directory.
 *   {"pid":N} / {"forgetPid":N}    a web host process to stop / that stopped normally
 *   {"cluster":DIR} / {"forgetCluster":DIR}    a cluster dir (DIR/data/postmaster.pid) to stop and remove
 *   {"dir":DIR} / {"forgetDir":DIR}    a temp dir (the desks' data dirs) to remove once they stopped
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const pids = new Set<number>();
const clusters = new Set<string>();
const dirs = new Set<string>();
let done = false;
let pending = '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
};
const waitGone = async (pid: number, ms: number) => {
  for (let waited = 0; alive(pid) && waited < ms; waited += 100) await sleep(100);
  return !alive(pid);
};

const reap = async () => {
  // The desks first (SIGTERM lets a web host close its pool), then the cluster they used.
  for (const pid of pids) signal(pid, 'SIGTERM');
  for (const pid of pids) if (!(await waitGone(pid, 5000))) signal(pid, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const dir of clusters) {
    const pidFile = join(dir, 'data', 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(postmaster) && postmaster > 0) {
      // SIGINT is PostgreSQL's fast shutdown; SIGQUIT its immediate one, if the fast one hangs.
      signal(postmaster, 'SIGINT');
      if (!(await waitGone(postmaster, 10_000))) signal(postmaster, 'SIGQUIT');
      await waitGone(postmaster, 5000);
    }
    rmSync(dir, { recursive: true, force: true });
  }
};

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  pending += chunk;
  for (let at = pending.indexOf('\n'); at >= 0; at = pending.indexOf('\n')) {
    const line = pending.slice(0, at);
    pending = pending.slice(at + 1);
    const message = JSON.parse(line) as Record<string, unknown>;
    if (typeof message.pid === 'number') pids.add(message.pid);
    if (typeof message.forgetPid === 'number') pids.delete(message.forgetPid);
    if (typeof message.cluster === 'string') clusters.add(message.cluster);
    if (typeof message.forgetCluster === 'string') clusters.delete(message.forgetCluster);
    if (typeof message.dir === 'string') dirs.add(message.dir);
    if (typeof message.forgetDir === 'string') dirs.delete(message.forgetDir);
    if (message.done === true) done = true;
  }
});
process.stdin.on('end', () => {
  if (done) return;
  void reap().then(() => process.exit(0));
});
