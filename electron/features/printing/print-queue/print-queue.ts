import { createQueueActions } from './print-queue-actions';
import { createQueueWorkers } from './print-queue-workers';
import type { PrintQueueDeps } from './print-queue-types';
import { printJobStates } from './print-job-states';

/*
 * The durable print queue: labels for a label printer are written to the ledger as jobs before anything is sent,
 * and one worker per connection sends them. The desk never prints a label twice by itself: Retry re-sends only
 * jobs the printer never took; a job that may have printed (dropped mid-job, or on the wire when the desk
 * stopped) waits for the seller's Reprint or Mark printed.
 */

export type { ConnectionStatus } from './print-queue-types';
export { printerName } from './print-queue-workers';

export const createPrintQueue = (deps: PrintQueueDeps) => {
  const queueWorkers = createQueueWorkers(deps);
  return {
    ...queueWorkers.lifecycle,
    ...createQueueActions(deps, queueWorkers),
    jobStates: (ids: number[]) => printJobStates(deps.store, queueWorkers.workers, ids),
  };
};

/** The queue as the rooms use it: each part typed where it is written (no list of its methods to keep in step). */
export type PrintQueue = ReturnType<typeof createPrintQueue>;
