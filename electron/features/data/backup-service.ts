import { join } from 'node:path';
import type { BackupStatus, LedgerBackup } from '../../../shared/ipc/channels/data-backups';
import type { Emit } from '../../kernel/desk-events';
import { systemClock, type Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings';
import { BackupCopyFailed, copyLedger } from './backup-copy';
import { listBackups, pruneBackups } from './backup-folder';
import { backupDiskFull, backupFailed, backupNotAFile, sharedLedgerNotBackedUp } from './backup-messages';

/*
 * Backups of the SQLite ledger: on demand and daily, into the backup folder (the start flag, else the setting,
 * else `backups/` in the data dir), the newest 7 kept. One backup at a time; the oldest goes only after the new
 * one passed its check. A shared PostgreSQL ledger is the server's to back up: the desk shows the command.
 */

export const KEEP_BACKUPS = 7;

export type BackupPlace =
  | { kind: 'file'; ledgerFile: string }
  | { kind: 'shared'; server: string; pgDump: string }
  | { kind: 'none' };

export interface BackupServiceDeps {
  place: BackupPlace;
  dataDir: string;
  /** --backup-dir / SELLER_TOOLS_BACKUP_DIR: wins over the setting. */
  dirAtStart?: string | undefined;
  settings: SettingsService;
  emit: Emit;
  now?: Clock;
  keep?: number;
}

export interface BackupService {
  readonly place: BackupPlace;
  status(): BackupStatus;
  /** The folder backups go to now. */
  dir(): string;
  backupNow(): Promise<LedgerBackup>;
  /** A checked copy of the ledger kept before a restore replaces it (never rotated away). */
  keepBeforeRestore(): Promise<LedgerBackup>;
  /** Runs `work` with no backup running, and none starting until it is over. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Marks the last automatic backup's failure (null: it succeeded). */
  noteAutomatic(error: string | null): void;
  setRestoring(on: boolean): void;
}

export function createBackupService(deps: BackupServiceDeps): BackupService {
  const now = deps.now ?? systemClock;
  const keep = deps.keep ?? KEEP_BACKUPS;
  const language = () => deps.settings.get().language;
  let queue: Promise<unknown> = Promise.resolve();
  let running = false;
  let restoring = false;
  let lastError: string | null = null;

  const dirFrom = (): 'start' | 'setting' | 'default' =>
    deps.dirAtStart ? 'start' : deps.settings.get().backupDir ? 'setting' : 'default';
  const dir = (): string => deps.dirAtStart ?? deps.settings.get().backupDir ?? join(deps.dataDir, 'backups');

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(async () => {
      running = true;
      try {
        return await work();
      } finally {
        running = false;
      }
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const ledgerFile = (): string => {
    const { place } = deps;
    if (place.kind === 'shared') throw sharedLedgerNotBackedUp(language(), place.server);
    if (place.kind === 'none') throw backupNotAFile(language());
    return place.ledgerFile;
  };

  const copy = async (beforeRestore: boolean): Promise<LedgerBackup> => {
    const folder = dir();
    try {
      return await copyLedger(ledgerFile(), folder, now(), { beforeRestore });
    } catch (error) {
      if (!(error instanceof BackupCopyFailed)) throw error;
      throw error.diskFull
        ? backupDiskFull(language(), folder)
        : backupFailed(language(), folder, error.message);
    }
  };

  return {
    place: deps.place,
    dir,
    status(): BackupStatus {
      const { place } = deps;
      if (place.kind !== 'file') return place;
      const backups = listBackups(dir());
      return { kind: 'file', dir: dir(), dirFrom: dirFrom(), keep, backups, running, restoring, lastError };
    },
    backupNow: () =>
      exclusive(async () => {
        const made = await copy(false);
        pruneBackups(dir(), keep);
        deps.emit('changed', { topic: 'backups' });
        return made;
      }),
    keepBeforeRestore: () => copy(true),
    exclusive,
    noteAutomatic(error) {
      lastError = error;
      deps.emit('changed', { topic: 'backups' });
    },
    setRestoring(on) {
      restoring = on;
      deps.emit('changed', { topic: 'backups' });
    },
  };
}
