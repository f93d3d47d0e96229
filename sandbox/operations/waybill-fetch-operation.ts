import { WaybillFetchRequestSchema } from '../../shared/api/schemas/waybill-fetch';
import type { Account } from '../state/accounts';
import { CARRIERS, type Carrier } from '../catalogue/carriers';
import { inTransaction, type SandboxDatabase } from '../state/database';
import { invalidRequest } from './gateway-refusal';
import { charge, requireAuthorized, requirePayable, validate, type GatewayContext } from './gateway-checks';
import { printContentText, type SubParentPosition } from './print-content';
import type { PrintSigner } from '../state/print-signer';
import type { WaybillStore } from '../state/waybill-store';

interface WaybillFetchContext extends GatewayContext {
  db: SandboxDatabase;
  signer: PrintSigner;
  waybills: WaybillStore;
}

const REQUEST = 'param_waybill_cloud_print_apply_new_request';
const KNOWN_CARRIERS = [...CARRIERS.keys()].join(', ');

type FetchRequest = ReturnType<typeof validate<typeof WaybillFetchRequestSchema>>;
type Apply = FetchRequest[typeof REQUEST];
type Entry = Apply['trade_order_info_dtos'][number];

interface PlannedWaybill {
  dto: Entry;
  waybillCode: string;
  content: string;
  position: SubParentPosition | null;
  orderSn: string;
}

/** The numbers this call holds (released once it answers) and the parent number of each order split so far. */
interface Numbering {
  ctx: WaybillFetchContext;
  carrier: Carrier;
  numbers: Set<string>;
  parents: Map<string, { code: string; next: number }>;
}

/** W13: a freight carrier splits an order's packages under one parent number (per order, per call). */
const subParentPosition = (n: Numbering, orderSn: string, total: number): SubParentPosition | null => {
  if (!n.carrier.freight || total <= 1) return null;
  let parent = n.parents.get(orderSn);
  if (!parent) {
    parent = { code: n.ctx.waybills.freshNumber(n.carrier, n.numbers), next: 1 };
    n.parents.set(orderSn, parent);
  }
  const position = { parentWaybillCode: parent.code, index: parent.next, total };
  parent.next += 1;
  return position;
};

/** One new waybill number and print content per entry, in the request's order. */
const planWaybills = (n: Numbering, apply: Apply): PlannedWaybill[] =>
  apply.trade_order_info_dtos.map((dto) => {
    const orderSn = dto.order_info.trade_order_list.join(',');
    const position = subParentPosition(n, orderSn, dto.package_info.total_packages_count ?? 1);
    const waybillCode = n.ctx.waybills.freshNumber(n.carrier, n.numbers);
    const dms = apply.dms_sorting === true;
    const content = printContentText(waybillCode, n.carrier, apply.sender, dto, dms, position);
    return { dto, waybillCode, content, position, orderSn };
  });

const signWaybills = (ctx: WaybillFetchContext, apply: Apply, planned: PlannedWaybill[]) =>
  Promise.all(
    planned.map(async ({ dto, waybillCode, content, position, orderSn }) => ({
      object_id: dto.object_id,
      waybill_code: waybillCode,
      print_data: await ctx.signer.printData(content, dto.template_url, apply.need_encrypt === true),
      parent_waybill_code: position?.parentWaybillCode ?? '',
      orderSn,
    })),
  );

/** Stores the issued waybills and charges them in one transaction: all or nothing. */
const issueWaybills = (
  { ctx, carrier }: Numbering,
  account: Account,
  { req, ownerId, issuedAt }: { req: FetchRequest; ownerId: string | null; issuedAt: number },
  responses: Awaited<ReturnType<typeof signWaybills>>,
): string =>
  inTransaction(ctx.db, () => {
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

  requireAuthorized(ctx, account, req.shop_id);
  requirePayable(account, 'fetchWaybills', apply.trade_order_info_dtos.length);

  // The owner and the issue time as the call came in, not as its signing ended.
  const issue = { req, ownerId: ctx.accounts.shopOf(req.shop_id)?.owner_id ?? null, issuedAt: Date.now() };
  const numbering: Numbering = { ctx, carrier, numbers: new Set(), parents: new Map() };
  try {
    const responses = await signWaybills(ctx, apply, planWaybills(numbering, apply));
    // Other calls ran while this one was signing: the charge below re-checks the balance (204 + rollback).
    return issueWaybills(numbering, account, issue, responses);
  } finally {
    ctx.waybills.release(numbering.numbers);
  }
}
