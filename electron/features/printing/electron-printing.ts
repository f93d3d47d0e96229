import { writeFile } from 'node:fs/promises';
import { BrowserWindow, dialog, type WebContents } from 'electron';
import { LABEL_DIMENSIONS, labelPageSizeMicrons, type LabelSize } from '../../../shared/label/label-sizes';
import { paperSizesOf } from '../../../shared/printing/paper-sizes';
import { mergePdfs } from './pdf-merge';
import { printRoutePath, type Placement, type Printer, type Printing } from './printing';

/** Labels per print job: each job's success is recorded as it comes, so a failure halfway loses no truth. */
export const ELECTRON_LABELS_PER_JOB = 100;
/**
 * Labels per PDF part of an export. Measured (bench/labels-pdf.ts, 1,000 labels): every part re-embeds the fonts and
 * draws its page anew, so parts of 100 or 250 cost more CPU than one document, and one document of 1,000 costs
 * less than twice one of 500 (linear already). Parts of 1,000 keep that and bound a window at the 2,000 maximum.
 */
export const ELECTRON_LABELS_PER_PDF_PART = 1000;

/*
 * Printing in Electron: the print route is loaded in a hidden sandboxed window (same preload,
 * so it calls labels.get like any app window), and the whole batch goes to the printer as ONE silent job at
 * the label's exact page size. PDFs come from the same window with printToPDF.
 */

export interface ElectronPrintingOptions {
  /** `print.html?…` → the app:// URL the window loads. */
  routeUrl(path: string): string;
  preload: string;
  /** Lets the router accept calls from the hidden window (only app windows may call). */
  trackContents(contents: WebContents): void;
  /** The window dialogs belong to, and whose webContents lists printers. */
  mainWindow(): BrowserWindow | null;
}

const READY_TIMEOUT_MS = 30_000;

/** The route sets `document.body.dataset.ready` to 'true' once drawn (fonts included), or 'error'. */
const waitUntilDrawn = async (contents: WebContents): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = (await contents.executeJavaScript(
      'document.body ? document.body.dataset.ready || "" : ""',
    )) as string;
    if (ready === 'true') return;
    if (ready === 'error') {
      const why = (await contents.executeJavaScript(
        'document.querySelector("[data-error]")?.getAttribute("data-error") || ""',
      )) as string;
      throw new Error(`the labels could not be drawn: ${why || 'unknown reason'}`);
    }
    if (Date.now() > deadline) throw new Error('the labels were not drawn within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** printToPDF takes inches (print takes microns). */
const pageSizeInches = (size: LabelSize) => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  return { width: widthMm / 25.4, height: heightMm / 25.4 };
};

const isDefaultPrinter = (printer: Electron.PrinterInfo): boolean => {
  // Older Electron had `isDefault`; CUPS reports it among the options.
  const legacy = (printer as { isDefault?: unknown }).isDefault;
  const options = (printer.options ?? {}) as Record<string, unknown>;
  return legacy === true || options['printer-is-default'] === 'true' || options.isDefault === 'true';
};

export const createElectronPrinting = (options: ElectronPrintingOptions): Printing => {
  /** A hidden, sandboxed window showing one print route until it is drawn; `work` prints or saves it. */
  const withDrawnPage = async <T>(path: string, work: (contents: WebContents) => Promise<T>) => {
    const win = new BrowserWindow({
      show: false,
      webPreferences: {
        preload: options.preload,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
      },
    });
    try {
      options.trackContents(win.webContents);
      await win.loadURL(options.routeUrl(path));
      await waitUntilDrawn(win.webContents);
      return await work(win.webContents);
    } finally {
      win.destroy();
    }
  };
  const withDrawnLabels = <T>(
    ids: number[],
    size: LabelSize,
    work: (contents: WebContents) => Promise<T>,
    placement?: Placement,
  ) => withDrawnPage(printRoutePath(ids, size, false, placement), work);

  const listPrinters = async (): Promise<Printer[]> => {
    const contents = options.mainWindow()?.webContents;
    if (!contents) return [];
    const printers = await contents.getPrintersAsync();
    return printers.map((p) => {
      // CUPS lists the media a printer takes among its options (PWG names); other systems may list none.
      const opts = (p.options ?? {}) as Record<string, unknown>;
      const media = ['media-supported', 'media', 'media-default']
        .map((k) => opts[k])
        .filter((v): v is string => typeof v === 'string');
      const paperSizes = paperSizesOf(media);
      return {
        name: p.name,
        displayName: p.displayName || p.name,
        isDefault: isDefaultPrinter(p),
        ...(paperSizes.length > 0 ? { paperSizes } : {}),
      };
    });
  };

  return {
    maxPerJob: ELECTRON_LABELS_PER_JOB,
    listPrinters,

    /** Resolves only when webContents.print reports success: that is when a print is recorded. */
    async print({ ids, size, printer, placement }) {
      const deviceName = printer ?? (await listPrinters()).find((p) => p.isDefault)?.name ?? null;
      await withDrawnLabels(
        ids,
        size,
        (contents) => {
          return new Promise<void>((resolve, reject) => {
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
        },
        placement,
      );
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

    async exportPdf({ ids, size }) {
      const parent = options.mainWindow();
      const day = new Date().toISOString().slice(0, 10);
      const dialogOptions = {
        title: 'Save labels as PDF',
        defaultPath: `labels-${day}-${ids.length}.pdf`,
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      };
      const choice = parent
        ? await dialog.showSaveDialog(parent, dialogOptions)
        : await dialog.showSaveDialog(dialogOptions);
      if (choice.canceled || !choice.filePath) return { path: null, pages: 0 };
      // Parts drawn and turned to PDF each in its own window, then joined (pdf-lib).
      const parts: Uint8Array[] = [];
      for (let start = 0; start < ids.length; start += ELECTRON_LABELS_PER_PDF_PART) {
        parts.push(
          await withDrawnLabels(ids.slice(start, start + ELECTRON_LABELS_PER_PDF_PART), size, (contents) =>
            contents.printToPDF({
              pageSize: pageSizeInches(size),
              margins: { top: 0, bottom: 0, left: 0, right: 0 },
              printBackground: true,
              preferCSSPageSize: true,
            }),
          ),
        );
      }
      const pdf = await mergePdfs(parts);
      await writeFile(choice.filePath, pdf);
      return { path: choice.filePath, pages: ids.length };
    },
  };
};
