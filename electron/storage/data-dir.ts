import { chmodSync, mkdirSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeskError } from '../kernel/desk-error';

/*
 * The data dir holds receivers' names, addresses and phones, and the token: only this user may read it. It is
 * created 0700, everything directly in it is made 0600 (folders 0700) at every start, and the process umask makes
 * every file created later (SQLite's -wal and -shm, settings, the sandbox's data) 0600 too.
 */

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** A start the desk cannot make: the message names the folder and what to do. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

const codeOf = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? 'unknown';

const notWritable = (dir: string, error: unknown): DataDirError =>
  new DataDirError(
    `The data folder ${dir} is not writable (${codeOf(error)}): the desk keeps its ledger there. ` +
      'Choose another folder (--data-dir or SELLER_TOOLS_DATA_DIR) or give this user write access to it.',
  );

/** Creates (or tightens) the data dir and proves it can be written, before anything opens a file in it. */
export function prepareDataDir(dir: string): void {
  // Files created from here on (this process) are private whatever the caller's umask was.
  if (typeof process.umask === 'function') process.umask(0o077);
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
    chmodSync(dir, PRIVATE_DIR);
  } catch (error) {
    throw notWritable(dir, error);
  }
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '', { flag: 'w', mode: PRIVATE_FILE });
    rmSync(probe, { force: true });
  } catch (error) {
    throw notWritable(dir, error);
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    try {
      chmodSync(join(dir, entry.name), entry.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE);
    } catch (error) {
      // Gone since the listing (another start's lock draft): nothing to tighten.
      if (codeOf(error) !== 'ENOENT') throw error;
    }
  }
}

/** Bytes this user may still write in the folder's file system. */
export const freeBytes = (dir: string): number => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/**
 * Before a charged call: the answer must be recordable. With less than `margin` bytes free the call is refused
 * before anything is sent, so it costs nothing.
 */
export const ensureRoomToRecord = (
  dir: string,
  margin: number,
  free: (d: string) => number = freeBytes,
): void => {
  const left = free(dir);
  if (left >= margin) return;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  throw new DeskError(
    'disk-full',
    `The disk of the data folder ${dir} has ${mb(left)} MB left; the desk needs ${mb(margin)} MB to record what ` +
      'the gateway answers, so nothing was sent and nothing was charged. Free some space, then try again.',
  );
};
