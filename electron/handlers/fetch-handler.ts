import { isGatewayError } from '../../shared/api/errors';
import type { SoldOrder } from '../../shared/api/schemas/sold-orders';
import { WaybillFetchRequestSchema, type WaybillFetchResult } from '../../shared/api/schemas/waybill-fetch';
import { describeIssue } from '../../shared/api/validation';
import type { ParsedIn } from '../../shared/ipc/contract';
import type { DuplicateOrder } from '../../shared/ipc/errors';
import { DeskError } from '../core/desk-error';
import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import { buildFetchRequest, inputFieldOf, newObjectIds } from '../services/fetch-request';
import type { IssuedWaybillInput } from '../services/ledger/ledger-types';
import { requireSetting } from './require-setting';

/*
 * waybills.fetch: every waybill is paid for and a repeat issues a new one (W11). So: refuse a duplicate
 * unless confirmed, validate the whole request before anything is written, write the intent BEFORE the
 * gateway is called, and record what it issued BEFORE returning. A lost answer is never re-sent.
 */

type FetchInput = ParsedIn<'waybills.fetch'>;

const duplicatesOf = (s: DeskServices, orderSns: string[]): DuplicateOrder[] => {
  const states = s.ledger.orderWaybillStates(orderSns);
  return orderSns.flatMap((orderSn) => {
    const state = states.get(orderSn);
    if (!state) return [];
    const outcomeUnknown = state.state === 'outcome-unknown';
    if (!outcomeUnknown && state.liveWaybillCodes.length === 0) return [];
    return [{ orderSn, liveWaybillCodes: state.liveWaybillCodes, outcomeUnknown }];
  });
};

const duplicateMessage = (duplicates: DuplicateOrder[]): string =>
  'Fetching again issues and charges a new waybill. ' +
  duplicates
    .map((d) =>
      d.outcomeUnknown
        ? `${d.orderSn}: the outcome of an earlier fetch is unknown`
        : `${d.orderSn} already holds ${d.liveWaybillCodes.join(', ')}`,
    )
    .join('; ') +
  '.';

/**
 * After a confirmed re-fetch, an earlier open intent is closed as 'superseded' only when every one of its
 * orders now holds a waybill issued after it: an order it covers that was not re-fetched keeps showing
 * "fetch outcome unknown", and a re-fetch that failed supersedes nothing.
 */
const supersedeSettled = (s: DeskServices, orderSns: string[]): void => {
  const fetched = new Set(orderSns);
  for (const open of s.ledger.openFetchIntents()) {
    if (s.inFlight.intents.has(open.id) || !open.orderSns.some((sn) => fetched.has(sn))) continue;
    const states = s.ledger.orderWaybillStates(open.orderSns);
    if ([...states.values()].every((state) => state.state !== 'outcome-unknown')) {
      s.ledger.resolveFetchIntent(open.id, 'superseded');
    }
  }
};

const isEncrypted = (printData: string): boolean => {
  try {
    const parsed = JSON.parse(printData) as Record<string, unknown> | null;
    return !!parsed && parsed.data === undefined && parsed.encryptedData !== undefined;
  } catch {
    return false;
  }
};

const issuedFrom = (
  result: WaybillFetchResult,
  orderOfObject: Map<string, SoldOrder>,
): IssuedWaybillInput[] =>
  result.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response
    // Paid for is paid for: a waybill is recorded even if its object_id matches nothing we sent.
    .filter((r) => r.waybill_code !== '')
    .map((r) => {
      const order = orderOfObject.get(r.object_id);
      return {
        objectId: r.object_id,
        orderSn: order?.order_sn ?? '',
        waybillCode: r.waybill_code,
        parentWaybillCode: r.parent_waybill_code,
        printData: r.print_data,
        encrypted: isEncrypted(r.print_data),
        receiverName: order?.receiver_name ?? '',
        goodsName: order?.goods_name ?? '',
      };
    });

