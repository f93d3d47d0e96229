import type { Handlers } from '../../kernel/router';
import type { LabelPrinting } from './label-printing';

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
