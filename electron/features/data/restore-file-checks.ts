import { statSync, type Stats } from 'node:fs';

/*
 * What a restore looks at before it opens the chosen file at all. SQLite opens a FIFO by waiting for a writer that
 * never comes (a blocked main thread does not even take SIGTERM), and a device or a folder is never a ledger: only
 * a regular file (a link to one is fine) is opened. A file far larger than this desk's ledger could have been is not
 * a backup of it (a planted 300 MB blob would also become the ledger, and its before-restore copies): a backup is the
 * ledger as it was, and the ledger only shrinks by its cleanup, which packs labels to about a fifth.
 */

const MIB = 1024 * 1024;
/** How many times the live ledger's size a backup of it may be. */
export const RESTORE_SIZE_FACTOR = 8;
/** A backup may always be this large, however small the live ledger is (a new desk's ledger is a few KB). */
export const RESTORE_SIZE_FLOOR = 64 * MIB;

export type RestoreFileFault =
  | { kind: 'missing' }
  | { kind: 'unreadable'; code: string }
  | { kind: 'not-a-file'; what: 'folder' | 'fifo' | 'device' | 'socket' | 'other' }
  | { kind: 'too-large'; bytes: number; bound: number };

/** The largest file a restore takes, for a live ledger of `ledgerBytes` (its file and WAL). */
export const restoreSizeBound = (ledgerBytes: number): number =>
  Math.max(RESTORE_SIZE_FACTOR * ledgerBytes, RESTORE_SIZE_FLOOR);

/** The live ledger's bytes on disk: its file and its WAL. */
export const liveLedgerBytes = (ledgerFile: string): number =>
  [ledgerFile, `${ledgerFile}-wal`].reduce(
    (sum, f) => sum + (statSync(f, { throwIfNoEntry: false })?.size ?? 0),
    0,
  );

const whatItIs = (s: Stats): 'folder' | 'fifo' | 'device' | 'socket' | 'other' => {
  if (s.isDirectory()) return 'folder';
  if (s.isFIFO()) return 'fifo';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'device';
  return s.isSocket() ? 'socket' : 'other';
};

/** Why `file` is not opened for a restore, or null: stat follows a link to what it names, and never blocks. */
export const restoreFileFault = (file: string, ledgerBytes: number): RestoreFileFault | null => {
  let s: Stats | undefined;
  try {
    s = statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    return { kind: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
  if (!s) return { kind: 'missing' };
  if (!s.isFile()) return { kind: 'not-a-file', what: whatItIs(s) };
  const bound = restoreSizeBound(ledgerBytes);
  return s.size > bound ? { kind: 'too-large', bytes: s.size, bound } : null;
};
