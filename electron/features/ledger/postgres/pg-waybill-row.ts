import { unpackText } from '../../../storage/packed-text';
import type { IssuedWaybill } from '../../../../shared/ipc/channels/waybills';
import type { StoredWaybill } from '../ledger-types';
import { CHECKED_SQL } from '../waybill-filter-rules';
import { num, numOrNull, textOrNull, type Db, type Row } from '../../../storage/postgres/pg-db';

/** The columns every waybill read selects (alias `w`), in the shape `toIssuedWaybill` reads. */
export const WAYBILL_COLUMNS = `w.id, w.desk, w.object_id, w.order_sn, w.waybill_code, w.parent_waybill_code,
  w.cp_code, w.shop_id, w.owner_id, w.issued_at, w.encrypted, w.receiver_name, w.goods_name, w.printed_count,
  w.last_printed_at, w.dialog_count, w.last_dialog_at, w.status, w.recycled_at, w.last_recycle_error,
  w.more_order_sns, ${CHECKED_SQL} AS checked`;

/** A plain object (it crosses IPC), never the row itself. */
export function toIssuedWaybill(row: Row): IssuedWaybill {
  return {
    id: num(row.id),
    waybillCode: String(row.waybill_code),
    parentWaybillCode: String(row.parent_waybill_code),
    cpCode: String(row.cp_code),
    orderSn: String(row.order_sn),
    // The first order, then the rest of its merge group.
    orderSns: [String(row.order_sn), ...((row.more_order_sns as string[] | null) ?? [])],
    shopId: String(row.shop_id),
    ownerId: String(row.owner_id),
    issuedAt: num(row.issued_at),
    encrypted: row.encrypted === true,
    receiverName: String(row.receiver_name),
    goodsName: String(row.goods_name),
    printedCount: num(row.printed_count),
    lastPrintedAt: numOrNull(row.last_printed_at),
    dialogCount: num(row.dialog_count),
    lastDialogAt: numOrNull(row.last_dialog_at),
    status: row.status === 'recycled' ? 'recycled' : 'live',
    recycledAt: numOrNull(row.recycled_at),
    lastRecycleError: textOrNull(row.last_recycle_error),
    desk: String(row.desk),
    checked: row.checked === true,
  };
}

/** A row of the Waybills screen's list: the waybill with its weight and handover (LIST_EXTRA_COLUMNS). */
export function toListedWaybill(row: Row): IssuedWaybill {
  const weightGrams = numOrNull(row.weight_grams);
  const batchId = numOrNull(row.handover_batch);
  return {
    ...toIssuedWaybill(row),
    weight: weightGrams === null ? null : { grams: weightGrams, overridden: row.weight_overridden === true },
    handover:
      batchId === null ? null : { batchId, at: num(row.handover_at), closed: row.handover_closed === true },
  };
}

/** Print data: packed bytes (with the reference they were packed against), text written before packing, or '' once the cleanup dropped a recycled one's. */
function toStoredWaybill(row: Row): StoredWaybill {
  const printData = unpackText(row.packed ?? row.print_data, row.print_reference);
  return {
    ...toIssuedWaybill(row),
    objectId: String(row.object_id),
    printData,
    parcelGrams: numOrNull(row.parcel_grams),
  };
}

/** Waybills with their print data and the parcel's newest weight (for its label), in the order of `ids` (unknown ids left out). */
export async function readStoredWaybills(db: Db, ids: number[]): Promise<StoredWaybill[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${WAYBILL_COLUMNS}, p.print_data, p.packed, r.label AS print_reference,
       (SELECT ww.grams FROM waybill_weights ww WHERE ww.waybill_id = w.id ORDER BY ww.id DESC LIMIT 1)
         AS parcel_grams
     FROM unnest($1::bigint[]) WITH ORDINALITY AS j (id, ord)
     JOIN waybills w ON w.id = j.id
     LEFT JOIN waybill_print_data p ON p.waybill_id = w.id
     LEFT JOIN waybill_print_data_references r ON r.id = p.reference_id
     ORDER BY j.ord`,
    [ids],
  );
  return rows.map(toStoredWaybill);
}
