import type { SoldOrder } from '../api/schemas/sold-orders';

/*
 * Orders of one buyer go in one parcel: awaiting shipment, same owner (the gateway's orders carry
 * no shop id, so the owner stands for the shop), same receiver name, phone and full address as stored (masked
 * or not, exactly as the gateway sent them). The key is only compared, never shown.
 */

/** Gateway status code of an order awaiting shipment (DECISIONS O4). */
export const AWAITING_SHIPMENT_STATUS = 1;

const norm = (s: string): string => s.trim().replace(/\s+/g, ' ');

/** Same key ⇔ same receiver of the same owner. */
export const mergeKeyOf = (ownerId: string, order: SoldOrder): string =>
  JSON.stringify([
    ownerId,
    norm(order.receiver_name),
    norm(order.receiver_phone),
    norm(order.province),
    norm(order.city),
    norm(order.town),
    norm(order.receiver_address),
  ]);

/** Orders that may share a waybill with others: awaiting shipment. */
export const mayMerge = (order: SoldOrder): boolean => order.order_status === AWAITING_SHIPMENT_STATUS;
