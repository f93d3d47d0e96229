import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import type { StoredWaybill } from '../ledger';
import type { Parcel } from './parcels';

/** The fetch's answer to the seller: one result per parcel, the waybill issued for it or why none was. */
export const outcomeOf = (
  intentId: number,
  parcels: Parcel[],
  objectIds: string[],
  stored: StoredWaybill[],
  charged: number,
): WaybillFetchOutcome => {
  const byObject = new Map(stored.map((w) => [w.objectId, w]));
  return {
    intentId,
    // What the answer says it cost; the gateway service has recorded it (one place for every charge).
    charged,
    results: parcels.map((parcel, i): WaybillFetchOutcome['results'][number] => {
      const objectId = objectIds[i] ?? '';
      const orderSns = parcel.orders.map((o) => o.order_sn);
      const named = { orderSn: orderSns[0] ?? '', orderSns, objectId };
      const waybill = byObject.get(objectId);
      return waybill
        ? {
            ...named,
            ok: true,
            waybillId: waybill.id,
            waybillCode: waybill.waybillCode,
            parentWaybillCode: waybill.parentWaybillCode,
          }
        : { ...named, ok: false, error: 'the gateway issued no waybill for this order' };
    }),
  };
};
