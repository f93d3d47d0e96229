/*
 * The handover list (交接单) the courier signs: the batch's carrier, desk, time and count, every waybill with its
 * orders, the batch's Code128, a signature line. Pure: the print route draws it from the batch main hands over.
 */

/** Rows of waybills on one A4 page under the header (the first page also holds the header and batch barcode). */
export const HANDOVER_ROWS_PER_PAGE = 36;

/** About how many A4 pages the list takes: the header and signature on the first and last, the rows between. */
export const handoverPages = (count: number): number =>
  Math.max(1, Math.ceil((count + 8) / HANDOVER_ROWS_PER_PAGE));

/** What the batch's Code128 says: the batch, so a list scanned later finds it. */
export const handoverBatchBarcode = (batchId: number): string => `HO-${batchId}`;

/** The print route of a batch's handover list: `print.html?doc=handover&batch=12&lang=zh-CN`. */
export const handoverRoutePath = (batchId: number, lang: string, autoprint = false): string =>
  `print.html?doc=handover&batch=${batchId}&lang=${lang}` + (autoprint ? '&autoprint=1' : '');
