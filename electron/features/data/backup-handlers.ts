import type { Handlers } from '../../kernel/router';
import type { BackupService } from './backup-service';
import type { LedgerRestore } from './restore-ledger';
import { noLedgerFileToRestore, sharedLedgerNotRestored } from './backup-messages';

export interface DataBackups {
  backups: BackupService;
  /** null: this desk's ledger cannot be restored by the desk (shared, or not a file of its own). */
  restore: LedgerRestore | null;
  language: () => 'zh-CN' | 'en';
}

/** Settings → Data, backups: the status, "Back up now", and a restore from a backup file. */
export const dataBackupHandlers = (
  d: DataBackups,
): Pick<Handlers, 'data.backups' | 'data.backup' | 'data.restore'> => ({
  'data.backups': () => Promise.resolve(d.backups.status()),
  'data.backup': () => d.backups.backupNow(),
  'data.restore': ({ file }) => {
    if (!d.restore) {
      const { place } = d.backups;
      const language = d.language();
      return Promise.reject(
        place.kind === 'shared'
          ? sharedLedgerNotRestored(language, place.server)
          : noLedgerFileToRestore(language),
      );
    }
    return d.restore.restore(file);
  },
});
