import { DeskError } from '../../../kernel/desk-error';
import { withoutPassword } from '../../../../shared/printing/device-uri';
import { createConnectionWorker, type ConnectionWorker } from './connection-worker';
import type { PrintQueueDeps } from './print-queue-types';

/** A device URI as people may see it: without user and password. */
export const printerName = withoutPassword;

/** A URI the seller typed is checked (the refusal names `field`) before anything moves. */
const checkedAddress = (deps: PrintQueueDeps, connection: string, field: string): string => {
  try {
    deps.driver.parse(connection, { language: deps.language?.() ?? 'zh-CN', field });
    return connection;
  } catch (error) {
    if (error instanceof DeskError) throw error;
    throw new DeskError('invalid-request', `Not a label printer address: ${printerName(connection)}.`, {
      field,
    });
  }
};

/** One worker per connection, made when a connection is first used; a URI the seller typed is checked first. */
export function createQueueWorkers(deps: PrintQueueDeps) {
  const { store, driver } = deps;
  const workers = new Map<string, ConnectionWorker>();

  const workerOf = (connection: string): ConnectionWorker => {
    let worker = workers.get(connection);
    if (!worker) {
      const target = driver.parse(connection);
      worker = createConnectionWorker({
        connection,
        store,
        reportsNoStatus: () => deps.reportsNoStatus?.(connection) ?? false,
        open: () => driver.connect(target),
        printed: (jobs) => deps.printed(jobs, printerName(connection)),
        changed: () => deps.changed(),
      });
      workers.set(connection, worker);
    }
    return worker;
  };

  const checked = (connection: string, field: string) => checkedAddress(deps, connection, field);

  const lifecycle: QueueLifecycle = {
    async start() {
      await store.settleStopped();
      for (const s of (await store.summaries()).filter((summary) => summary.mine)) {
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
      deps.changed();
    },
    idle: async () => {
      await Promise.all([...workers.values()].map((w) => w.idle()));
    },
    close: async () => {
      await Promise.all([...workers.values()].map((w) => w.close()));
    },
  };
  return { workers, workerOf, checked, lifecycle };
}

export type QueueWorkers = ReturnType<typeof createQueueWorkers>;

/** The queue's own life: started once the desk is up, idle when no worker sends, closed with the desk. */
export interface QueueLifecycle {
  /** Settles what a stopped desk left on the wire and starts sending what is queued. */
  start(): Promise<void>;
  /** Resolves once no worker is sending or confirming (tests, close). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
