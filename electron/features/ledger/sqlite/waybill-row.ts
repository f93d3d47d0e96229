import { unpackText } from '../../../storage/packed-text';
import type { SQLOutputValue } from 'node:sqlite';
import type { IssuedWaybill } from '../../../../shared/ipc/channels/waybills';
import type { StoredWaybill } from '../ledger-types';
import { CHECKED_SQL } from '../waybill-filter-rules';

/** The columns every waybill read selects (alias `w`), in the shape `toIssuedWaybill` reads. */
export const WAYBILL_COLUMNS = `w.id, w.object_id, w.order_sn, w.waybill_code, w.parent_waybill_code, w.cp_code,
  w.shop_id, w.owner_id, w.issued_at, w.encrypted, w.receiver_name, w.goods_name, w.printed_count,
  w.last_printed_at, w.dialog_count, w.last_dialog_at, w.status, w.recycled_at, w.last_recycle_error, w.more_order_sns,
  w.desk, ${CHECKED_SQL} AS checked`;

/** Print data beside WAYBILL_COLUMNS (with PRINT_DATA_JOIN): the packed label and the reference it needs. */
export const PRINT_DATA_COLUMNS = 'p.print_data, r.label AS print_reference';
export const PRINT_DATA_JOIN = `LEFT JOIN waybill_print_data p ON p.waybill_id = w.id
  LEFT JOIN waybill_print_data_references r ON r.id = p.reference_id`;

/** The parcel's newest weight (weighed at the scan station) for its label, beside WAYBILL_COLUMNS. */
export const PARCEL_GRAMS_COLUMN = `(SELECT ww.grams FROM waybill_weights ww WHERE ww.waybill_id = w.id
  ORDER BY ww.id DESC LIMIT 1) AS parcel_grams`;

/** Joins the orders after a waybill's first into `more_order_sns` (U+001F: never part of an order number). */
export const ORDER_SEPARATOR = '\u001f';

type Row = Record<string, SQLOutputValue>;

// The schema's NOT NULL and CHECK constraints guarantee these types; the helpers only narrow them for TS.
const text = (row: Row, column: string): string => String(row[column]);
const num = (row: Row, column: string): number => Number(row[column]);
const numOrNull = (row: Row, column: string): number | null =>
  row[column] == null ? null : Number(row[column]);
const textOrNull = (row: Row, column: string): string | null =>
  row[column] == null ? null : String(row[column]);

/** The waybill's first order, then the rest of its merge group. */
const orderSnsOf = (row: Row): string[] => {
  const more = text(row, 'more_order_sns');
  return [text(row, 'order_sn'), ...(more === '' ? [] : more.split(ORDER_SEPARATOR))];
};

/** A plain object (it crosses IPC), never the row itself. */
export function toIssuedWaybill(row: Row, localDesk: string): IssuedWaybill {
  return {
    id: num(row, 'id'),
    waybillCode: text(row, 'waybill_code'),
    parentWaybillCode: text(row, 'parent_waybill_code'),
    cpCode: text(row, 'cp_code'),
    orderSn: text(row, 'order_sn'),
    orderSns: orderSnsOf(row),
    shopId: text(row, 'shop_id'),
    ownerId: text(row, 'owner_id'),
    issuedAt: num(row, 'issued_at'),
    encrypted: num(row, 'encrypted') === 1,
    receiverName: text(row, 'receiver_name'),
    goodsName: text(row, 'goods_name'),
    printedCount: num(row, 'printed_count'),
    lastPrintedAt: numOrNull(row, 'last_printed_at'),
    dialogCount: num(row, 'dialog_count'),
    lastDialogAt: numOrNull(row, 'last_dialog_at'),
    status: text(row, 'status') === 'recycled' ? 'recycled' : 'live',
    recycledAt: numOrNull(row, 'recycled_at'),
    lastRecycleError: textOrNull(row, 'last_recycle_error'),
    // '' = written before desks had names, by this (the only) desk.
    desk: text(row, 'desk') || localDesk,
    checked: num(row, 'checked') === 1,
  };
}

/** A row of the Waybills screen's list: the waybill with its weight and handover (LIST_EXTRA_COLUMNS). */
export function toListedWaybill(row: Row, localDesk: string): IssuedWaybill {
  const weightGrams = numOrNull(row, 'weight_grams');
  const batchId = numOrNull(row, 'handover_batch');
  return {
    ...toIssuedWaybill(row, localDesk),
    weight:
      weightGrams === null ? null : { grams: weightGrams, overridden: num(row, 'weight_overridden') === 1 },
    handover:
      batchId === null
        ? null
        : { batchId, at: num(row, 'handover_at'), closed: num(row, 'handover_closed') === 1 },
  };
}

/** Needs PRINT_DATA_COLUMNS selected beside WAYBILL_COLUMNS; '' once the cleanup dropped a recycled waybill's. */
export function toStoredWaybill(row: Row, localDesk: string): StoredWaybill {
  return {
    ...toIssuedWaybill(row, localDesk),
    objectId: text(row, 'object_id'),
    printData: unpackText(row.print_data, row.print_reference),
    // Null where PARCEL_GRAMS_COLUMN was not selected (a waybill just issued has not been weighed with it yet).
    parcelGrams: numOrNull(row, 'parcel_grams'),
  };
}
