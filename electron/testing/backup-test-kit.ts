import { createMemoryStore } from '../storage/key-value-store';
import type { Ledger } from '../features/ledger';
import { openLedger } from '../features/ledger/sqlite/open-ledger';
import { createSettingsService } from '../features/settings';
import { createBackupService, type BackupPlace, type BackupService } from '../features/data/backup-service';
import { createLedgerRestore } from '../features/data/restore-ledger';
import type { LedgerHandle } from '../features/data/restore-ledger-handle';
import { isDeskError, type DeskError } from '../kernel/desk-error';
import type { SettingsService } from '../features/settings';
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

/** The restore of a test's SQLite ledger file as the desk builds it (reopened as desk 1, in the settings' language). */
export function restoreFor(
  parts: { handle: LedgerHandle; backups: BackupService; file: string; settings: SettingsService },
  options: { unrecordedAnswers?: number; settleTimeoutMs?: number } = {},
) {
  return createLedgerRestore({
    handle: parts.handle,
    backups: parts.backups,
    ledgerFile: parts.file,
    reopen: () => openLedger(parts.file, { desk: 'desk 1' }),
    language: () => parts.settings.get().language,
    unrecordedAnswers: () => options.unrecordedAnswers ?? 0,
    emit: () => undefined,
    ...(options.settleTimeoutMs === undefined ? {} : { settleTimeoutMs: options.settleTimeoutMs }),
  });
}

/** The DeskError a restore (or any `work`) ends in; work that was done fails the test. */
export async function refusal(work: Promise<unknown>): Promise<DeskError> {
  const error = await work.then(
    () => new Error('the work was done'),
    (e: unknown) => e,
  );
  if (!isDeskError(error)) throw error instanceof Error ? error : new Error(String(error));
  return error;
}
