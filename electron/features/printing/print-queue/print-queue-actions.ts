import type { NewPrintJob } from './print-queue-store';
import type { ConnectionStatus, PrintQueueDeps } from './print-queue-types';
import { printerName, type QueueWorkers } from './print-queue-workers';

const UNCERTAIN_SHOWN = 50;

/**
 * Every connection with jobs open (this desk's, then other desks' on a shared ledger): its counts, its hold, and
 * the jobs that may have printed (the oldest ones). What a gone desk left on the wire is settled first.
 */
const status = async ({ store }: PrintQueueDeps, workers: QueueWorkers['workers']) => {
  await store.settleGoneDesks();
  return Promise.all(
    (await store.summaries()).map(async (s) => ({
      ...s,
      printer: printerName(s.connection),
      held: s.mine ? (workers.get(s.connection)?.hold ?? null) : null,
      uncertain:
        s.mayHavePrinted > 0
          ? (await store.jobs(s.connection, ['failed'], UNCERTAIN_SHOWN + s.failed, s.desk)).filter(
              (j) => j.accepted,
            )
          : [],
    })),
  );
};

/** The seller says jobs that may have printed did: done, and their waybills counted printed on their printer. */
const markPrinted = async (deps: PrintQueueDeps, ids: number[]) => {
  const done = await deps.store.markPrinted(ids);
  for (const connection of new Set(done.map((j) => j.connection))) {
    const jobs = done.filter((j) => j.connection === connection);
    await deps.printed(jobs, printerName(connection));
  }
  deps.changed();
  return done.length;
};

/** What the seller (and the label printing) asks of the queue: each writes the ledger first, then wakes a worker. */
export function createQueueActions(deps: PrintQueueDeps, { workers, workerOf, checked }: QueueWorkers) {
  const { store } = deps;
  return {
    async enqueue(connection: string, jobs: NewPrintJob[]): Promise<number[]> {
      const worker = workerOf(checked(connection, 'connection'));
      const ids = await store.enqueue(connection, jobs);
      worker.kick();
      deps.changed();
      return ids;
    },
    status: (): Promise<ConnectionStatus[]> => status(deps, workers),
    async retry(connection: string): Promise<number> {
      const requeued = await store.requeueUnaccepted(connection);
      workerOf(connection).release();
      deps.changed();
      return requeued;
    },
    async move(from: string, to: string): Promise<number> {
      checked(to, 'to');
      const moved = await store.move(from, to);
      workerOf(to).kick();
      deps.changed();
      return moved;
    },
    async cancel(
      target: { connection: string; desk?: string | undefined } | { ids: number[] },
    ): Promise<number> {
      const cancelled = await store.cancel(target);
      deps.changed();
      return cancelled;
    },
    async reprint(ids: number[]): Promise<number> {
      const jobs = await store.jobsByIds(ids);
      const queued = await store.reprint(ids);
      for (const c of new Set(jobs.map((j) => j.connection))) workerOf(c).kick();
      deps.changed();
      return queued;
    },
    markPrinted: (ids: number[]): Promise<number> => markPrinted(deps, ids),
  };
}
