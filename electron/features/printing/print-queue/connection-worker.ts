import type { LabelPrinterConnection } from '../label-printers/label-printer';
import { failureOf, verdictOf, type Hold, type WorkerDeps } from './connection-confirmer';
import { sendAll, type SendState } from './connection-send';

/*
 * One worker per printer connection: it sends the connection's jobs in order, one at a time, and never makes the
 * printer wait on the desk: as soon as a job is accepted the next one (its bytes already in the ledger) is claimed
 * and sent, while the accepted ones are confirmed by the printer's health in the background. It asks the printer's
 * health before a batch; a failure or a printer that cannot print holds the queue, with the reason, until Retry.
 */

export type { Hold } from './connection-confirmer';

export interface ConnectionWorker {
  readonly hold: Hold | null;
  /** Sends what is queued, unless held or already sending. */
  kick(): void;
  /** Held from the start (a failure kept in the ledger). */
  holdWith(hold: Hold): void;
  /** Lifts the hold and sends again (the batch starts with the printer's health). */
  release(): void;
  /** Resolves once nothing is being sent or confirmed. */
  idle(): Promise<void>;
  /** Stops after the job on the wire (which is settled) and closes the connection. */
  close(): Promise<void>;
}

/** The hold kinds after which the printer is asked again, so the hold says why (paper out rather than refused). */
const ASK_AGAIN = new Set(['refused', 'timeout', 'dropped', 'unreachable']);

/** A batch: open, ask the printer how it is, send; after a failure, ask again so the hold says why. */
const batch = async (deps: WorkerDeps, state: SendState & { setHold: (h: Hold) => void }) => {
  let printer: LabelPrinterConnection;
  try {
    printer = await deps.open();
  } catch (error) {
    state.holdBy(failureOf(error));
    return;
  }
  try {
    const health = await printer.health();
    const before = verdictOf(health, deps.reportsNoStatus());
    // A printer that cannot even be reached is sent to anyway: the send fails with the precise reason (refused,
    // unreachable) and nothing prints. One that answered (or stayed silent on the line) holds here.
    const unreachable = !health.answered && health.state === 'offline';
    if (before.kind === 'hold' && !unreachable) return state.holdBy(before.hold);
    await sendAll(deps, printer, state);
    const hold = state.hold();
    if (hold?.kind && ASK_AGAIN.has(hold.kind)) {
      const after = await printer.health().catch(() => null);
      const verdict = after && verdictOf(after, deps.reportsNoStatus());
      if (verdict?.kind === 'hold') state.setHold(verdict.hold);
    }
  } catch (error) {
    state.holdBy(failureOf(error));
  } finally {
    await printer.close().catch(() => undefined);
    deps.changed();
  }
};

export const createConnectionWorker = (deps: WorkerDeps): ConnectionWorker => {
  const { connection, store } = deps;
  let hold: Hold | null = null;
  let running: Promise<void> | null = null;
  let closed = false;
  const state = {
    hold: () => hold,
    closed: () => closed,
    holdBy: (h: Hold) => {
      hold ??= h;
      deps.changed();
    },
    setHold: (h: Hold) => {
      hold = h;
    },
  };

  const kick = () => {
    if (running || hold || closed) return;
    running = (async () => {
      // Jobs queued while a batch ran are sent by the next one.
      do await batch(deps, state);
      while (!hold && !closed && (await hasQueued()));
    })().finally(() => {
      running = null;
    });
  };
  const hasQueued = async () =>
    ((await store.summaries()).find((s) => s.mine && s.connection === connection)?.queued ?? 0) > 0;

  return {
    get hold() {
      return hold;
    },
    kick,
    holdWith(h) {
      hold = h;
    },
    release() {
      hold = null;
      kick();
    },
    idle: async () => {
      while (running) await running;
    },
    async close() {
      closed = true;
      while (running) await running;
    },
  };
};
