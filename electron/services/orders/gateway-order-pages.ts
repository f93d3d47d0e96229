import { chargeOf } from '../../../shared/api/endpoints';
import type { SoldOrdersRequest } from '../../../shared/api/schemas/sold-orders';
import type {
  DeskOrder,
  OrderFilters,
  OrderWaybillState,
  OrdersPage,
} from '../../../shared/ipc/channels/orders';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger/ledger-types';
import { requireSetting } from '../require-setting';
import type { SettingsService } from '../settings';

/*
 * The gateway's paged sold orders (charged, one point a page) with each order's waybill state from the ledger;
 * every order seen is kept as a snapshot, so a fetch is built from what the seller saw.
 */

export interface GatewayOrderPages {
  page(input: ParsedIn<'orders.page'>): Promise<OrdersPage>;
  /** Orders already seen, with their current waybill state (ledger only: free). */
  get(orderSns: string[]): Promise<DeskOrder[]>;
}

const NO_WAYBILL: OrderWaybillState = {
  state: 'none',
  liveWaybillCodes: [],
  liveWaybillIds: [],
  printedCount: 0,
};

/** Spec 2.7 / O3: the filters exist in the enhanced edition only, so the normal edition sends none. */
const filterFields = (filters: OrderFilters): Partial<SoldOrdersRequest> => {
  const given = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);
  const fields: Partial<SoldOrdersRequest> = {
    start_time: given(filters.startTime),
    end_time: given(filters.endTime),
    remark: given(filters.remark),
    remarkTag: filters.remarkTag,
    remarkTagName: given(filters.remarkTagName),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
};

export const createGatewayOrderPages = (deps: {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
}): GatewayOrderPages => {
  const { settings, ledger, gateway } = deps;
  return {
    async page(input) {
      const ownerId = requireSetting(settings.get(), 'ownerId');
      const enhanced = input.edition === 'enhanced';
      const result = await gateway.call('listSoldOrders', {
        owner_id: ownerId,
        // Orders edition (spec 9): 1 enhanced, 2 normal; form fields travel as text (T5).
        vvtype: enhanced ? '1' : '2',
        page: String(input.page),
        pageSize: String(input.pageSize),
        ...(enhanced ? filterFields(input.filters) : {}),
      });
      await ledger.saveOrderSnapshots(ownerId, result.content);
      const states = await ledger.orderWaybillStates(result.content.map((o) => o.order_sn));
      return {
        rows: result.content.map((order) => ({ order, waybill: states.get(order.order_sn) ?? NO_WAYBILL })),
        page: result.page,
        pageSize: result.pageSize,
        totalElements: result.totalElements,
        charged: chargeOf('listSoldOrders', result) ?? 0,
      };
    },

    async get(orderSns) {
      const ownerId = requireSetting(settings.get(), 'ownerId');
      const [snapshots, states] = await Promise.all([
        ledger.getOrderSnapshots(ownerId, orderSns),
        ledger.orderWaybillStates(orderSns),
      ]);
      return orderSns.flatMap((sn) => {
        const order = snapshots.get(sn);
        return order ? [{ order, waybill: states.get(sn) ?? NO_WAYBILL }] : [];
      });
    },
  };
};
