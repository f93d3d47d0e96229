import { chargeOf } from '../../../shared/api/endpoints';
import { SoldOrdersRequestSchema, type SoldOrdersRequest } from '../../../shared/api/schemas/sold-orders';
import { describeIssue } from '../../../shared/api/validation';
import { DeskError } from '../../kernel/desk-error';
import type {
  DeskOrder,
  OrderFilters,
  OrderWaybillState,
  OrdersPage,
} from '../../../shared/ipc/channels/orders';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import type { ShopsService } from '../shops';

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
  dialogCount: 0,
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

/** The gateway's field → the desk's own (what the seller typed), so a refusal names the field on screen. */
const DESK_FIELD: Record<string, string> = {
  owner_id: 'shop.ownerId',
  start_time: 'filters.startTime',
  end_time: 'filters.endTime',
  remark: 'filters.remark',
  remarkTag: 'filters.remarkTag',
  remarkTagName: 'filters.remarkTagName',
  page: 'page',
  pageSize: 'pageSize',
};

/** Checked as the gateway would (O2, T5) before anything is sent: a bad filter costs nothing. */
const checkRequest = (request: SoldOrdersRequest): void => {
  const checked = SoldOrdersRequestSchema.safeParse(request);
  if (checked.success) return;
  const { path, message } = describeIssue(checked.error);
  const field = DESK_FIELD[path] ?? path;
  throw new DeskError('invalid-request', `${field}: ${message}`, { field });
};

export const createGatewayOrderPages = (deps: {
  /** The pages are the default shop's (the view names no shop). */
  shops: Pick<ShopsService, 'requireDefault'>;
  ledger: Ledger;
  gateway: GatewayService;
}): GatewayOrderPages => {
  const { shops, ledger, gateway } = deps;
  return {
    async page(input) {
      const { ownerId } = shops.requireDefault();
      const enhanced = input.edition === 'enhanced';
      const request: SoldOrdersRequest = {
        owner_id: ownerId,
        // Orders edition (spec 9): 1 enhanced, 2 normal; form fields travel as text (T5).
        vvtype: enhanced ? '1' : '2',
        page: String(input.page),
        pageSize: String(input.pageSize),
        ...(enhanced ? filterFields(input.filters) : {}),
      };
      checkRequest(request);
      const result = await gateway.call('listSoldOrders', request);
      await ledger.saveOrderSnapshots(ownerId, result.content);
      const states = await ledger.orderWaybillStates(ownerId, result.content.map((o) => o.order_sn));
      return {
        rows: result.content.map((order) => ({ order, ownerId, waybill: states.get(order.order_sn) ?? NO_WAYBILL })),
        page: result.page,
        pageSize: result.pageSize,
        totalElements: result.totalElements,
        charged: chargeOf('listSoldOrders', result) ?? 0,
      };
    },

    async get(orderSns) {
      const { ownerId } = shops.requireDefault();
      const [snapshots, states] = await Promise.all([
        ledger.getOrderSnapshots(ownerId, orderSns),
        ledger.orderWaybillStates(ownerId, orderSns),
      ]);
      return orderSns.flatMap((sn) => {
        const order = snapshots.get(sn);
        return order ? [{ order, ownerId, waybill: states.get(sn) ?? NO_WAYBILL }] : [];
      });
    },
  };
};
