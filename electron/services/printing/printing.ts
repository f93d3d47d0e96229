import type { z } from 'zod';
import type {
  ExportPdfOutcome as ExportPdfOutcomeSchema,
  PrinterList,
  PrintOutcome,
} from '../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../shared/label/label-sizes';

/*
 * What differs between the hosts when labels go to paper. Electron prints silently from a hidden window and
 * saves PDFs itself (electron-printing.ts); the web host hands the print route to the browser
 * (browser-printing.ts); encrypted labels go to the carrier's component (cloud-printing.ts). The router and
 * the ledger records are the same for both.
 */

export interface PrintJob {
  ids: number[];
  size: LabelSize;
  /** deviceName; null = the system's default printer. */
  printer: string | null;
}

export type Printer = z.infer<typeof PrinterList>['printers'][number];
export type ExportPdfOutcome = z.infer<typeof ExportPdfOutcomeSchema>;

export interface Printing {
  listPrinters(): Promise<Printer[]>;
  /** The whole batch as one job. */
  print(job: PrintJob): Promise<PrintOutcome>;
  exportPdf(job: Omit<PrintJob, 'printer'>): Promise<ExportPdfOutcome>;
}

/** The print route of the renderer (renderer/print): `print.html?ids=1,2,3&size=100x150[&autoprint=1]`. */
export const printRoutePath = (ids: readonly number[], size: LabelSize, autoprint = false): string =>
  `print.html?ids=${ids.join(',')}&size=${size}${autoprint ? '&autoprint=1' : ''}`;
