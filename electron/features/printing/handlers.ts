import type { Handlers } from '../../kernel/router';
import type { LabelPrinting } from './label-printing';
import type { PrintQueue } from './print-queue/print-queue';
import { connectionView } from './print-queue/print-queue-view';

type LabelHandlers = Pick<
  Handlers,
  | 'labels.get'
  | 'labels.print'
  | 'labels.exportPdf'
  | 'printers.list'
  | 'labels.preflight'
  | 'printers.testPrint'
>;

/** Labels from the ledger to paper: drawn, encrypted (cloud print) or saved as PDF. */
export const labelHandlers = (labelPrinting: LabelPrinting): LabelHandlers => ({
  'labels.get': ({ ids, size }) => labelPrinting.labels(ids, size),
  'labels.print': (job) => labelPrinting.print(job),
  'labels.exportPdf': (job) => labelPrinting.exportPdf(job),
  'printers.list': async () => ({ printers: await labelPrinting.printers() }),
  'labels.preflight': ({ size, printer }) => labelPrinting.preflight(size, printer),
  'printers.testPrint': (input) => labelPrinting.testPrint(input),
});

type PrintQueueHandlers = Pick<
  Handlers,
  | 'printQueue.status'
  | 'printQueue.retry'
  | 'printQueue.move'
  | 'printQueue.cancel'
  | 'printQueue.reprint'
  | 'printQueue.markPrinted'
>;

/** The label printers' queues: what waits and why, and the seller's choices. */
export const printQueueHandlers = (queue: PrintQueue): PrintQueueHandlers => ({
  'printQueue.status': async () => ({ connections: (await queue.status()).map(connectionView) }),
  'printQueue.retry': async ({ connection }) => ({ count: await queue.retry(connection) }),
  'printQueue.move': async ({ from, to }) => ({ count: await queue.move(from, to) }),
  'printQueue.cancel': async (target) => ({ count: await queue.cancel(target) }),
  'printQueue.reprint': async ({ ids }) => ({ count: await queue.reprint(ids) }),
  'printQueue.markPrinted': async ({ ids }) => ({ count: await queue.markPrinted(ids) }),
});
