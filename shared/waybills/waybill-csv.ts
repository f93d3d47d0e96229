import {
  WAYBILL_CSV_COLUMNS,
  type IssuedWaybill,
  type WaybillCsvColumn,
} from '../ipc/channels/waybills';
import { toCsv } from '../csv/csv-writer';
import { handoverBatchBarcode } from '../documents/handover-list';
import { printStateOf } from './unprinted';

export { WAYBILL_CSV_COLUMNS, type WaybillCsvColumn };

/*
 * The Waybills screen's list as CSV: every column the screen shows, one row per waybill, in the words the seller
 * reads on screen (the caller hands them over translated: this module is pure and knows no language). The report's
 * export writes its waybills through the same functions. Escaping, the byte-order mark and formula cells are the
 * desk's one CSV writer's (csv-writer.ts).
 */

/** The seller's words for the CSV: its headers and the states a cell can say, in the desk's language. */
export interface WaybillCsvWords {
  headers: Record<WaybillCsvColumn, string>;
  printed: string;
  dialog: string;
  unprinted: string;
  live: string;
  recycled: string;
  checked: string;
  unchecked: string;
  overridden: string;
  notHandedOver: string;
  /** Carrier names by code (a code with none is written as it is). */
  carriers: Record<string, string>;
  /** Shop names by owner id (an owner id with none is written as it is). */
  shops: Record<string, string>;
  /** The desk column: only where the ledger is shared, as on screen. */
  showDesk: boolean;
  /** The shop column: only where the desk serves more than one shop, as on screen. */
  showShop: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time with seconds: 2025-03-14 09:05:07 (a spreadsheet reads it as a date). */
export const csvDateTime = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/**
 * Grams as kilograms to the whole gram: 1234.5 → 1.235 (rounded in grams: 1.2345 kg in binary would round down);
 * with 2 decimals, to ten grams, as the scan station shows a weight (1.23).
 */
export const kilograms = (grams: number, decimals: 2 | 3 = 3): string => {
  const step = decimals === 3 ? 1 : 10;
  return ((Math.round(grams / step) * step) / 1000).toFixed(decimals);
};

/** A live label that left the printer (or went to a print dialog) and is in no handover batch. */
export const isNotHandedOver = (w: IssuedWaybill): boolean =>
  w.status === 'live' && (w.printedCount > 0 || w.dialogCount > 0) && !w.handover;

const printedCell = (w: IssuedWaybill, words: WaybillCsvWords): string => {
  const state = printStateOf(w);
  return state === 'printed'
    ? `${words.printed} ×${w.printedCount}`
    : state === 'dialog'
      ? words.dialog
      : words.unprinted;
};

/** Every column's cell of one waybill (the shown columns are picked by `waybillCsvColumns`). */
const cellsOf = (w: IssuedWaybill, words: WaybillCsvWords): Record<WaybillCsvColumn, string> => ({
  waybillCode: w.waybillCode,
  parentWaybillCode: w.parentWaybillCode && w.parentWaybillCode !== w.waybillCode ? w.parentWaybillCode : '',
  carrier: words.carriers[w.cpCode] ?? w.cpCode,
  desk: w.desk ?? '',
  shop: words.shops[w.ownerId] ?? w.ownerId,
  orders: w.orderSns.join(' '),
  receiver: w.receiverName,
  goods: w.goodsName,
  issuedAt: csvDateTime(w.issuedAt),
  printed: printedCell(w, words),
  status: w.status === 'recycled' ? words.recycled : words.live,
  checked: w.checked ? words.checked : words.unchecked,
  weightKg: w.weight ? kilograms(w.weight.grams) : '',
  weightOverridden: w.weight?.overridden ? words.overridden : '',
  handoverBatch: w.handover
    ? handoverBatchBarcode(w.handover.batchId)
    : isNotHandedOver(w)
      ? words.notHandedOver
      : '',
  handoverAt: w.handover ? csvDateTime(w.handover.at) : '',
});

/** The columns the screen shows: the desk only in a shared ledger, the shop only with more than one shop. */
export const waybillCsvColumns = (
  words: Pick<WaybillCsvWords, 'showDesk' | 'showShop'>,
): WaybillCsvColumn[] =>
  WAYBILL_CSV_COLUMNS.filter((c) => (c !== 'desk' || words.showDesk) && (c !== 'shop' || words.showShop));

/** One waybill as the CSV's cells, in `waybillCsvColumns` order. */
export const waybillCsvCells = (w: IssuedWaybill, words: WaybillCsvWords): string[] => {
  const cells = cellsOf(w, words);
  return waybillCsvColumns(words).map((c) => cells[c]);
};

/** The waybills as CSV text: a header row in the seller's language, then one row each. */
export const waybillsCsv = (waybills: readonly IssuedWaybill[], words: WaybillCsvWords): string =>
  toCsv(
    waybillCsvColumns(words).map((c) => words.headers[c]),
    waybills.map((w) => waybillCsvCells(w, words)),
  );
