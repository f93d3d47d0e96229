import { writeFile } from 'node:fs/promises';
import { dialog, type BrowserWindow } from 'electron';
import { LABEL_DIMENSIONS, type LabelSize } from '../../../shared/label/label-sizes';
import { mergePdfs } from './pdf-merge';
import type { WithDrawnLabels } from './electron-print-window';
import type { ExportPdfOutcome, PrintJob } from './printing';

/**
 * Labels per PDF part of an export. Measured (bench/labels-pdf.ts, 1,000 labels): every part re-embeds the fonts and
 * draws its page anew, so parts of 100 or 250 cost more CPU than one document, and one document of 1,000 costs
 * less than twice one of 500 (linear already). Parts of 1,000 keep that and bound a window at the 2,000 maximum.
 */
const ELECTRON_LABELS_PER_PDF_PART = 1000;

/** printToPDF takes inches (print takes microns). */
const pageSizeInches = (size: LabelSize) => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  return { width: widthMm / 25.4, height: heightMm / 25.4 };
};

/** Asks where to save, then draws the labels in parts, each turned to PDF in its own window, and joins them. */
export async function exportElectronPdf(
  parent: BrowserWindow | null,
  withDrawnLabels: WithDrawnLabels,
  { ids, size }: Pick<PrintJob, 'ids' | 'size'>,
): Promise<ExportPdfOutcome> {
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
}
