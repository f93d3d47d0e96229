import type { LabelSize } from '../../../shared/label/label-sizes';
import { DeskError } from '../../kernel/desk-error';
import { tellPrinted } from '../ledger';
import { profileFor } from '../../../shared/printing/print-profile';
import { preflight } from '../../../shared/printing/print-preflight';
import { testPrint } from './label-printers/test-print';
import type { LabelPrinting, LabelPrintingDeps } from './label-printing-types';
import { labelModelOf, listed, printable, printDate, waybillsOf } from './label-waybills';
import { connectionOf, printQueued } from './label-print-queued';
import { printOnHost } from './label-print-host';

export type { LabelPrinting } from './label-printing-types';

/*
 * Labels from the ledger to paper: the label models of stored print_data (a reprint never fetches), drawn
 * labels through the host's printing (label-print-host.ts) or a label printer's queue (label-print-queued.ts),
 * encrypted ones through the carrier's component, every print recorded.
 */

/** The label models of stored print_data, as the Labels screen and the print route draw them. */
const labelsOf = async (ledger: LabelPrintingDeps['ledger'], ids: number[]) => {
  const printedAt = printDate(new Date());
  return (await waybillsOf(ledger, ids)).map((w) => ({
    id: w.id,
    waybillCode: w.waybillCode,
    printedCount: w.printedCount,
    dialogCount: w.dialogCount,
    status: w.status,
    label: labelModelOf(w, printedAt),
  }));
};

/** Drawn labels saved as a PDF; encrypted ones only print through the carrier's component. */
const exportPdf = async (deps: LabelPrintingDeps, ids: number[], size: LabelSize) => {
  const { ledger, printing } = deps;
  const { waybills, leftOut } = await printable(ledger, ids);
  const encrypted = waybills.filter((w) => w.encrypted).map((w) => w.waybillCode);
  if (encrypted.length > 0) {
    throw new DeskError(
      'invalid-request',
      `Encrypted labels can only be printed through the carrier's print component, not saved: ${listed(encrypted)}.`,
      { field: 'ids' },
    );
  }
  const outcome = await printing.exportPdf({ ids: waybills.map((w) => w.id), size });
  // Only a PDF actually written counts; the web host's route is opened (or not) by the seller.
  if (outcome.path !== null) {
    await ledger.recordPrints(
      waybills.map((w) => w.id),
      null,
      'pdf',
    );
    tellPrinted(deps.emit, waybills);
  }
  return leftOut.length > 0 ? { ...outcome, leftOut } : outcome;
};

export const createLabelPrinting = (deps: LabelPrintingDeps): LabelPrinting => {
  const { ledger, settings, printing } = deps;
  const sizeOf = (size: LabelSize | undefined): LabelSize => size ?? settings.get().labelSize;
  /** undefined = the size's print profile, else the printer in Settings; null = the system default. */
  const printerOf = (size: LabelSize, printer: string | null | undefined): string | null =>
    printer !== undefined
      ? printer
      : (profileFor(settings.get().printProfiles, size).printer ?? settings.get().printer);

  return {
    labels: async (ids, size) => ({ size: sizeOf(size), labels: await labelsOf(ledger, ids) }),

    async print({ ids, size, printer }) {
      const labelSize = sizeOf(size);
      const connection = connectionOf(deps, labelSize, printer);
      if (connection && deps.labelPrinters) {
        return printQueued(deps, deps.labelPrinters, connection, labelSize, await printable(ledger, ids));
      }
      const batch = await printable(ledger, ids);
      return printOnHost(deps, labelSize, printerOf(labelSize, printer), batch);
    },

    exportPdf: ({ ids, size }) => exportPdf(deps, ids, sizeOf(size)),

    printers: () => printing.listPrinters(),

    destination(size, printer) {
      const labelSize = sizeOf(size);
      return connectionOf(deps, labelSize, printer) ?? printerOf(labelSize, printer);
    },

    testPrint: (input) =>
      testPrint({ settings: () => settings.get(), labelPrinter: deps.labelPrinter }, input),

    async preflight(size, printer) {
      const labelSize = sizeOf(size);
      const chosen = printerOf(labelSize, printer);
      return {
        size: labelSize,
        printer: chosen,
        warnings: preflight(labelSize, chosen, await printing.listPrinters()),
      };
    },
  };
};
