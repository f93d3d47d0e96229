import { DeskError } from '../../kernel/desk-error';
import type { Ledger, StoredWaybill } from '../ledger';
import { parsePrintData } from '../../../shared/label/parse-print-data';

/* The ledger's waybills a label call names, as paper may take them. */

const pad = (n: number) => String(n).padStart(2, '0');
/** Local time, as the label shows it. */
export const printDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A stored waybill's label model, as the screen, the PDF and a label printer draw it. */
export const labelModelOf = (w: StoredWaybill, printedAt: string) =>
  parsePrintData(w.printData, {
    // A merged waybill: every order, and every order's goods with its quantity.
    goodsSummary: w.goodsName,
    orderSn: w.orderSn,
    orderSns: w.orderSns,
    printedAt,
    parentWaybillCode: w.parentWaybillCode,
    waybillCode: w.waybillCode,
    parcelGrams: w.parcelGrams ?? null,
  });

export const listed = (codes: string[]): string =>
  codes.slice(0, 5).join(', ') + (codes.length > 5 ? ` and ${codes.length - 5} more` : '');

export interface Printable {
  waybills: StoredWaybill[];
  leftOut: { id: number; waybillCode: string; reason: 'recycled' }[];
}

/** The ledger's waybills in the order asked for (each once); an unknown id is refused by name. */
export const waybillsOf = async (ledger: Ledger, ids: number[]): Promise<StoredWaybill[]> => {
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
export const printable = async (ledger: Ledger, ids: number[]): Promise<Printable> => {
  const waybills = await waybillsOf(ledger, ids);
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
