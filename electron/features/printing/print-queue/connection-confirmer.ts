import {
  PrinterFailure,
  type LabelPrinterConnection,
  type PrinterHealth,
} from '../label-printers/label-printer';
import type { JobFailure, PrintJobErrorKind, PrintQueueStore, SettledJob } from './print-queue-store';

/* A printer's answers as the queue reads them, and the confirming of accepted jobs by the printer's health. */

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

export const failureOf = (error: unknown): JobFailure =>
  error instanceof PrinterFailure
    ? { kind: error.kind, message: error.message, accepted: error.accepted }
    : // Not the connection's own failure: the bytes may have gone, so the label may have printed.
      {
        kind: 'printer-error',
        message: error instanceof Error ? error.message : String(error),
        accepted: true,
      };

/** A health that lets labels be sent: ready, or a printer with no status query (bytes accepted is all we know). */
export const canPrint = (h: PrinterHealth): boolean => !h.answered || h.state === 'ready';
export const holdOf = (h: PrinterHealth): Hold => ({
  kind: h.state === 'ready' ? 'error' : h.state,
  message: h.detail,
});

/** Confirms accepted jobs by the printer's health, one health query at a time, off the sending path. */
export const confirmer = (
  deps: Pick<WorkerDeps, 'store' | 'printed' | 'changed'>,
  printer: LabelPrinterConnection,
  holdBy: (h: Hold) => void,
) => {
  const { store } = deps;
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
