import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { WaybillFetchResult } from '../../../shared/api/schemas/waybill-fetch';
import type { IssuedWaybillInput } from '../ledger/ledger-types';
import { goodsSummary } from './fetch-request';

/* The gateway's answer → what the ledger records: every waybill it issued, whatever else the answer says. */

/** W12: encrypted content carries `encryptedData` instead of `data`. */
export const isEncrypted = (printData: string): boolean => {
  try {
    const parsed = JSON.parse(printData) as Record<string, unknown> | null;
    return !!parsed && parsed.data === undefined && parsed.encryptedData !== undefined;
  } catch {
    return false;
  }
};

/** Waybills the answer holds (paid for), matched to the orders they were asked for by object_id. */
export const issuedFrom = (
  result: WaybillFetchResult,
  orderOfObject: Map<string, SoldOrder>,
): IssuedWaybillInput[] =>
  result.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response
    // Paid for is paid for: a waybill is recorded even if its object_id matches nothing we sent.
    .filter((r) => r.waybill_code !== '')
    .map((r) => {
      const order = orderOfObject.get(r.object_id);
      return {
        objectId: r.object_id,
        orderSn: order?.order_sn ?? '',
        waybillCode: r.waybill_code,
        parentWaybillCode: r.parent_waybill_code,
        printData: r.print_data,
        encrypted: isEncrypted(r.print_data),
        receiverName: order?.receiver_name ?? '',
        goodsName: order ? goodsSummary(order) : '',
      };
    });

/** How many waybills an answer issued: the count a seller must hear about if recording them fails. */
export const issuedCount = (result: WaybillFetchResult): number =>
  result.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response.filter(
    (r) => r.waybill_code !== '',
  ).length;
