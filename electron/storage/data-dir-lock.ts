import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';
import { DataDirError } from './data-dir';

/*
 * One desk process per data dir: two processes on one ledger file, journal and desk name would each settle the
 * other's fetches and pay twice. The lock is a pid file that appears whole and only if absent (a hard link, or
 * O_EXCL), atomic on every local file system.
 * A lock whose process is gone (not alive on this host, or from before the last boot) is stale and taken over; a
 * process that is merely frozen still holds it, since it may wake up mid-fetch. Taking over runs under a second
 * O_EXCL file, so two starts racing for one stale lock cannot both win.
 */

export const LOCK_FILE = 'desk.lock';
const TAKEOVER_FILE = 'desk.lock.takeover';
/** A takeover file older than this was left by a start that died inside the takeover itself. */
const TAKEOVER_STALE_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: number;
  token: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Another live process holds the data dir: the message is in the seller's language. */
export class DataDirLocked extends DataDirError {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
    language: 'zh-CN' | 'en',
  ) {
    super(dataDirLockedMessage(language, dir, owner));
    this.name = 'DataDirLocked';
  }
}

function dataDirLockedMessage(language: 'zh-CN' | 'en', dir: string, owner: LockOwner | null): string {
  const who = owner ? `${owner.pid}@${owner.host}` : '?';
  return language === 'en'
    ? `Another Seller Tools desk (process ${who}) is already using the data folder ${dir}. Only one desk may ` +
        'run on one data folder: close the other one, or start this one with another data folder (--data-dir or ' +
        `SELLER_TOOLS_DATA_DIR). If no desk is running there, delete ${join(dir, LOCK_FILE)}. Nothing was changed.`
    : `另一台 Seller Tools 工作台（进程 ${who}）正在使用数据文件夹 ${dir}。一个数据文件夹只能运行一台工作台：` +
        '请关闭另一台，或用另一个数据文件夹启动本台（--data-dir 或 SELLER_TOOLS_DATA_DIR）。' +
        `如果确实没有工作台在运行，请删除 ${join(dir, LOCK_FILE)}。未做任何更改。`;
}

const readOwner = (path: string): LockOwner | null => {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? {
          pid: parsed.pid,
          host: parsed.host,
          startedAt: Number(parsed.startedAt ?? 0),
          token: String(parsed.token),
        }
      : null;
  } catch {
    return null; // unreadable (written by hand, damaged): nobody can be shown to hold it
  }
};

const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Gone for sure: this host's process is not alive, or started before the machine last booted (pid reused). */
const isStale = (owner: LockOwner | null): boolean => {
  if (!owner) return true;
  if (owner.host !== hostname()) return false; // another machine's process (shared folder): cannot tell
  const bootedAt = Date.now() - uptime() * 1000;
  return owner.startedAt < bootedAt - 60_000 || !pidAlive(owner.pid);
};

const writeSynced = (path: string, text: string, flag: 'w' | 'wx'): void => {
  const fd = openSync(path, flag, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

const exists = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * Puts `text` at `path` only if nothing is there; false when something is. The text is written to a file of its
 * own first and hard-linked into place, so a lock is never seen half-written; where links are not supported
 * (FAT), it is created with O_EXCL.
 */
const createExclusive = (path: string, text: string): boolean => {
  const draft = `${path}.${process.pid}.${randomUUID().slice(0, 8)}`;
  try {
    writeSynced(draft, text, 'wx');
    linkSync(draft, path);
    return true;
  } catch (error) {
    if (exists(error)) return false;
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  try {
    writeSynced(path, text, 'wx');
    return true;
  } catch (error) {
    if (exists(error)) return false;
    throw error;
  }
};

/** Under the takeover file: removes the lock only if it is still the stale one we read. */
const takeOverStale = (dir: string, lockPath: string, stale: LockOwner | null): void => {
  const takeover = join(dir, TAKEOVER_FILE);
  if (!createExclusive(takeover, String(process.pid))) {
    const age = Date.now() - (statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
    return; // another start is taking over right now: the caller looks again
  }
  try {
    const now = readOwner(lockPath);
    if (now?.token === stale?.token) rmSync(lockPath, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
};

/** Takes the data dir for this process, or throws {@link DataDirLocked} naming the process that holds it. */
export function lockDataDir(dir: string, language: 'zh-CN' | 'en' = 'zh-CN'): DataDirLock {
  const path = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: Date.now(), token: randomUUID() };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(path, JSON.stringify(me))) {
      return {
        path,
        release() {
          // Only our own lock: never one a later process took over.
          if (readOwner(path)?.token === me.token) unlinkSync(path);
        },
      };
    }
    const owner = readOwner(path);
    if (!isStale(owner)) throw new DataDirLocked(dir, owner, language);
    takeOverStale(dir, path, owner);
  }
  throw new DataDirLocked(dir, readOwner(path), language);
}
