import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

type LabelHandlers = Pick<
  Handlers,
  'labels.get' | 'labels.print' | 'labels.exportPdf' | 'printers.list' | 'labels.preflight'
>;

export const labelHandlers = (s: DeskServices): LabelHandlers => ({
  'labels.get': ({ ids, size }) => s.labelPrinting.labels(ids, size),
  'labels.print': (job) => s.labelPrinting.print(job),
  'labels.exportPdf': (job) => s.labelPrinting.exportPdf(job),
  'printers.list': async () => ({ printers: await s.labelPrinting.printers() }),
  'labels.preflight': ({ size, printer }) => s.labelPrinting.preflight(size, printer),
});
