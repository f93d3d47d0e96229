import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { Change } from '../../../shared/ipc/events';
import { followsQueue, queuedPrintOutcome } from '../../../shared/scan-station/queued-print-outcome';
import type { PrintQueue } from '../printing';

/*
 * The scans whose labels went to a label printer's queue follow their jobs: on every change the queue tells
 * (topic `print`, after it wrote the job's new state), their jobs are read again and each scan says sent, printed
 * or failed with the printer's reason. One read at a time, and one more after it when changes came meanwhile, so
 * an older read never overwrites a newer one.
 */

interface QueueFollower {
  /** Read the followed scans' jobs again (now, or right after the read under way). */
  poke(): void;
  /** Resolves once no read is under way (tests). */
  settled(): Promise<void>;
}

const readOnce = async (
  entries: ScanEntry[],
  queue: Pick<PrintQueue, 'jobStates'>,
  update: (entry: ScanEntry, patch: Partial<ScanEntry>) => void,
): Promise<void> => {
  const followed = entries.filter(followsQueue);
  if (followed.length === 0) return;
  const asked = new Map(followed.map((e) => [e, e.queue?.jobIds ?? []]));
  const states = new Map(
    (await queue.jobStates([...new Set([...asked.values()].flat())])).map((j) => [j.id, j]),
  );
  for (const [entry, jobIds] of asked) {
    // A reprint sent other jobs meanwhile: this read is not about them.
    if (!entry.queue || entry.queue.jobIds !== jobIds || !followsQueue(entry)) continue;
    const jobs = jobIds.flatMap((id) => states.get(id) ?? []);
    const patch = queuedPrintOutcome(entry.queue, jobs);
    if (!patch) continue;
    const moved =
      patch.state !== entry.state ||
      patch.reason !== entry.reason ||
      patch.queue?.reason !== entry.queue.reason ||
      patch.queue?.mayHavePrinted !== entry.queue.mayHavePrinted;
    if (moved) update(entry, patch);
  }
};

export const createQueueFollower = (
  entries: ScanEntry[],
  queue: Pick<PrintQueue, 'jobStates'>,
  update: (entry: ScanEntry, patch: Partial<ScanEntry>) => void,
): QueueFollower => {
  let running: Promise<void> | null = null;
  let again = false;
  const poke = () => {
    again = true;
    if (running) return;
    running = (async () => {
      while (again) {
        again = false;
        // The ledger may be away a moment: the next change reads again.
        await readOnce(entries, queue, update).catch(() => undefined);
      }
      // Cleared in the same step as the last look at `again`: a poke after it starts a new read, never lost.
      running = null;
    })();
  };
  return {
    poke,
    settled: async () => {
      while (running) await running;
    },
  };
};

/** The desk's changes that may move a queued label: the print queue's own, and a catch-up of the ledger. */
export const movesQueuedLabels = (payload: unknown): boolean => {
  const change = payload as Change;
  return change.topic === 'print' || (change.topic === 'ledger' && change.keys === undefined);
};
