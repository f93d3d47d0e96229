import { renameSync, rmSync } from 'node:fs';
import type { LedgerBackup, RestoreOutcome } from '../../../shared/ipc/channels/data-backups';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';
import { ledgerFileFault } from './backup-check';
import { copyDatabase } from './backup-copy';
import { fetchRefusedWhileRestoring, notADeskLedger, restoreBusy, type Language } from './backup-messages';
import type { BackupService } from './backup-service';
import type { LedgerHandle } from './restore-ledger-handle';

/*
 * Restoring the SQLite ledger from a backup file. Nothing is replaced until the file is known to be a whole desk
 * ledger, no fetch of this desk is waiting for its answer, no paid answer waits in the journal, and the ledger in
 * use is kept as a checked backup. Then the rooms' ledger handle swaps to the restored file, which opens as at a
 * start: an intent that was on the wire when the backup was made is settled as outcome unknown, and every intent
 * of unknown outcome it held is still shown.
 */

export interface RestoreDeps {
  handle: LedgerHandle;
  backups: BackupService;
  ledgerFile: string;
  /** Opens the ledger file again, as the desk does at start. */
  reopen: () => Promise<Ledger>;
  language: () => Language;
  /** Paid answers in the journal the ledger has not taken yet. */
  unrecordedAnswers: () => number;
  emit: Emit;
  /** How long a fetch on the wire may take to settle before the restore gives up (default 30 s). */
  settleTimeoutMs?: number;
}

export interface LedgerRestore {
  restore(file: string): Promise<RestoreOutcome>;
  restoring(): boolean;
}

export function createLedgerRestore(deps: RestoreDeps): LedgerRestore {
  let restoring = false;
  const { handle, backups, ledgerFile } = deps;

  const replaceWith = async (staging: string, keptAs: LedgerBackup): Promise<void> => {
    const outcome: { failure?: Error } = {};
    await handle.swap(async (old) => {
      await old.close();
      renameSync(staging, ledgerFile);
      try {
        return await deps.reopen();
      } catch (error) {
        // The restored file would not open: the ledger that was in use goes back.
        outcome.failure = error instanceof Error ? error : new Error(String(error));
        await copyDatabase(keptAs.file, ledgerFile);
        return deps.reopen();
      }
    });
    if (outcome.failure) throw outcome.failure;
  };

  const run = async (file: string): Promise<RestoreOutcome> => {
    const language = deps.language();
    if (!(await handle.intentsSettled(deps.settleTimeoutMs ?? 30_000)))
      throw restoreBusy(language, 'fetching');
    if (deps.unrecordedAnswers() > 0) throw restoreBusy(language, 'unrecorded');
    const staging = `${ledgerFile}.restoring`;
    try {
      await copyDatabase(file, staging);
      const fault = await ledgerFileFault(staging);
      if (fault) throw notADeskLedger(language, file, fault);
      const keptAs = await backups.keepBeforeRestore();
      await replaceWith(staging, keptAs);
      const openIntents = (await handle.ledger.openFetchIntents()).length;
      return { restored: file, keptAs, openIntents };
    } finally {
      rmSync(staging, { force: true });
      rmSync(`${staging}-journal`, { force: true });
    }
  };

  return {
    restoring: () => restoring,
    async restore(file) {
      const language = deps.language();
      if (restoring) throw restoreBusy(language, 'restoring');
      const fault = await ledgerFileFault(file);
      if (fault) throw notADeskLedger(language, file, fault);
      restoring = true;
      backups.setRestoring(true);
      handle.startDrain(() => fetchRefusedWhileRestoring(deps.language()));
      try {
        return await backups.exclusive(() => run(file));
      } finally {
        handle.endDrain();
        restoring = false;
        backups.setRestoring(false);
        for (const topic of ['ledger', 'intents', 'charges', 'book'] as const)
          deps.emit('changed', { topic });
      }
    },
  };
}
