import type { Emit } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import { startDailyBackups, type DailyBackupOptions } from './backup-daily';
import type { DataBackups } from './backup-handlers';
import { createBackupService, type BackupPlace } from './backup-service';
import { createLedgerRestore } from './restore-ledger';
import type { LedgerHandle } from './restore-ledger-handle';

export interface DataBackupsGround {
  place: BackupPlace;
  /** The rooms' ledger handle (the SQLite ledger file only): what a restore swaps. */
  handle: LedgerHandle | null;
  dataDir: string;
  dirAtStart?: string | undefined;
  settings: SettingsService;
  emit: Emit;
  /** Opens the ledger file again, as at start. */
  reopen: () => Promise<Ledger>;
  unrecordedAnswers: () => number;
  /** false: no automatic backups (tests that do not want a timer). */
  daily?: DailyBackupOptions | false;
}

/** Backups and restore of this desk's ledger, with the daily backup started; `close` stops it. */
export function createDataBackups(ground: DataBackupsGround): DataBackups & { close(): void } {
  const language = () => ground.settings.get().language;
  const backups = createBackupService({
    place: ground.place,
    dataDir: ground.dataDir,
    dirAtStart: ground.dirAtStart,
    settings: ground.settings,
    emit: ground.emit,
  });
  const { place, handle } = ground;
  const restore =
    place.kind === 'file' && handle
      ? createLedgerRestore({
          handle,
          backups,
          ledgerFile: place.ledgerFile,
          reopen: ground.reopen,
          language,
          unrecordedAnswers: ground.unrecordedAnswers,
          emit: ground.emit,
        })
      : null;
  const stop = ground.daily === false ? () => undefined : startDailyBackups(backups, ground.daily);
  return { backups, restore, language, close: stop };
}
