import type { z } from 'zod';
import type { LabelsOutput, PrintOutcome } from '../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { parsePrintData } from '../../../shared/label/parse-print-data';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger, StoredWaybill } from '../ledger';
import type { SettingsService } from '../settings';
import type { CloudPrinting } from './cloud-printing';
import { printEncrypted } from './encrypted-printing';
import type { ExportPdfOutcome, Printer, Printing } from './printing';
import { profileFor } from '../../../shared/printing/print-profile';
import { preflight } from '../../../shared/printing/print-preflight';
import type { PreflightOutcome } from '../../../shared/ipc/channels/labels';

/*
 * Labels from the ledger to paper: the label models of stored print_data (a reprint never fetches), drawn
 * labels through the host's printing, encrypted ones through the carrier's component, every print recorded.
 */

export interface LabelPrintingDeps {
  ledger: Ledger;
  settings: SettingsService;
  printing: Printing;
  cloudPrint: CloudPrinting;
  emit: Emit;
}

export interface LabelJob {
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
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Local time, as the label shows it. */
const printDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

const listed = (codes: string[]): string =>
  codes.slice(0, 5).join(', ') + (codes.length > 5 ? ` and ${codes.length - 5} more` : '');

export const createLabelPrinting = (deps: LabelPrintingDeps): LabelPrinting => {
  const { ledger, settings, printing, emit } = deps;
  const sizeOf = (size: LabelSize | undefined): LabelSize => size ?? settings.get().labelSize;
  /** undefined = the size's print profile, else the printer in Settings; null = the system default. */
  const printerOf = (size: LabelSize, printer: string | null | undefined): string | null =>
    printer !== undefined
      ? printer
      : (profileFor(settings.get().printProfiles, size).printer ?? settings.get().printer);

  /** The ledger's waybills in the order asked for (each once); an unknown id is refused by name. */
  const waybillsOf = async (ids: number[]): Promise<StoredWaybill[]> => {
    const unique = [...new Set(ids)];
    const found = new Map((await ledger.getWaybills(unique)).map((w) => [w.id, w]));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new DeskError('not-found', `Not in the ledger: waybill id ${listed(missing.map(String))}.`, {
        field: 'ids',
      });
    }
    return unique.map((id) => found.get(id) as StoredWaybill);
  };

  /**
   * Paper is only for live waybills; a reprint uses the stored print_data, never a new fetch. Void (recycled)
   * ones are left out and named; only a batch with nothing live left is refused.
   */
  const printable = async (ids: number[]) => {
    const waybills = await waybillsOf(ids);
    const live = waybills.filter((w) => w.status === 'live');
    const leftOut = waybills
      .filter((w) => w.status === 'recycled')
      .map((w) => ({ id: w.id, waybillCode: w.waybillCode, reason: 'recycled' as const }));
    if (live.length === 0) {
      throw new DeskError(
        'invalid-request',
        `Recycled waybills are void and are not printed: ${listed(leftOut.map((w) => w.waybillCode))}.`,
        { field: 'ids' },
      );
    }
    return { waybills: live, leftOut };
  };

  const printed = (waybills: StoredWaybill[]) =>
    emit('changed', {
      topic: 'ledger',
      keys: { orderSns: [...new Set(waybills.flatMap((w) => w.orderSns))], waybillIds: waybills.map((w) => w.id) },
    });

  return {
    async labels(ids, size) {
      const printedAt = printDate(new Date());
      const labels = (await waybillsOf(ids)).map((w) => ({
        id: w.id,
        waybillCode: w.waybillCode,
        printedCount: w.printedCount,
        dialogCount: w.dialogCount,
        status: w.status,
        label: parsePrintData(w.printData, {
          // A merged waybill: every order, and every order's goods with its quantity (issue 10 §4).
          goodsSummary: w.goodsName,
          orderSn: w.orderSn,
          orderSns: w.orderSns,
          printedAt,
          parentWaybillCode: w.parentWaybillCode,
          waybillCode: w.waybillCode,
        }),
      }));
      return { size: sizeOf(size), labels };
    },

    async print({ ids, size, printer }) {
      const { waybills, leftOut } = await printable(ids);
      const labelSize = sizeOf(size);
      const profile = profileFor(settings.get().printProfiles, labelSize);
      const chosen = printerOf(labelSize, printer);
      const drawn = waybills.filter((w) => !w.encrypted);
      const encrypted = waybills.filter((w) => w.encrypted);
      emit('changed', { topic: 'print' });
      try {
        let outcome: PrintOutcome | null = null;
        // Big batches in jobs of maxPerJob, each recorded when the host says it printed: a failure halfway
        // leaves the printed part recorded and the rest not.
        for (let start = 0; start < drawn.length; start += printing.maxPerJob) {
          const part = drawn.slice(start, start + printing.maxPerJob);
          const job = await printing.print({
            ids: part.map((w) => w.id),
            size: labelSize,
            printer: chosen,
            placement: profile,
          });
          const printedOn = job.mode === 'silent' ? job.printer : chosen;
          await ledger.recordPrints(
            part.map((w) => w.id),
            printedOn,
            job.mode,
          );
          outcome = outcome ? { ...job, printed: outcome.printed + job.printed } : job;
          emit('changed', { topic: 'print', keys: { waybillIds: part.map((w) => w.id) } });
        }
        const named = leftOut.length > 0 ? { leftOut } : {};
        if (encrypted.length === 0 && outcome) return { ...outcome, ...named };
        const cloud = await printEncrypted(deps, encrypted, chosen);
        const notRunning = cloud.notRunning ? { cloudNotRunning: cloud.notRunning } : {};
        const failed = cloud.failed.length > 0 || !cloud.notRunning ? { failed: cloud.failed } : {};
        // One answer for the batch: the drawn part's (browser or silent), counting what the component printed.
        // Browser: the dialog's labels and the component's printed ones are told apart (only the latter printed).
        if (outcome?.mode === 'browser') {
          return { ...outcome, cloudPrinted: cloud.printed, ...failed, ...named, ...notRunning };
        }
        return outcome
          ? { ...outcome, printed: outcome.printed + cloud.printed, ...failed, ...named, ...notRunning }
          : {
              mode: 'silent' as const,
              printed: cloud.printed,
              printer: cloud.printer,
              ...failed,
              ...named,
              ...notRunning,
            };
      } finally {
        printed(waybills);
      }
    },

    async exportPdf({ ids, size }) {
      const { waybills, leftOut } = await printable(ids);
      const encrypted = waybills.filter((w) => w.encrypted).map((w) => w.waybillCode);
      if (encrypted.length > 0) {
        throw new DeskError(
          'invalid-request',
          `Encrypted labels can only be printed through the carrier's print component, not saved: ${listed(encrypted)}.`,
          { field: 'ids' },
        );
      }
      const outcome = await printing.exportPdf({ ids: waybills.map((w) => w.id), size: sizeOf(size) });
      // Only a PDF actually written counts; the web host's route is opened (or not) by the seller.
      if (outcome.path !== null) {
        await ledger.recordPrints(
          waybills.map((w) => w.id),
          null,
          'pdf',
        );
        printed(waybills);
      }
      return leftOut.length > 0 ? { ...outcome, leftOut } : outcome;
    },

    printers: () => printing.listPrinters(),

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
