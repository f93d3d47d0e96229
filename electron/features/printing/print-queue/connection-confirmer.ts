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
  /** The seller marked this printer as one that answers no status query (its print profile). */
  reportsNoStatus(): boolean;
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

/**
 * What a status answer lets the queue do. `well`: the printer answered that it is ready (send; a job it took is
 * done). `unconfirmed`: it did not answer, and the seller marked it as a printer that reports no status (send; a
 * job it took is "sent, not confirmed", never printed by itself). `hold`: anything else, silence included: a
 * printer in media out, ribbon out, head open or over temperature answers nothing (Zebra's manual on ~HS).
 */
export type StatusVerdict =
  { kind: 'well' } | { kind: 'unconfirmed'; detail: string } | { kind: 'hold'; hold: Hold };

const isSilence = (h: PrinterHealth) => !h.answered && h.state === 'ready';

export const verdictOf = (h: PrinterHealth, reportsNoStatus: boolean): StatusVerdict => {
  if (h.answered && h.state === 'ready') return { kind: 'well' };
  if (isSilence(h) && reportsNoStatus) return { kind: 'unconfirmed', detail: h.detail };
  return { kind: 'hold', hold: holdOf(h) };
};

export const holdOf = (h: PrinterHealth): Hold => ({
  kind: isSilence(h) ? 'silent' : h.state === 'ready' ? 'error' : h.state,
  message: h.detail,
});

/** What the printer's answer after a job makes of the jobs it took: done, sent not confirmed, or may have printed. */
const settleBy = async (
  deps: Pick<WorkerDeps, 'store' | 'printed' | 'reportsNoStatus'>,
  health: PrinterHealth | JobFailure,
  ids: number[],
  holdBy: (h: Hold) => void,
) => {
  const verdict: StatusVerdict =
    'state' in health ? verdictOf(health, deps.reportsNoStatus()) : { kind: 'hold', hold: health };
  if (verdict.kind === 'well') return deps.printed(await deps.store.markDone(ids));
  if (verdict.kind === 'unconfirmed')
    // Not a hold: the printer never says; the seller checks the paper and marks them printed (or reprints).
    return deps.store.markFailed(ids, { kind: 'unconfirmed', message: verdict.detail, accepted: true });
  holdBy(verdict.hold);
  await deps.store.markFailed(ids, { ...verdict.hold, accepted: true });
};

/** Confirms accepted jobs by the printer's health, one health query at a time, off the sending path. */
export const confirmer = (
  deps: Pick<WorkerDeps, 'store' | 'printed' | 'changed' | 'reportsNoStatus'>,
  printer: LabelPrinterConnection,
  holdBy: (h: Hold) => void,
) => {
  let waiting: number[] = [];
  let confirming: Promise<void> | null = null;
  const settle = async (ids: number[]) => {
    const health = await printer.health().catch((error: unknown) => failureOf(error));
    await settleBy(deps, health, ids, holdBy);
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
