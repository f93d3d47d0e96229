import type { BrowserWindow, WebContents } from 'electron';
import { labelPageSizeMicrons, type LabelSize } from '../../../shared/label/label-sizes';
import type { Printing } from './printing';
import { createPrintWindows, type PrintWindowOptions } from './electron-print-window';
import { listElectronPrinters } from './electron-printers';
import { exportElectronPdf } from './electron-pdf-export';

/** Labels per print job: each job's success is recorded as it comes, so a failure halfway loses no truth. */
const ELECTRON_LABELS_PER_JOB = 100;

/*
 * Printing in Electron: the print route is loaded in a hidden sandboxed window (electron-print-window.ts), and the
 * whole batch goes to the printer as ONE silent job at the label's exact page size. PDFs come from the same window
 * with printToPDF (electron-pdf-export.ts).
 */

interface ElectronPrintingOptions extends PrintWindowOptions {
  /** The window dialogs belong to, and whose webContents lists printers. */
  mainWindow(): BrowserWindow | null;
}

/** One silent job at the label's exact page size; the printer's refusal rejects with its reason. */
const printSilently = (contents: WebContents, deviceName: string | null, size: LabelSize) =>
  new Promise<void>((resolve, reject) => {
    contents.print(
      {
        silent: true,
        ...(deviceName ? { deviceName } : {}),
        pageSize: labelPageSizeMicrons(size),
        margins: { marginType: 'none' },
        printBackground: true,
      },
      (success, failureReason) =>
        success
          ? resolve()
          : reject(new Error(`the printer refused the job: ${failureReason || 'no reason given'}`)),
    );
  });

export const createElectronPrinting = (options: ElectronPrintingOptions): Printing => {
  const { withDrawnPage, withDrawnLabels } = createPrintWindows(options);
  const listPrinters = () => listElectronPrinters(options.mainWindow());

  return {
    maxPerJob: ELECTRON_LABELS_PER_JOB,
    listPrinters,

    /** Resolves only when webContents.print reports success: that is when a print is recorded. */
    async print({ ids, size, printer, placement }) {
      const deviceName = printer ?? (await listPrinters()).find((p) => p.isDefault)?.name ?? null;
      await withDrawnLabels(ids, size, (contents) => printSilently(contents, deviceName, size), placement);
      return { mode: 'silent', printed: ids.length, printer: deviceName ?? 'system default printer' };
    },

    /** The system dialog (not silent): a cancelled dialog reports failure, and nothing claims it printed. */
    async printDocument(path) {
      const printed = await withDrawnPage(
        path,
        (contents) =>
          new Promise<boolean>((resolve) =>
            contents.print({ silent: false, printBackground: true }, (success) => resolve(success)),
          ),
      );
      return { mode: 'dialog' as const, printed };
    },

    exportPdf: (job) => exportElectronPdf(options.mainWindow(), withDrawnLabels, job),
  };
};
