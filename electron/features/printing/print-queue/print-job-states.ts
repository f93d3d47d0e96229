import type { ConnectionWorker } from './connection-worker';
import type { PrintJobErrorKind, PrintJobState, PrintQueueStore } from './print-queue-store';

/** Where one job stands, as those who sent it follow it (the scan station's card). */
export interface PrintJobStateView {
  id: number;
  state: PrintJobState;
  /** The printer's own name for it (the URI without its password). */
  connection: string;
  /** Why the job failed, or why its queue holds it while it waits; null while nothing is wrong. */
  failure: { kind: PrintJobErrorKind; message: string } | null;
  /** Failed after the printer may have taken it: the seller reprints it or marks it printed. */
  mayHavePrinted: boolean;
}

/** Jobs by id (unknown ids are left out): each one's state, and the hold of its queue while it still waits. */
export const printJobStates = async (
  store: Pick<PrintQueueStore, 'jobsByIds'>,
  workers: ReadonlyMap<string, Pick<ConnectionWorker, 'hold'>>,
  ids: number[],
): Promise<PrintJobStateView[]> => {
  return (await store.jobsByIds(ids)).map((j) => {
    const hold = workers.get(j.connection)?.hold ?? null;
    const waiting = j.state === 'queued' || j.state === 'sending';
    const failure =
      j.state === 'failed'
        ? { kind: j.errorKind ?? 'error', message: j.error ?? '' }
        : waiting && hold
          ? { kind: hold.kind, message: hold.message }
          : null;
    return {
      id: j.id,
      state: j.state,
      connection: j.connection,
      failure,
      mayHavePrinted: j.state === 'failed' && j.accepted,
    };
  });
};
