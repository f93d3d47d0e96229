import { isDeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import { isUnreachable } from '../ledger';
import type { Ledger, PrintMode, StoredWaybill } from '../ledger';
import type { AnswerJournal, Settlement } from './answer-journal';
import { applyKeptRecord, type KeptRecordDeps } from './kept-record';
import { createRetryLoop } from './retry-loop';

/*
 * Records what the journal keeps into the ledger, by itself: at start (what a previous run left), and while the
 * desk runs, again and again with a growing pause (0.5 s … 10 s) until the ledger takes everything, and at once
 * when told the ledger is back. A record a live fetch is still settling is left to that fetch.
 */

export interface AnswerRecorder {
  readonly journal: AnswerJournal;
  /** Keeps a settlement on disk (fsynced) and holds it for the caller; the key, or null if the disk refused. */
  hold(settlement: Settlement, log: (message: string, error: unknown) => void): string | null;
  /** The caller settled it in the ledger. */
  settled(key: string): void;
  /** The caller could not: the recorder records it by itself from now on. */
  release(key: string): void;
  /** A print of kept waybills: recorded in the ledger after their waybills. */
  keepPrint(intentId: number, waybillCodes: string[], printer: string | null, mode: PrintMode): void;
  /** Paid waybills the ledger has not taken yet. */
  waiting(): number;
  /** One pass now (at start: before the desk serves anything); resolves when it is over. */
  replay(): Promise<void>;
  /** The ledger may be back: try again soon, whatever the pause. */
  kick(): void;
  close(): void;
}

interface AnswerRecorderDeps {
  journal: AnswerJournal;
  ledger: Ledger;
  emit: Emit;
  log?: (message: string, error: unknown) => void;
  /** First and longest pause between passes that found the ledger away (default 500 ms, 10 s). */
  retryMs?: { first: number; max: number };
}

/** The ledger is away (not: it refused the record): try again later. */
export const isLedgerAway = (error: unknown): boolean =>
  (isDeskError(error) && error.kind === 'ledger-unreachable') || isUnreachable(error);

interface RecorderState {
  journal: AnswerJournal;
  log: (message: string, error: unknown) => void;
  /** Records a live fetch is settling itself: left to it. */
  held: Set<string>;
  /** Records the ledger refused (not away): said once. */
  refused: Set<string>;
}

/**
 * Oldest first: a print after its waybills. The ledger away stops the pass; a record it refused is said once and
 * passed over (the records behind it are still recorded), and so are the prints of an intent whose waybills wait.
 */
async function recordKept(state: RecorderState, deps: KeptRecordDeps): Promise<boolean> {
  const { journal, held, refused, log } = state;
  const stored = new Map<string, StoredWaybill>();
  const waiting = new Set<number>();
  let allDone = true;
  for (const { key, record } of journal.kept().filter((r) => !held.has(r.key))) {
    if (record.kind === 'print' && waiting.has(record.intentId)) continue;
    try {
      await applyKeptRecord(deps, record, stored);
      journal.done(key);
    } catch (error) {
      if (isLedgerAway(error)) return false;
      allDone = false;
      waiting.add(record.intentId);
      if (!refused.has(key)) {
        refused.add(key);
        log(`a kept record (intent ${record.intentId}) could not be recorded`, error);
      }
    }
  }
  return allDone;
}

/** Keeps a settlement on disk (fsynced), held for the caller; the key, or null if the disk refused. */
function holdSettlement(
  { journal, held }: RecorderState,
  settlement: Settlement,
  holdLog: (message: string, error: unknown) => void,
): string | null {
  try {
    const key = journal.keep(settlement);
    held.add(key);
    return key;
  } catch (error) {
    holdLog(`the desk could not keep intent ${settlement.intentId}'s settlement on its disk`, error);
    return null;
  }
}

/** Paid waybills the journal keeps that the ledger has not taken yet. */
const waitingIn = (journal: AnswerJournal): number =>
  journal.kept().reduce((n, { record }) => n + (record.kind === 'issued' ? record.issued.length : 0), 0);

export function createAnswerRecorder(deps: AnswerRecorderDeps): AnswerRecorder {
  const { journal } = deps;
  const state: RecorderState = {
    journal,
    log: deps.log ?? ((message, error) => console.error(`desk: ${message}`, error)),
    held: new Set(),
    refused: new Set(),
  };
  const loop = createRetryLoop(() => recordKept(state, deps), deps.retryMs ?? { first: 500, max: 10_000 });
  return {
    journal,
    hold: (settlement, holdLog) => holdSettlement(state, settlement, holdLog),
    settled(key) {
      state.held.delete(key);
      journal.done(key);
    },
    release(key) {
      state.held.delete(key);
      loop.later();
    },
    keepPrint(intentId, waybillCodes, printer, mode) {
      journal.keep({ kind: 'print', intentId, waybillCodes, printer, mode });
      loop.later();
    },
    waiting: () => waitingIn(journal),
    replay: loop.replay,
    kick: loop.kick,
    close: loop.close,
  };
}
