import type { ParsedIn } from '../../../shared/ipc/contract';
import type { ShopFetchCall, ShopsFetchOutcome } from '../../../shared/ipc/channels/shops-fetch';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import { DeskError, isDeskError } from '../../kernel/desk-error';
import { toIpcError } from '../../kernel/ipc-error-mapping';
import type { ShopDirectory } from '../shops';
import type { FetchInput, PreparedFetch } from './fetch-prepare';
import type { FetchShopIds } from './fetch-request';
import { planShopCalls, type PlannedShopCall } from './shop-calls';

/*
 * waybills.fetchShops: the calls of a selection that spans shops. Every call is checked before the first is sent
 * (a bad field anywhere costs nothing); then each call keeps the fetch's own rules — intent written before it is
 * sent, closed with the waybills it issued, never re-sent — and a call the gateway refuses (a shop the token is not
 * authorized for: 302) spends nothing and says so, while the other shops' calls go on.
 */

type ShopsInput = ParsedIn<'waybills.fetchShops'>;

/** The one-shop fetch, in its two halves: check everything (nothing written), then intent, send and record. */
export interface OneShopCall {
  prepare(input: FetchInput, shop: FetchShopIds): Promise<PreparedFetch>;
  send(input: FetchInput, prepared: PreparedFetch): Promise<WaybillFetchOutcome>;
}

/** A planned call as the renderer sees it (no shop record, no sender's address). */
export const publicCall = ({ shop: _shop, sender: _sender, ...call }: PlannedShopCall): ShopFetchCall => call;

const callInput = (call: PlannedShopCall, input: ShopsInput): FetchInput => ({
  orderSns: call.orderSns,
  merges: call.merges,
  cpCode: call.cpCode,
  sender: call.sender,
  templateUrl: call.templateUrl,
  options: input.options,
  confirmDuplicate: input.confirmDuplicate,
  confirmNotAwaiting: input.confirmNotAwaiting,
});

/** A one-shop field (`orderSns[2]`, `merges[0][1]`, `templateUrl`) → the field of the whole selection. */
const selectionField = (field: string, call: PlannedShopCall, input: ShopsInput): string => {
  const order = /^orderSns\[(\d+)\]/.exec(field);
  if (order) {
    const sn = call.orderSns[Number(order[1])];
    const i = input.orders.findIndex((r) => r.ownerId === call.ownerId && r.orderSn === sn);
    return `orders[${i}]`;
  }
  const merged = /^merges\[(\d+)\](.*)$/.exec(field);
  if (merged) {
    const first = call.merges[Number(merged[1])]?.[0];
    const g = input.merges.findIndex((m) => m.ownerId === call.ownerId && m.orderSns[0] === first);
    return `merges[${g}]${merged[2] ?? ''}`;
  }
  return `shops.${call.shopName.replace(/[.[\]]/g, ' ')}.${field}`;
};

/** Checks one call as a one-shop fetch; a refused field is named in the selection's terms. */
const prepareCall = async (one: OneShopCall, call: PlannedShopCall, input: ShopsInput) => {
  const fetchInput = callInput(call, input);
  try {
    return { call, fetchInput, prepared: await one.prepare(fetchInput, call.shop) };
  } catch (error) {
    if (!isDeskError(error) || error.field === undefined) throw error;
    const field = selectionField(error.field, call, input);
    const words = error.message.startsWith(`${error.field}:`)
      ? error.message.slice(error.field.length + 1).trim()
      : error.message;
    throw new DeskError(error.kind, `${field}: ${words}`, { ...error, field });
  }
};

export async function fetchAcrossShops(
  directory: ShopDirectory,
  one: OneShopCall,
  input: ShopsInput,
): Promise<ShopsFetchOutcome> {
  const calls = planShopCalls(directory, input);
  const ready = [];
  for (const call of calls) ready.push(await prepareCall(one, call, input));
  const results: ShopsFetchOutcome['calls'] = [];
  for (const { call, fetchInput, prepared } of ready) {
    try {
      const outcome = await one.send(fetchInput, prepared);
      results.push({ ...publicCall(call), outcome, error: null });
    } catch (error) {
      results.push({ ...publicCall(call), outcome: null, error: toIpcError(error) });
    }
  }
  return { calls: results, charged: results.reduce((sum, r) => sum + (r.outcome?.charged ?? 0), 0) };
}
