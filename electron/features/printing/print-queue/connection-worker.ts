import {
  PrinterFailure,
  type LabelPrinterConnection,
  type PrinterHealth,
} from '../label-printers/label-printer';
import type { JobFailure, SettledJob, PrintJobErrorKind, PrintQueueStore } from './print-queue-store';

/*
 * One worker per printer connection: it sends the connection's jobs in order, one at a time, and never makes the
 * printer wait on the desk: as soon as a job is accepted the next one (its bytes already in the ledger) is claimed
 * and sent, while the accepted ones are confirmed by the printer's health in the background. It asks the printer's
 * health before a batch; a failure or a printer that cannot print holds the queue, with the reason, until Retry.
 */

export interface Hold {
  kind: PrintJobErrorKind;
  message: string;
}

export interface WorkerDeps {
  connection: string;
  store: PrintQueueStore;
  open(): Promise<LabelPrinterConnection>;
  /** These jobs are done (the printer took them and says it is well): count their waybills printed. */
  printed(jobs: SettledJob[]): Promise<void>;
  /** Something the panel shows changed. */
  changed(): void;
}

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

const failureOf = (error: unknown): JobFailure =>
  error instanceof PrinterFailure
    ? { kind: error.kind, message: error.message, accepted: error.accepted }
    : // Not the connection's own failure: the bytes may have gone, so the label may have printed.
      {
        kind: 'printer-error',
        message: error instanceof Error ? error.message : String(error),
        accepted: true,
      };

/** A health that lets labels be sent: ready, or a printer with no status query (bytes accepted is all we know). */
const canPrint = (h: PrinterHealth): boolean => !h.answered || h.state === 'ready';
const holdOf = (h: PrinterHealth): Hold => ({
  kind: h.state === 'ready' ? 'error' : h.state,
  message: h.detail,
});

export const createConnectionWorker = (deps: WorkerDeps): ConnectionWorker => {
  const { connection, store } = deps;
  let hold: Hold | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const holdBy = (h: Hold) => {
    hold ??= h;
    deps.changed();
  };

  /** Confirms accepted jobs by the printer's health, one health query at a time, off the sending path. */
  const confirmer = (printer: LabelPrinterConnection) => {
    let waiting: number[] = [];
    let confirming: Promise<void> | null = null;
    const settle = async (ids: number[]) => {
      const health = await printer.health().catch((error: unknown) => failureOf(error));
      if ('state' in health && canPrint(health)) {
        await deps.printed(await store.markDone(ids));
      } else {
        const why = 'state' in health ? holdOf(health) : health;
        holdBy(why);
        await store.markFailed(ids, { kind: why.kind, message: why.message, accepted: true });
      }
      deps.changed();
    };
    const loop = async () => {
      while (waiting.length > 0) {
        const ids = waiting;
        waiting = [];
        await settle(ids);
      }
    };
    return {
      add(id: number) {
        waiting.push(id);
        confirming ??= loop().finally(() => {
          confirming = null;
        });
      },
      drained: async () => {
        while (confirming) await confirming;
      },
    };
  };

  /** Sends until nothing is queued, or a failure holds the connection. */
  const sendAll = async (printer: LabelPrinterConnection) => {
    const confirm = confirmer(printer);
    try {
      let job = await store.claimNext(connection, null);
      while (job) {
        try {
          await printer.send(job);
        } catch (error) {
          const failure = failureOf(error);
          await store.markFailed([job.id], failure);
          holdBy(failure);
          return;
        }
        if (hold) {
          // Taken by a printer that said it cannot print: it may have printed.
          await store.markFailed([job.id], { ...hold, accepted: true });
          return;
        }
        if (closed) {
          // Stopping: the job on the wire is settled (confirmed below); nothing more is claimed.
          await store.markSent(job.id);
          confirm.add(job.id);
          return;
        }
        const accepted = job.id;
        job = await store.claimNext(connection, accepted);
        confirm.add(accepted);
      }
    } finally {
      await confirm.drained();
    }
  };

  /** A batch: open, ask the printer how it is, send; after a failure, ask again so the hold says why. */
  const batch = async () => {
    let printer: LabelPrinterConnection;
    try {
      printer = await deps.open();
    } catch (error) {
      holdBy(failureOf(error));
      return;
    }
    try {
      const health = await printer.health();
      if (!canPrint(health)) return holdBy(holdOf(health));
      await sendAll(printer);
      if (hold?.kind && ['refused', 'timeout', 'dropped', 'unreachable'].includes(hold.kind)) {
        const after = await printer.health().catch(() => null);
        if (after && !canPrint(after)) hold = holdOf(after);
      }
    } catch (error) {
      holdBy(failureOf(error));
    } finally {
      await printer.close().catch(() => undefined);
      deps.changed();
    }
  };

  const kick = () => {
    if (running || hold || closed) return;
    running = (async () => {
      // Jobs queued while a batch ran are sent by the next one.
      do await batch();
      while (!hold && !closed && (await hasQueued()));
    })().finally(() => {
      running = null;
    });
  };
  const hasQueued = async () =>
    ((await store.summaries()).find((s) => s.connection === connection)?.queued ?? 0) > 0;

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
