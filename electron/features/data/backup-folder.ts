import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The backup folder: finished backups only ever carry their final name, so a backup cut short (a crash, a full
 * disk) is never listed, never counted among the kept ones, and is removed before the next backup starts.
 */

/** A daily or on-demand backup, or the ledger kept just before a restore replaced it. */
const FINISHED = /^ledger-(\d{8}-\d{6}-\d{3})(-before-restore)?\.sqlite$/;
/** A backup being written; never a finished backup's name. */
export const PARTIAL_SUFFIX = '.partial';

export interface BackupFile {
  name: string;
  file: string;
  bytes: number;
  /** When it was made (ms, from its name). */
  at: number;
  /** Kept just before a restore replaced the ledger (rotated with the others, the newest such never). */
  beforeRestore: boolean;
}

const stamp = (at: number): string => {
  const iso = new Date(at).toISOString(); // 2026-11-26T02:45:28.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
};

const parseStamp = (s: string): number =>
  Date.UTC(
    Number(s.slice(0, 4)),
    Number(s.slice(4, 6)) - 1,
    Number(s.slice(6, 8)),
    Number(s.slice(9, 11)),
    Number(s.slice(11, 13)),
    Number(s.slice(13, 15)),
    Number(s.slice(16, 19)),
  );

export const backupName = (at: number, beforeRestore = false): string =>
  `ledger-${stamp(at)}${beforeRestore ? '-before-restore' : ''}.sqlite`;

const names = (dir: string): string[] => {
  try {
    return readdirSync(dir);
  } catch (error) {
    // Not made yet, or a file where the folder should be (the backup then says why): no backups there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
};

/** Finished backups, newest first. */
export const listBackups = (dir: string): BackupFile[] =>
  names(dir)
    .flatMap((name) => {
      const m = FINISHED.exec(name);
      if (!m?.[1]) return [];
      const file = join(dir, name);
      const bytes = statSync(file, { throwIfNoEntry: false })?.size;
      if (bytes === undefined) return [];
      return [{ name, file, bytes, at: parseStamp(m[1]), beforeRestore: m[2] !== undefined }];
    })
    .sort((a, b) => b.at - a.at);

/** Removes what a backup cut short left (its partial file and SQLite's side files of it). */
export const removePartials = (dir: string): void => {
  for (const name of names(dir)) {
    if (name.includes(PARTIAL_SUFFIX)) rmSync(join(dir, name), { force: true });
  }
};

/**
 * Keeps the newest `keep` backups, the copies kept before a restore counted among them (each is as large as the
 * ledger), and always the newest of those copies, however old: the ledger the last restore replaced. Returns the
 * names removed.
 */
export const pruneBackups = (dir: string, keep: number): string[] => {
  const all = listBackups(dir);
  const lastReplaced = all.find((b) => b.beforeRestore);
  const old = all.slice(keep).filter((b) => b !== lastReplaced);
  for (const b of old) rmSync(b.file, { force: true });
  return old.map((b) => b.name);
};
