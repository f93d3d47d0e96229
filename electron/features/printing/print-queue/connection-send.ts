import type { LabelPrinterConnection } from '../label-printers/label-printer';
import { confirmer, failureOf, type Hold, type WorkerDeps } from './connection-confirmer';

/** The worker's state as sending reads it: its hold (set by a failure) and whether it is stopping. */
export interface SendState {
  hold: () => Hold | null;
  closed: () => boolean;
  holdBy: (h: Hold) => void;
}

/** Sends until nothing is queued, or a failure holds the connection. */
export const sendAll = async (deps: WorkerDeps, printer: LabelPrinterConnection, state: SendState) => {
  const { connection, store } = deps;
  const confirm = confirmer(deps, printer, state.holdBy);
  try {
    let job = await store.claimNext(connection, null);
    while (job) {
      try {
        await printer.send(job);
      } catch (error) {
        const failure = failureOf(error);
        await store.markFailed([job.id], failure);
        state.holdBy(failure);
        return;
      }
      const hold = state.hold();
      if (hold) {
        // Taken by a printer that said it cannot print: it may have printed.
        await store.markFailed([job.id], { ...hold, accepted: true });
        return;
      }
      if (state.closed()) {
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
