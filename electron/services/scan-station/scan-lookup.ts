import type { ScanFacts } from '../../../shared/scan/scan-decision';
import type { Ledger } from '../ledger/ledger-types';
import type { SettingsService } from '../settings';

/**
 * How the station learns what a scanned number is. Narrow on purpose: today it reads the ledger's order snapshots
 * (orders the Orders screen has listed) and waybills; the order book (issue 10) takes the `order` half over when
 * the branches meet, adding merge groups.
 */
export interface ScanLookup {
  order(orderSn: string): Promise<ScanFacts['order']>;
  waybillByCode(code: string): Promise<ScanFacts['waybill']>;
  /** Receiver and goods for the result card (free, from what the desk already holds). */
  orderSummary(orderSn: string): Promise<{ receiverName: string; goods: string } | null>;
}

export const ledgerScanLookup = (ledger: Ledger, settings: SettingsService): ScanLookup => {
  const snapshot = async (orderSn: string) =>
    (await ledger.getOrderSnapshots(settings.get().ownerId, [orderSn])).get(orderSn) ?? null;
  return {
    async order(orderSn) {
      const order = await snapshot(orderSn);
      if (!order) return null;
      const waybill = (await ledger.orderWaybillStates([orderSn])).get(orderSn);
      if (!waybill) return null;
      return { orderSn, orderStatus: order.order_status, waybill, groupWaybill: null };
    },
    async waybillByCode(code) {
      // The ledger's text search matches codes by substring; only the exact code is this waybill.
      const { rows } = await ledger.listWaybills({ text: code, printed: 'all', status: 'all' }, 0, 20);
      const w = rows.find((r) => r.waybillCode === code);
      return w ? { id: w.id, code: w.waybillCode, orderSn: w.orderSn, status: w.status } : null;
    },
    async orderSummary(orderSn) {
      const order = await snapshot(orderSn);
      if (!order) return null;
      const goods = [order.goods_name, order.goods_spec].filter((s) => s && s.trim()).join(' ');
      return { receiverName: order.receiver_name, goods: `${goods} ×${order.goods_count || 1}` };
    },
  };
};
