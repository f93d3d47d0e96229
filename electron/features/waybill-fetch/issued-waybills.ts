import type { WaybillFetchResult } from '../../../shared/api/schemas/waybill-fetch';
import type { IssuedWaybillInput } from '../ledger';
import { parcelGoodsSummary } from './fetch-request';
import type { Parcel } from './parcels';

/* The gateway's answer → what the ledger records: every waybill it issued, whatever else the answer says. */

/** W12: encrypted content carries `encryptedData` instead of `data`. */
const isEncrypted = (printData: string): boolean => {
  try {
    const parsed = JSON.parse(printData) as Record<string, unknown> | null;
    return !!parsed && parsed.data === undefined && parsed.encryptedData !== undefined;
  } catch {
    return false;
  }
};

/** Waybills the answer holds (paid for), matched to the parcels (their orders) they were asked for by object_id. */
export const issuedFrom = (
  result: WaybillFetchResult,
  parcelOfObject: Map<string, Parcel>,
): IssuedWaybillInput[] =>
  result.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response
    // Paid for is paid for: a waybill is recorded even if its object_id matches nothing we sent.
    .filter((r) => r.waybill_code !== '')
    .map((r) => {
      const orders = parcelOfObject.get(r.object_id)?.orders ?? [];
      const [order] = orders;
      return {
        objectId: r.object_id,
        orderSn: order?.order_sn ?? '',
        orderSns: orders.length > 0 ? orders.map((o) => o.order_sn) : [''],
        waybillCode: r.waybill_code,
        parentWaybillCode: r.parent_waybill_code,
        printData: r.print_data,
        encrypted: isEncrypted(r.print_data),
        receiverName: order?.receiver_name ?? '',
        goodsName: parcelGoodsSummary(orders),
      };
    });

/** How many waybills an answer issued: the count a seller must hear about if recording them fails. */
export const issuedCount = (result: WaybillFetchResult): number =>
  result.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response.filter(
    (r) => r.waybill_code !== '',
  ).length;
