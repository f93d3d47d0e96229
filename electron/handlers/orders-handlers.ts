import { chargeOf } from '../../shared/api/endpoints';
import type { SoldOrdersRequest } from '../../shared/api/schemas/sold-orders';
import type { OrderFilters, OrderWaybillState } from '../../shared/ipc/channels/orders';
import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import { requireSetting } from '../services/require-setting';

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

export const ordersHandlers = (s: DeskServices): Pick<Handlers, 'orders.page' | 'orders.get'> => ({
  async 'orders.page'(input) {
    const ownerId = requireSetting(s.settings.get(), 'ownerId');
    const enhanced = input.edition === 'enhanced';
    const result = await s.gateway.call('listSoldOrders', {
      owner_id: ownerId,
      // Orders edition (spec 9): 1 enhanced, 2 normal; form fields travel as text (T5).
      vvtype: enhanced ? '1' : '2',
      page: String(input.page),
      pageSize: String(input.pageSize),
      ...(enhanced ? filterFields(input.filters) : {}),
    });
    await s.ledger.saveOrderSnapshots(ownerId, result.content);
    const states = await s.ledger.orderWaybillStates(result.content.map((o) => o.order_sn));
    return {
      rows: result.content.map((order) => ({ order, waybill: states.get(order.order_sn) ?? NO_WAYBILL })),
      page: result.page,
      pageSize: result.pageSize,
      totalElements: result.totalElements,
      charged: chargeOf('listSoldOrders', result) ?? 0,
    };
  },

  async 'orders.get'({ orderSns }) {
    const ownerId = requireSetting(s.settings.get(), 'ownerId');
    const [snapshots, states] = await Promise.all([
      s.ledger.getOrderSnapshots(ownerId, orderSns),
      s.ledger.orderWaybillStates(orderSns),
    ]);
    const rows = orderSns.flatMap((sn) => {
      const order = snapshots.get(sn);
      return order ? [{ order, waybill: states.get(sn) ?? NO_WAYBILL }] : [];
    });
    return { rows };
  },
});
