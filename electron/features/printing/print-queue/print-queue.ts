import { DeskError } from '../../../kernel/desk-error';
import { createConnectionWorker, type ConnectionWorker, type Hold } from './connection-worker';
import type { LabelPrinterDriver } from './printer-driver';
import type {
  ConnectionSummary,
  NewPrintJob,
  SettledJob,
  PrintJobView,
  PrintQueueStore,
} from './print-queue-store';

/*
 * The durable print queue: labels for a label printer are written to the ledger as jobs before anything is sent,
 * and one worker per connection sends them. The desk never prints a label twice by itself: Retry re-sends only
 * jobs the printer never took; a job that may have printed (dropped mid-job, or on the wire when the desk
 * stopped) waits for the seller's Reprint or Mark printed.
 */

export interface PrintQueueDeps {
  store: PrintQueueStore;
  driver: Pick<LabelPrinterDriver, 'parse' | 'connect'>;
  /** Done jobs: count their waybills printed on this printer (the URI without its password). */
  printed(jobs: SettledJob[], printer: string): Promise<void>;
  /** The panel's facts changed for these connections. */
  changed(connections: string[]): void;
}

export interface ConnectionStatus extends ConnectionSummary {
  /** The printer as the panel names it (never its password). */
  printer: string;
  held: Hold | null;
  /** Jobs that may have printed: the seller reprints or marks them printed (the oldest 50). */
  uncertain: PrintJobView[];
}

export interface PrintQueue {
  /** Settles what a stopped desk left on the wire and starts sending what is queued. */
  start(): Promise<void>;
  enqueue(connection: string, jobs: NewPrintJob[]): Promise<number[]>;
  status(): Promise<ConnectionStatus[]>;
  retry(connection: string): Promise<number>;
  move(from: string, to: string): Promise<number>;
  cancel(target: { connection: string } | { ids: number[] }): Promise<number>;
  reprint(ids: number[]): Promise<number>;
  markPrinted(ids: number[]): Promise<number>;
  /** Resolves once no worker is sending or confirming (tests, close). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** A device URI as people may see it: without user and password. */
export const printerName = (uri: string): string => {
  try {
    const u = new URL(uri);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return uri;
  }
};

export const UNCERTAIN_SHOWN = 50;

export const createPrintQueue = (deps: PrintQueueDeps): PrintQueue => {
  const { store, driver } = deps;
  const workers = new Map<string, ConnectionWorker>();

  const workerOf = (connection: string): ConnectionWorker => {
    let worker = workers.get(connection);
    if (!worker) {
      const target = driver.parse(connection);
      worker = createConnectionWorker({
        connection,
        store,
        open: () => driver.connect(target),
        printed: (jobs) => deps.printed(jobs, printerName(connection)),
        changed: () => deps.changed([connection]),
      });
      workers.set(connection, worker);
    }
    return worker;
  };

  /** A URI the seller typed is checked (the refusal names `field`) before anything moves. */
  const checked = (connection: string, field: string): string => {
    try {
      driver.parse(connection);
      return connection;
    } catch (error) {
      if (error instanceof DeskError) throw error;
      throw new DeskError('invalid-request', `Not a label printer address: ${printerName(connection)}.`, {
        field,
      });
    }
  };

  return {
    async start() {
      await store.settleStopped();
      for (const s of await store.summaries()) {
        // A printer this desk can no longer read keeps its jobs for Move or Cancel; the others start.
        const worker = (() => {
          try {
            return workerOf(s.connection);
          } catch {
            return null;
          }
        })();
        // A failure kept in the ledger still holds its queue: order is kept until the seller retries.
        if (s.failed > 0 && s.lastError) worker?.holdWith(s.lastError);
        else if (s.queued > 0) worker?.kick();
      }
      deps.changed([]);
    },
    async enqueue(connection, jobs) {
      const worker = workerOf(checked(connection, 'connection'));
      const ids = await store.enqueue(connection, jobs);
      worker.kick();
      deps.changed([connection]);
      return ids;
    },
    async status() {
      const summaries = await store.summaries();
      return Promise.all(
        summaries.map(async (s) => ({
          ...s,
          printer: printerName(s.connection),
          held: workers.get(s.connection)?.hold ?? null,
          uncertain:
            s.mayHavePrinted > 0
              ? (await store.jobs(s.connection, ['failed'], UNCERTAIN_SHOWN + s.failed)).filter(
                  (j) => j.accepted,
                )
              : [],
        })),
      );
    },
    async retry(connection) {
      const requeued = await store.requeueUnaccepted(connection);
      workerOf(connection).release();
      deps.changed([connection]);
      return requeued;
    },
    async move(from, to) {
      checked(to, 'to');
      const moved = await store.move(from, to);
      workerOf(to).kick();
      deps.changed([from, to]);
      return moved;
    },
    async cancel(target) {
      const cancelled = await store.cancel(target);
      deps.changed('connection' in target ? [target.connection] : []);
      return cancelled;
    },
    async reprint(ids) {
      const jobs = (await Promise.all(ids.map((id) => store.job(id)))).filter((j) => j !== null);
      const queued = await store.reprint(ids);
      for (const c of new Set(jobs.map((j) => j.connection))) workerOf(c).kick();
      deps.changed([]);
      return queued;
    },
    async markPrinted(ids) {
      const done = await store.markPrinted(ids);
      for (const connection of new Set(done.map((j) => j.connection))) {
        const jobs = done.filter((j) => j.connection === connection);
        await deps.printed(jobs, printerName(connection));
      }
      deps.changed([]);
      return done.length;
    },
    idle: async () => {
      await Promise.all([...workers.values()].map((w) => w.idle()));
    },
    close: async () => {
      await Promise.all([...workers.values()].map((w) => w.close()));
    },
  };
};
