import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { OrderDoc } from '../../../shared/documents/order-documents';
import { shopOrderCode } from '../../../shared/scan-station/shop-order-code';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';

/**
 * Where pick lists and packing slips read orders from: the order book (through ledger.getOrderSnapshots).
 */
export interface OrderDocsSource {
  orders(orderSns: string[]): Promise<Map<string, SoldOrder>>;
}

export const ledgerOrderDocsSource = (ledger: Ledger, settings: SettingsService): OrderDocsSource => ({
  orders: (orderSns) => ledger.getOrderSnapshots(settings.get().ownerId, orderSns),
});

/** One sold order of the shop `ownerId` as its packing slip shows it (the gateway's masked receiver as it came). */
export const toOrderDoc = (o: SoldOrder, ownerId: string): OrderDoc => ({
  orderSn: o.order_sn,
  scanCode: shopOrderCode(ownerId, o.order_sn),
  receiverName: o.receiver_name,
  receiverPhone: o.receiver_phone,
  receiverAddress: [o.province, o.city, o.town, o.receiver_address].filter((p) => p && p.trim()).join(' '),
  goods: o.goods_name ? [{ name: o.goods_name, spec: o.goods_spec ?? '', count: o.goods_count || 1 }] : [],
  remark: o.remark ?? '',
});
