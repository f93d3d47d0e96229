import { createMemoryStore } from '../storage/key-value-store';
import type { Ledger } from '../features/ledger';
import { openLedger } from '../features/ledger/sqlite/open-ledger';
import { createSettingsService } from '../features/settings';
import { createBackupService, type BackupPlace } from '../features/data/backup-service';
import { makeTempDir, type TempDir } from './ledger-test-kit';
import { releaseAfterEachTest } from './release-after-test';

/* Shared by the backup and restore tests: a desk's SQLite ledger in a temp dir, and a backup service beside it. */

export interface TestLedger {
  dir: TempDir;
  file: string;
  ledger: Ledger;
}

/**
 * A temp dir (and an SQLite ledger in it, when asked) for each test of the calling file; the ledger is closed and
 * the dir removed after the test, also when it fails.
 */
export function ledgerPerTest(prefix: string) {
  const releaseAfter = releaseAfterEachTest();
  let temp: TempDir | null = null;
  const tempDir = (): TempDir => {
    if (temp) return temp;
    const made = makeTempDir(prefix);
    releaseAfter(() => {
      made.remove();
      temp = null;
    });
    return (temp = made);
  };
  return {
    tempDir,
    /** The test's ledger file `ledger.sqlite`, opened as desk 1. */
    async open(): Promise<TestLedger> {
      const dir = tempDir();
      const file = dir.file('ledger.sqlite');
      const ledger = await openLedger(file, { desk: 'desk 1' });
      releaseAfter(() => ledger.close());
      return { dir, file, ledger };
    },
  };
}

/** A backup service of `place` with fresh settings; `told` gathers the topics it announced. */
export function backupServiceFor(dir: TempDir, place: BackupPlace, now?: () => number) {
  const told: string[] = [];
  const settings = createSettingsService(createMemoryStore());
  const backups = createBackupService({
    place,
    dataDir: dir.dir,
    settings,
    emit: (_event, payload) => told.push((payload as { topic: string }).topic),
    ...(now ? { now } : {}),
  });
  return { backups, settings, told };
}
