import { renameSync, rmSync } from 'node:fs';
import type { LedgerBackup, RestoreOutcome } from '../../../shared/ipc/channels/data-backups';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';
import { ledgerFileFault } from './backup-check';
import { copyDatabase } from './backup-copy';
import {
  fetchRefusedWhileRestoring,
  notADeskLedger,
  notTheDesksSchema,
  restoreBusy,
  restoreCannotCarry,
  restoreFileRefused,
  type Language,
} from './backup-messages';
import type { BackupService } from './backup-service';
import type { LedgerHandle } from './restore-ledger-handle';
import { liveLedgerBytes, restoreFileFault } from './restore-file-checks';
import { fileSchemaDifferences } from './restore-schema-check';
import { carryForward, type CarriedRows } from './restore-carry-forward';

/*
 * Restoring the SQLite ledger from a backup file. Nothing is opened but a regular file of a size a backup can
 * have, and nothing is replaced until the file is known to be a whole desk ledger laid out exactly as the desk
 * writes one, no fetch of this desk is waiting for its answer, no paid answer waits in the journal, and the ledger
 * in use is kept as a checked backup. Then, every ledger call held, what the ledger wrote since the backup is
 * carried into the restored file (nothing paid for is ever forgotten), and the rooms' ledger handle swaps to it;
 * it opens as at a start: an intent that was on the wire when the backup was made is settled as outcome unknown,
 * and every intent of unknown outcome it held is still shown.
 */

interface RestoreDeps {
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

/** Throws the refusal when `file` is not a whole ledger laid out exactly as the desk writes one. */
async function mustBeDesksLedger(language: Language, file: string, shown = file): Promise<void> {
  const fault = await ledgerFileFault(file);
  if (fault) throw notADeskLedger(language, shown, fault);
  const differences = fileSchemaDifferences(file);
  if (differences.length > 0) throw notTheDesksSchema(language, shown, differences);
}

/** Carries what the live ledger wrote since the backup into the staged file, or refuses (nothing replaced). */
function carryInto(deps: RestoreDeps, staging: string, keptAs: LedgerBackup): CarriedRows {
  try {
    return carryForward(staging, deps.ledgerFile);
  } catch (error) {
    // Nothing is replaced, so the copy kept for the replacement goes too.
    rmSync(keptAs.file, { force: true });
    throw restoreCannotCarry(deps.language(), error instanceof Error ? error.message : String(error));
  }
}

/**
 * Swaps the rooms' ledger for the staged file, once what the live ledger wrote since the backup is carried into
 * it (every call held meanwhile, so nothing is written between); if it will not open, the ledger that was in use
 * goes back. Returns the rows carried.
 */
async function replaceWith(deps: RestoreDeps, staging: string, keptAs: LedgerBackup): Promise<CarriedRows> {
  const outcome: { failure?: Error; carried: CarriedRows } = { carried: {} };
  await deps.handle.swap(async (old) => {
    outcome.carried = carryInto(deps, staging, keptAs);
    await old.close();
    renameSync(staging, deps.ledgerFile);
    try {
      return await deps.reopen();
    } catch (error) {
      outcome.failure = error instanceof Error ? error : new Error(String(error));
      await copyDatabase(keptAs.file, deps.ledgerFile);
      return deps.reopen();
    }
  });
  if (outcome.failure) throw outcome.failure;
  return outcome.carried;
}

/** The restore itself, with no backup running: waits for this desk's fetches, stages, checks, keeps, swaps. */
async function restoreFrom(deps: RestoreDeps, file: string): Promise<RestoreOutcome> {
  const { handle, ledgerFile } = deps;
  const language = deps.language();
  if (!(await handle.intentsSettled(deps.settleTimeoutMs ?? 30_000))) throw restoreBusy(language, 'fetching');
  if (deps.unrecordedAnswers() > 0) throw restoreBusy(language, 'unrecorded');
  const staging = `${ledgerFile}.restoring`;
  try {
    await copyDatabase(file, staging);
    await mustBeDesksLedger(language, staging, file);
    const keptAs = await deps.backups.keepBeforeRestore();
    const carried = await replaceWith(deps, staging, keptAs);
    deps.backups.rotate();
    const openIntents = (await handle.ledger.openFetchIntents()).length;
    return { restored: file, keptAs, openIntents, carriedWaybills: carried.waybills ?? 0 };
  } finally {
    rmSync(staging, { force: true });
    rmSync(`${staging}-journal`, { force: true });
  }
}

export function createLedgerRestore(deps: RestoreDeps): LedgerRestore {
  let restoring = false;
  const { handle, backups } = deps;
  return {
    restoring: () => restoring,
    async restore(file) {
      const language = deps.language();
      if (restoring) throw restoreBusy(language, 'restoring');
      const fileFault = restoreFileFault(file, liveLedgerBytes(deps.ledgerFile));
      if (fileFault) throw restoreFileRefused(language, file, fileFault);
      await mustBeDesksLedger(language, file);
      restoring = true;
      backups.setRestoring(true);
      handle.startDrain(() => fetchRefusedWhileRestoring(deps.language()));
      try {
        return await backups.exclusive(() => restoreFrom(deps, file));
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
