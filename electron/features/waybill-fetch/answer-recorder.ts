import { isDeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import { isUnreachable } from '../ledger';
import type { Ledger, PrintMode, StoredWaybill } from '../ledger';
import type { AnswerJournal, KeptPrint, KeptRecord, Settlement } from './answer-journal';

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

export interface AnswerRecorderDeps {
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

/** A record that a previous pass (or run) already made: nothing left to do. */
const ALREADY_CLOSED = /already closed \((issued|failed)\)/;

export function createAnswerRecorder(deps: AnswerRecorderDeps): AnswerRecorder {
  const { journal, ledger, emit } = deps;
  const log = deps.log ?? ((message, error) => console.error(`desk: ${message}`, error));
  const retry = deps.retryMs ?? { first: 500, max: 10_000 };
  const held = new Set<string>();
  const refused = new Set<string>();
  let pause = retry.first;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const waybillIdsByCode = async (codes: string[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const code of codes) {
      const { rows } = await ledger.listWaybills({ text: code, printed: 'all', status: 'all' }, 0, 5);
      ids.push(...rows.filter((w) => w.waybillCode === code).map((w) => w.id));
    }
    return ids;
  };

  const apply = async (record: Settlement | KeptPrint, stored: Map<string, StoredWaybill>): Promise<void> => {
    if (record.kind === 'issued') {
      const orderSns = record.issued.flatMap((w) => w.orderSns ?? [w.orderSn]);
      const waybillIds: number[] = [];
      try {
        for (const w of await ledger.closeFetchIntentIssued(record.intentId, record.issued)) {
          stored.set(w.waybillCode, w);
          waybillIds.push(w.id);
        }
      } catch (error) {
        if (!ALREADY_CLOSED.test(String((error as Error).message))) throw error;
      }
      emit('changed', { topic: 'ledger', keys: { orderSns, waybillIds } });
      emit('changed', { topic: 'intents' });
    } else if (record.kind === 'failed') {
      await ledger.closeFetchIntentFailed(record.intentId, record.reason);
      // The intent's orders are free again: the record does not name them, so every ledger view re-reads (free).
      emit('changed', { topic: 'ledger' });
      emit('changed', { topic: 'intents' });
    } else if (record.kind === 'unknown') {
      await ledger.markFetchIntentUnknown(record.intentId, record.reason);
    } else {
      const known = record.waybillCodes.flatMap((c) => (stored.has(c) ? [stored.get(c)?.id ?? 0] : []));
      const ids =
        known.length === record.waybillCodes.length ? known : await waybillIdsByCode(record.waybillCodes);
      if (ids.length > 0) await ledger.recordPrints(ids, record.printer, record.mode);
    }
  };

  /** Oldest first: a print after its waybills. Stops at the first record the ledger cannot take. */
  const pass = async (): Promise<boolean> => {
    const stored = new Map<string, StoredWaybill>();
    const records: KeptRecord[] = journal.kept().filter((r) => !held.has(r.key));
    for (const { key, record } of records) {
      try {
        await apply(record, stored);
        journal.done(key);
      } catch (error) {
        // The ledger refused it (not away): said once, tried again with the others.
        if (!isLedgerAway(error) && !refused.has(key)) {
          refused.add(key);
          log(`a kept record (intent ${record.intentId}) could not be recorded`, error);
        }
        return false;
      }
    }
    return true;
  };

  const schedule = (ms: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void replay();
    }, ms);
    timer.unref();
  };

  const replay = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const done = await pass();
        if (!done) {
          schedule(pause);
          pause = Math.min(retry.max, pause * 2);
        } else pause = retry.first;
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    journal,
    hold(settlement, holdLog) {
      try {
        const key = journal.keep(settlement);
        held.add(key);
        return key;
      } catch (error) {
        holdLog(`the desk could not keep intent ${settlement.intentId}'s settlement on its disk`, error);
        return null;
      }
    },
    settled(key) {
      held.delete(key);
      journal.done(key);
    },
    release(key) {
      held.delete(key);
      schedule(pause);
    },
    keepPrint(intentId, waybillCodes, printer, mode) {
      journal.keep({ kind: 'print', intentId, waybillCodes, printer, mode });
      schedule(pause);
    },
    waiting: () =>
      journal.kept().reduce((n, { record }) => n + (record.kind === 'issued' ? record.issued.length : 0), 0),
    replay,
    kick() {
      pause = retry.first;
      schedule(0);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