export const fetchHandler = (s: DeskServices): Pick<Handlers, 'waybills.fetch'> => ({
  async 'waybills.fetch'(input: FetchInput) {
    const settings = s.settings.get();
    const shopId = requireSetting(settings, 'shopId');
    const ownerId = requireSetting(settings, 'ownerId');
    requireSetting(settings, 'merchantUserId');
    requireSetting(settings, 'orderChannelsType');

    const busy = input.orderSns.filter((sn) => s.inFlight.orders.has(sn));
    if (busy.length > 0) {
      throw new DeskError('busy', `A fetch for ${busy.join(', ')} is still waiting for the gateway.`);
    }
    const snapshots = s.ledger.getOrderSnapshots(ownerId, input.orderSns);
    const missing = input.orderSns.filter((sn) => !snapshots.has(sn));
    if (missing.length > 0) {
      throw new DeskError('not-found', `Not on the Orders screen yet (reload it): ${missing.join(', ')}.`, {
        field: 'orderSns',
      });
    }
    const duplicates = duplicatesOf(s, input.orderSns);
    if (duplicates.length > 0 && !input.confirmDuplicate) {
      throw new DeskError('duplicate-waybill', duplicateMessage(duplicates), { duplicates });
    }

    const orders = input.orderSns.map((sn) => snapshots.get(sn) as SoldOrder);
    const objectIds = newObjectIds(orders.length);
    const request = buildFetchRequest(orders, objectIds, input, settings);
    const checked = WaybillFetchRequestSchema.safeParse(request);
    if (!checked.success) {
      const { path, message } = describeIssue(checked.error);
      const field = inputFieldOf(path);
      throw new DeskError('invalid-request', `${field}: ${message} (${path})`, { field });
    }

    // From here to the end nothing awaits before the orders are claimed: no second fetch can slip in.
    for (const sn of input.orderSns) s.inFlight.orders.add(sn);
    let intentId = 0;
    try {
      intentId = s.ledger.openFetchIntent({
        shopId,
        ownerId,
        cpCode: input.cpCode,
        entries: orders.map((o, i) => ({ objectId: objectIds[i] ?? '', orderSn: o.order_sn })),
        request,
      });
      s.inFlight.intents.add(intentId);

      let result: WaybillFetchResult;
      try {
        result = await s.gateway.call('fetchWaybills', request);
      } catch (error) {
        // Only an answer that says so proves nothing was issued; anything else stays "outcome unknown".
        const proven = isGatewayError(error) && error.kind !== 'outcome-unknown';
        const reason = error instanceof Error ? error.message : String(error);
        if (proven) s.ledger.closeFetchIntentFailed(intentId, reason);
        else s.ledger.markFetchIntentUnknown(intentId, reason);
        throw error;
      }

      const orderOfObject = new Map(orders.map((o, i) => [objectIds[i] ?? '', o]));
      let stored;
      try {
        stored = s.ledger.closeFetchIntentIssued(
          intentId,
          issuedFrom(result, orderOfObject),
          result.withholding_money,
        );
      } catch (error) {
        // Paid for but not recorded (disk full, a clashing code): the intent stays open and says why.
        const reason = error instanceof Error ? error.message : String(error);
        s.ledger.markFetchIntentUnknown(intentId, `answer received but not recorded: ${reason}`);
        throw new DeskError(
          'internal',
          `The gateway issued waybills but the desk could not record them: ${reason}`,
        );
      }
      if (input.confirmDuplicate) supersedeSettled(s, input.orderSns);
      const byObject = new Map(stored.map((w) => [w.objectId, w]));
      return {
        intentId,
        charged: result.withholding_money,
        results: orders.map((order, i) => {
          const objectId = objectIds[i] ?? '';
          const waybill = byObject.get(objectId);
          return waybill
            ? {
                orderSn: order.order_sn,
                objectId,
                ok: true,
                waybillId: waybill.id,
                waybillCode: waybill.waybillCode,
                parentWaybillCode: waybill.parentWaybillCode,
              }
            : {
                orderSn: order.order_sn,
                objectId,
                ok: false,
                error: 'the gateway issued no waybill for this order',
              };
        }),
      };
    } finally {
      for (const sn of input.orderSns) s.inFlight.orders.delete(sn);
      s.inFlight.intents.delete(intentId);
      if (intentId !== 0) {
        s.emit('ledger.changed', { reason: 'fetch', orderSns: input.orderSns, waybillIds: [], charges: true });
      }
    }
  },
});
