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

/** Where the label sits on the stock and how many of each: a print profile's part the print route applies. */
export interface Placement {
  offsetXMm: number;
  offsetYMm: number;
  copies: number;
}

export interface PrintJob {
  ids: number[];
  size: LabelSize;
  /** deviceName; null = the system's default printer. */
  printer: string | null;
  placement?: Placement | undefined;
}

export type Printer = z.infer<typeof PrinterList>['printers'][number];
export type ExportPdfOutcome = z.infer<typeof ExportPdfOutcomeSchema>;

export interface Printing {
  /**
   * Labels per job: big batches go to paper in jobs of this many, each recorded as it succeeds, so time grows
   * linearly with the count. Infinity for the browser, whose one dialog takes the whole batch.
   */
  readonly maxPerJob: number;
  listPrinters(): Promise<Printer[]>;
  /** The whole batch as one job (the host's own printing: silent or the browser's dialog, never queued). */
  print(job: PrintJob): Promise<Exclude<PrintOutcome, { mode: 'queued' }>>;
  exportPdf(job: Omit<PrintJob, 'printer'>): Promise<ExportPdfOutcome>;
  /**
   * An A4/A5 document of the print route (pick list, packing slips: `print.html?doc=…`), through the system's
   * print dialog: the office printer, not the label printer. Browser: the route to open.
   */
  printDocument(
    path: string,
  ): Promise<{ mode: 'browser'; printUrl: string } | { mode: 'dialog'; printed: boolean }>;
}

/**
 * The print route of the renderer (renderer/print): `print.html?ids=1,2,3&size=100x150[&autoprint=1]`, with a
 * profile's offsets and copies when they are not the plain ones (`&dx=1.5&dy=-2&copies=2`).
 */
export const printRoutePath = (
  ids: readonly number[],
  size: LabelSize,
  autoprint = false,
  placement?: Placement,
): string => {
  const extra =
    (placement?.offsetXMm ? `&dx=${placement.offsetXMm}` : '') +
    (placement?.offsetYMm ? `&dy=${placement.offsetYMm}` : '') +
    (placement && placement.copies > 1 ? `&copies=${placement.copies}` : '');
  return `print.html?ids=${ids.join(',')}&size=${size}${autoprint ? '&autoprint=1' : ''}${extra}`;
};
