import type { PrintQueueReason } from '../ipc/channels/print-queue';
import type { ScanEntry } from '../ipc/channels/scan';

/*
 * A scan whose label went to a label printer's queue, pure: printed only when every job of it is done (a raw
 * printer took the bytes and its status shows no error; IPP: the job completed). A job that failed, or that waits
 * in a queue held by the printer's trouble, makes the scan failed with the printer's reason: the queue keeps the
 * label for Retry, Move or Cancel. Never printed for a job that failed.
 */

/** One job as the print queue says it stands. */
export interface QueuedJob {
  state: 'queued' | 'sending' | 'sent' | 'done' | 'failed' | 'cancelled';
  /** Why it failed, or why its queue holds it while it waits. */
  failure: { kind: PrintQueueReason; message: string } | null;
  mayHavePrinted: boolean;
}

type QueuedPrintPatch = Pick<ScanEntry, 'state' | 'reason' | 'detail' | 'queue'>;

/** What the scan shows from its jobs; null when none of its jobs is known (nothing to say). */
export const queuedPrintOutcome = (
  queue: NonNullable<ScanEntry['queue']>,
  jobs: QueuedJob[],
): QueuedPrintPatch | null => {
  if (jobs.length === 0) return null;
  const failed = jobs.find((j) => j.failure !== null && j.state !== 'cancelled' && j.state !== 'done');
  if (failed?.failure) {
    return {
      state: 'failed',
      reason: 'printer-held',
      detail: failed.failure.message,
      queue: { ...queue, reason: failed.failure.kind, mayHavePrinted: jobs.some((j) => j.mayHavePrinted) },
    };
  }
  const settled = { ...queue, reason: null, mayHavePrinted: false };
  if (jobs.every((j) => j.state === 'done'))
    return { state: 'printed', reason: null, detail: null, queue: settled };
  if (jobs.every((j) => j.state === 'done' || j.state === 'cancelled')) {
    return {
      state: 'failed',
      reason: 'print-failed',
      detail: 'The label was cancelled in the print queue: it was not printed.',
      queue: settled,
    };
  }
  return { state: 'sending', reason: null, detail: null, queue: settled };
};

/** The scan is still followed: its label sits in a queue that may yet print it (or print it after Retry). */
export const followsQueue = (e: ScanEntry): boolean =>
  e.queue !== null && (e.state === 'sending' || (e.state === 'failed' && e.reason === 'printer-held'));
