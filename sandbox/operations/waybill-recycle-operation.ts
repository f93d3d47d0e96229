import { WaybillRecycleRequestSchema, type RecycleEntry } from '../../shared/api/schemas/waybill-recycle';
import type { Account } from '../state/accounts';
import { inTransaction, type SandboxDatabase } from '../state/database';
import { charge, requireAuthorized, requirePayable, validate, type GatewayContext } from './gateway-checks';
import type { WaybillStore } from '../state/waybill-store';

interface WaybillRecycleContext extends GatewayContext {
  db: SandboxDatabase;
  waybills: WaybillStore;
}

interface Outcome {
  waybill_code: string;
  wp_code: string;
  code: 0 | 1;
  error_msg: string | null;
  order_sn: string;
}

const CALL_CHARGE = 1;

/** Why one entry cannot be recycled (R2), or null when it can. */
function refusalOf(
  ctx: WaybillRecycleContext,
  entry: RecycleEntry,
  seen: Set<string>,
): [string | null, string] {
  const waybill = ctx.waybills.find(entry.waybill_code);
  const orderSn = waybill?.order_sn ?? '';
  if (entry.platform !== '1')
    return ['platform must be "1": only external electronic waybills can be recycled', orderSn];
  if (!waybill) return ['waybill not found', ''];
  if (waybill.owner_id !== null && waybill.owner_id !== entry.owner_id) {
    return ['waybill was not issued for this owner_id', ''];
  }
  if (waybill.cp_code !== entry.wp_code)
    return [`wp_code ${entry.wp_code} is not the carrier that issued this waybill`, orderSn];
  if (waybill.recycled_at !== null || seen.has(entry.waybill_code))
    return ['waybill already recycled', orderSn];
  return [null, orderSn];
}

/** Waybill recycle (spec 2.6, DECISIONS R1–R3, C1): an outcome per entry in request order. */
export function recycleWaybills(ctx: WaybillRecycleContext, account: Account, body: unknown): string {
  const req = validate(WaybillRecycleRequestSchema, body);
  for (const entry of req.params) requireAuthorized(ctx, account, entry.owner_id);
  requirePayable(account, 'recycleWaybills', 0);

  const seen = new Set<string>();
  const outcomes: Outcome[] = req.params.map((entry) => {
    const [refusal, orderSn] = refusalOf(ctx, entry, seen);
    if (refusal === null) seen.add(entry.waybill_code);
    const base = { waybill_code: entry.waybill_code, wp_code: entry.wp_code };
    return refusal === null
      ? { ...base, code: 1, error_msg: null, order_sn: orderSn }
      : { ...base, code: 0, error_msg: refusal, order_sn: orderSn };
  });
  const points = seen.size > 0 ? CALL_CHARGE : 0;
  requirePayable(account, 'recycleWaybills', points);

  return inTransaction(ctx.db, () => {
    const at = Date.now();
    for (const code of seen) ctx.waybills.markRecycled(code, at);
    charge(ctx, account, points);
    return JSON.stringify({ result: outcomes, withholding_money: points });
  });
}
