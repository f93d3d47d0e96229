import { WaybillFetchRequestSchema } from '../../shared/api/schemas/waybill-fetch';
import type { Account } from '../state/accounts';
import { CARRIERS } from '../carriers';
import { inTransaction, type SandboxDatabase } from '../state/database';
import { invalidRequest } from '../transport/envelope';
import { charge, requireAuthorized, requirePayable, validate, type GatewayContext } from './gateway-checks';
import { printContentText, type SubParentPosition } from './print-content';
import type { PrintSigner } from './print-signer';
import type { WaybillStore } from '../state/waybill-store';

export interface WaybillFetchContext extends GatewayContext {
  db: SandboxDatabase;
  signer: PrintSigner;
  waybills: WaybillStore;
}

const REQUEST = 'param_waybill_cloud_print_apply_new_request';
const KNOWN_CARRIERS = [...CARRIERS.keys()].join(', ');

/**
 * Waybill fetch (spec 2.2/2.3, DECISIONS W1–W14, C1): one new waybill per entry, 1 point each, all or
 * nothing. The same order fetched again gets a new waybill and is charged again (W11).
 */
export async function fetchWaybills(
  ctx: WaybillFetchContext,
  account: Account,
  body: unknown,
): Promise<string> {
  const req = validate(WaybillFetchRequestSchema, body);
  const apply = req[REQUEST];
  const carrier = CARRIERS.get(apply.cp_code);
  if (!carrier)
    throw invalidRequest(`${REQUEST}.cp_code`, `unknown carrier ${apply.cp_code} (known: ${KNOWN_CARRIERS})`);
  const dtos = apply.trade_order_info_dtos;

  requireAuthorized(ctx, account, req.shop_id);
  requirePayable(account, 'fetchWaybills', dtos.length);

  const ownerId = ctx.accounts.shopOf(req.shop_id)?.owner_id ?? null;
  const issuedAt = Date.now();
  // W13: a freight carrier splits an order's packages under one parent number (per order, per call).
  const parents = new Map<string, { code: string; next: number }>();
  const numbers = new Set<string>();
  try {
    const planned = dtos.map((dto) => {
      const orderSn = dto.order_info.trade_order_list.join(',');
      const total = dto.package_info.total_packages_count ?? 1;
      let position: SubParentPosition | null = null;
      if (carrier.freight && total > 1) {
        let parent = parents.get(orderSn);
        if (!parent) {
          parent = { code: ctx.waybills.freshNumber(carrier, numbers), next: 1 };
          parents.set(orderSn, parent);
        }
        position = { parentWaybillCode: parent.code, index: parent.next, total };
        parent.next += 1;
      }
      const waybillCode = ctx.waybills.freshNumber(carrier, numbers);
      const content = printContentText(
        waybillCode,
        carrier,
        apply.sender,
        dto,
        apply.dms_sorting === true,
        position,
      );
      return { dto, waybillCode, content, position, orderSn };
    });
    const responses = await Promise.all(
      planned.map(async ({ dto, waybillCode, content, position, orderSn }) => ({
        object_id: dto.object_id,
        waybill_code: waybillCode,
        print_data: await ctx.signer.printData(content, dto.template_url, apply.need_encrypt === true),
        parent_waybill_code: position?.parentWaybillCode ?? '',
        orderSn,
      })),
    );
    // Other calls ran while this one was signing: the charge below re-checks the balance (204 + rollback).
    return inTransaction(ctx.db, () => {
      for (const r of responses) {
        ctx.waybills.add({
          waybill_code: r.waybill_code,
          cp_code: carrier.code,
          token: account.token,
          shop_id: req.shop_id,
          owner_id: ownerId,
          order_sn: r.orderSn,
          object_id: r.object_id,
          parent_waybill_code: r.parent_waybill_code,
          issued_at: issuedAt,
        });
      }
      charge(ctx, account, responses.length);
      const list = responses.map(({ orderSn: _orderSn, ...r }) => r);
      return JSON.stringify({
        withholding_money: responses.length,
        carrier_waybill_ii_get_response: { modules: { waybill_cloud_print_response: list } },
      });
    });
  } finally {
    ctx.waybills.release(numbers);
  }
}
