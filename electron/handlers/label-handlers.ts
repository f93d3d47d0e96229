import type { PrintOutcome } from '../../shared/ipc/channels/labels';
import type { LabelSize } from '../../shared/label/label-sizes';
import { parsePrintData } from '../../shared/label/parse-print-data';
import { DeskError } from '../core/desk-error';
import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import type { StoredWaybill } from '../services/ledger/ledger-types';

type LabelHandlers = Pick<Handlers, 'labels.get' | 'labels.print' | 'labels.exportPdf' | 'printers.list'>;

const pad = (n: number) => String(n).padStart(2, '0');
/** Local time, as the label shows it. */
const printDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

const listed = (codes: string[]): string =>
  codes.slice(0, 5).join(', ') + (codes.length > 5 ? ` and ${codes.length - 5} more` : '');

/** The ledger's waybills in the order asked for (each once); an unknown id is refused by name. */
const waybillsOf = (s: DeskServices, ids: number[]): StoredWaybill[] => {
  const unique = [...new Set(ids)];
  const found = new Map(s.ledger.getWaybills(unique).map((w) => [w.id, w]));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new DeskError('not-found', `Not in the ledger: waybill id ${listed(missing.map(String))}.`, {
      field: 'ids',
    });
  }
  return unique.map((id) => found.get(id) as StoredWaybill);
};

/** Paper is only for live waybills; a reprint uses the stored print_data, never a new fetch. */
const printable = (s: DeskServices, ids: number[]): StoredWaybill[] => {
  const waybills = waybillsOf(s, ids);
  const recycled = waybills.filter((w) => w.status === 'recycled').map((w) => w.waybillCode);
  if (recycled.length > 0) {
    throw new DeskError(
      'invalid-request',
      `Recycled waybills are void and are not printed: ${listed(recycled)}.`,
      {
        field: 'ids',
      },
    );
  }
  return waybills;
};

/** Encrypted labels go to the carrier's print component; each document's final status is recorded. */
const printEncrypted = async (
  s: DeskServices,
  waybills: StoredWaybill[],
  printer: string | null,
  total: number,
) => {
  let done = total - waybills.length;
  let run;
  try {
    run = await s.cloudPrint.print(waybills, printer, (id, status, msg, printedOn) => {
      s.ledger.recordCloudPrintOutcome(id, status, msg);
      if (status === 'printed') s.ledger.recordPrints([id], printedOn, 'cloud-print');
      done += 1;
      s.emit('print.progress', { done, total, printer: printedOn });
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeskError('transport', `The cloud-print component could not print: ${reason}`);
  }
  const failed = run.outcomes.filter((o) => o.status === 'failed');
  // Nothing printed at all: say why (no component, no paper) instead of reporting 0 printed.
  if (failed.length === waybills.length) {
    throw new DeskError(
      'transport',
      `The cloud-print component printed nothing: ${failed[0]?.msg ?? 'no reason given'}`,
    );
  }
  const codeOf = new Map(waybills.map((w) => [w.id, w.waybillCode]));
  return {
    printer: run.printer,
    printed: waybills.length - failed.length,
    failed: failed.map((o) => ({ id: o.id, waybillCode: codeOf.get(o.id) ?? '', msg: o.msg ?? 'no reason given' })),
  };
};

export const labelHandlers = (s: DeskServices): LabelHandlers => {
  const sizeOf = (size: LabelSize | undefined): LabelSize => size ?? s.settings.get().labelSize;
  return {
    'labels.get'({ ids, size }) {
      const printedAt = printDate(new Date());
      const labels = waybillsOf(s, ids).map((w) => ({
        id: w.id,
        waybillCode: w.waybillCode,
        printedCount: w.printedCount,
        label: parsePrintData(w.printData, {
          goodsSummary: w.goodsName,
          orderSn: w.orderSn,
          printedAt,
          parentWaybillCode: w.parentWaybillCode,
          waybillCode: w.waybillCode,
        }),
      }));
      return Promise.resolve({ size: sizeOf(size), labels });
    },

    async 'labels.print'({ ids, size, printer }) {
      const waybills = printable(s, ids);
      const chosen = printer === undefined ? s.settings.get().printer : printer;
      const total = waybills.length;
      const drawn = waybills.filter((w) => !w.encrypted);
      const encrypted = waybills.filter((w) => w.encrypted);
      s.emit('print.progress', { done: 0, total, printer: chosen });
      try {
        let outcome: PrintOutcome | null = null;
        if (drawn.length > 0) {
          outcome = await s.printing.print({
            ids: drawn.map((w) => w.id),
            size: sizeOf(size),
            printer: chosen,
          });
          const printedOn = outcome.mode === 'silent' ? outcome.printer : chosen;
          s.ledger.recordPrints(
            drawn.map((w) => w.id),
            printedOn,
            outcome.mode,
          );
          s.emit('print.progress', { done: drawn.length, total, printer: printedOn });
        }
        if (encrypted.length === 0 && outcome) return outcome;
        const cloud = await printEncrypted(s, encrypted, chosen, total);
        // One answer for the batch: the drawn part's (browser or silent), counting what the component printed.
        return outcome
          ? { ...outcome, printed: outcome.printed + cloud.printed, failed: cloud.failed }
          : { mode: 'silent' as const, printed: cloud.printed, printer: cloud.printer, failed: cloud.failed };
      } finally {
        s.emit('ledger.changed', {
          reason: 'print',
          orderSns: [...new Set(waybills.map((w) => w.orderSn))],
          waybillIds: waybills.map((w) => w.id),
          charges: false,
        });
      }
    },

    async 'labels.exportPdf'({ ids, size }) {
      const waybills = printable(s, ids);
      const encrypted = waybills.filter((w) => w.encrypted).map((w) => w.waybillCode);
      if (encrypted.length > 0) {
        throw new DeskError(
          'invalid-request',
          `Encrypted labels can only be printed through the carrier's print component, not saved: ${listed(encrypted)}.`,
          { field: 'ids' },
        );
      }
      const outcome = await s.printing.exportPdf({ ids: waybills.map((w) => w.id), size: sizeOf(size) });
      // Only a PDF actually written counts; the web host's route is opened (or not) by the seller.
      if (outcome.path !== null) {
        s.ledger.recordPrints(
          waybills.map((w) => w.id),
          null,
          'pdf',
        );
        s.emit('ledger.changed', {
          reason: 'print',
          orderSns: [...new Set(waybills.map((w) => w.orderSn))],
          waybillIds: waybills.map((w) => w.id),
          charges: false,
        });
      }
      return outcome;
    },

    async 'printers.list'() {
      return { printers: await s.printing.listPrinters() };
    },
  };
};
