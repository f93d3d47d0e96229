import type { z } from 'zod';
import type { LabelsOutput, PrintOutcome } from '../../../shared/ipc/channels/labels';
import type { PreflightOutcome, TestPrintOutcome } from '../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../shared/label/label-sizes';
import type { LabelStock } from '../../../shared/printing/print-profile';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import type { CloudPrinting } from './cloud-printing';
import type { ExportPdfOutcome, Printer, Printing } from './printing';
import type { PrintQueue } from './print-queue/print-queue';
import type { LabelPrinterDriver } from './print-queue/printer-driver';

export interface LabelPrintingDeps {
  ledger: Ledger;
  settings: SettingsService;
  printing: Printing;
  cloudPrint: CloudPrinting;
  emit: Emit;
  /** --label-printer / SELLER_TOOLS_LABEL_PRINTER: the label printer of every size whose profile names none. */
  labelPrinter?: string | undefined;
  /** Label printers the desk drives itself (device URIs): their durable queue and driver. */
  labelPrinters?: LabelPrinters | undefined;
}

export interface LabelPrinters {
  queue: PrintQueue;
  driver: Pick<LabelPrinterDriver, 'parse' | 'render'>;
}

interface LabelJob {
  ids: number[];
  size?: LabelSize | undefined;
  /** deviceName; undefined = the printer in settings; null = the system default. */
  printer?: string | null | undefined;
}

export interface LabelPrinting {
  labels(ids: number[], size: LabelSize | undefined): Promise<z.infer<typeof LabelsOutput>>;
  print(job: LabelJob): Promise<PrintOutcome>;
  exportPdf(job: Omit<LabelJob, 'printer'>): Promise<ExportPdfOutcome>;
  printers(): Promise<Printer[]>;
  /** Is the printer there, and does it take paper of the label's size? Warnings, never a refusal. */
  preflight(size: LabelSize | undefined, printer: string | null | undefined): Promise<PreflightOutcome>;
  /** Where a size's labels go: a label printer's device URI, a system printer's name, or null (system default). */
  destination(size: LabelSize | undefined, printer: string | null | undefined): string | null;
  /** Settings' "Test print": the calibration label to a label printer connection. */
  testPrint(input: {
    size?: LabelSize | undefined;
    uri?: string | undefined;
    stock?: LabelStock | undefined;
  }): Promise<TestPrintOutcome>;
}
