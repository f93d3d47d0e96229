import { mkdirSync, renameSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { ledgerFileFault } from './backup-check';
import { backupName, PARTIAL_SUFFIX, removePartials, type BackupFile } from './backup-folder';

/*
 * One backup of the SQLite ledger, made while the desk works: SQLite's online backup reads the ledger through a
 * connection of its own, in one step (a WAL read snapshot: the desk's writes go on and never restart it). The copy
 * is written under a partial name, checked (integrity_check and the schema), synced, and only then renamed to its
 * final name: a backup cut short is never a backup.
 */

export class BackupCopyFailed extends Error {
  constructor(
    message: string,
    readonly diskFull: boolean,
  ) {
    super(message);
  }
}

const DISK_FULL = /disk is full|SQLITE_FULL|ENOSPC|no space left/i;

/** fsync off the event loop: a big copy's flush takes a while. */
const syncFile = async (path: string): Promise<void> => {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** The rename is durable once the folder is synced; some systems (Windows) cannot open a folder to sync it. */
const syncDir = async (dir: string): Promise<void> => {
  try {
    await syncFile(dir);
  } catch {
    // The file itself is synced: at worst the rename is lost and the next backup is made again.
  }
};

/** Copies `ledgerFile` into `dir` as a checked backup named for `at`; throws BackupCopyFailed. */
export async function copyLedger(
  ledgerFile: string,
  dir: string,
  at: number,
  options: { beforeRestore?: boolean } = {},
): Promise<BackupFile> {
  const name = backupName(at, options.beforeRestore);
  const final = join(dir, name);
  const partial = `${final}${PARTIAL_SUFFIX}`;
  try {
    mkdirSync(dir, { recursive: true });
    removePartials(dir);
    await copyDatabase(ledgerFile, partial);
    const fault = await ledgerFileFault(partial);
    if (fault) throw new Error(`the copy failed its check: ${fault}`);
    await syncFile(partial);
    renameSync(partial, final);
    await syncDir(dir);
  } catch (error) {
    removePartials(dir);
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupCopyFailed(message, DISK_FULL.test(message) || hasCode(error, 'ENOSPC'));
  }
  return {
    name,
    file: final,
    bytes: statSync(final).size,
    at,
    beforeRestore: options.beforeRestore ?? false,
  };
}

const hasCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** SQLite's online backup of the whole file in one step, into `target` (rollback journal: one file). */
export async function copyDatabase(source: string, target: string): Promise<void> {
  const db = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  try {
    await backup(db, target, { rate: -1 });
  } finally {
    db.close();
  }
  // The copy keeps the ledger's WAL flag; a backup is one self-contained file, so it goes back to a journal.
  const copy = new DatabaseSync(target);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
