import { join } from 'node:path';
import type { BackupStatus, LedgerBackup } from '../../../shared/ipc/channels/data-backups';
import type { Emit } from '../../kernel/desk-events';
import { systemClock, type Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings';
import { BackupCopyFailed, copyLedger } from './backup-copy';
import { listBackups, pruneBackups } from './backup-folder';
import { createBackupLane } from './backup-lane';
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

interface BackupServiceDeps {
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
  /** A checked copy of the ledger kept before a restore replaces it. */
  keepBeforeRestore(): Promise<LedgerBackup>;
  /** Drops the backups beyond the newest `keep` (never the newest before-restore copy); after a restore. */
  rotate(): void;
  /** Runs `work` with no backup running, and none starting until it is over. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Marks the last automatic backup's failure (null: it succeeded). */
  noteAutomatic(error: string | null): void;
  setRestoring(on: boolean): void;
}

type CopyDeps = Pick<BackupServiceDeps, 'place' | 'settings'> & { now: Clock };

/** Where backups go and why: the start flag, else the setting, else `backups/` in the data dir. */
const backupDir = (deps: BackupServiceDeps): string =>
  deps.dirAtStart ?? deps.settings.get().backupDir ?? join(deps.dataDir, 'backups');
const backupDirFrom = (deps: BackupServiceDeps): 'start' | 'setting' | 'default' =>
  deps.dirAtStart ? 'start' : deps.settings.get().backupDir ? 'setting' : 'default';

/** The ledger file to copy; a shared server or a ledger without a file is refused in the seller's language. */
const ledgerFileOf = ({ place, settings }: CopyDeps): string => {
  if (place.kind === 'shared') throw sharedLedgerNotBackedUp(settings.get().language, place.server);
  if (place.kind === 'none') throw backupNotAFile(settings.get().language);
  return place.ledgerFile;
};

/** A checked copy into `folder`; a full disk or a failed copy is told in the seller's language. */
const copyInto = async (deps: CopyDeps, folder: string, beforeRestore: boolean): Promise<LedgerBackup> => {
  try {
    return await copyLedger(ledgerFileOf(deps), folder, deps.now(), { beforeRestore });
  } catch (error) {
    if (!(error instanceof BackupCopyFailed)) throw error;
    const language = deps.settings.get().language;
    throw error.diskFull ? backupDiskFull(language, folder) : backupFailed(language, folder, error.message);
  }
};

export function createBackupService(deps: BackupServiceDeps): BackupService {
  const copyDeps: CopyDeps = { place: deps.place, settings: deps.settings, now: deps.now ?? systemClock };
  const keep = deps.keep ?? KEEP_BACKUPS;
  const lane = createBackupLane();
  const dir = () => backupDir(deps);
  let restoring = false;
  let lastError: string | null = null;
  const told = () => deps.emit('changed', { topic: 'backups' });

  return {
    place: deps.place,
    dir,
    status(): BackupStatus {
      const { place } = deps;
      if (place.kind !== 'file') return place;
      const backups = listBackups(dir());
      const dirFrom = backupDirFrom(deps);
      return {
        kind: 'file',
        dir: dir(),
        dirFrom,
        keep,
        backups,
        running: lane.running(),
        restoring,
        lastError,
      };
    },
    backupNow: () =>
      lane.exclusive(async () => {
        // Told made or failed: the list and its running state re-read either way.
        try {
          const made = await copyInto(copyDeps, dir(), false);
          pruneBackups(dir(), keep);
          return made;
        } finally {
          told();
        }
      }),
    keepBeforeRestore: () => copyInto(copyDeps, dir(), true),
    rotate() {
      pruneBackups(dir(), keep);
      told();
    },
    exclusive: (work) => lane.exclusive(work),
    noteAutomatic(error) {
      lastError = error;
      told();
    },
    setRestoring(on) {
      restoring = on;
      told();
    },
  };
}
