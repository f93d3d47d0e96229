import type { WaybillFetchResult } from '../../../shared/api/schemas/waybill-fetch';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import { intentRefusal, notRecorded } from './fetch-errors';
import { outcomeOf } from './fetch-outcome';
import { prepareFetch, type FetchInput, type PreparedFetch } from './fetch-prepare';
import { issuedFrom } from './issued-waybills';
import type { AnswerRecorder } from './answer-recorder';
import { recordAnswer, settleFailure, type SettlementDeps } from './fetch-settlement';
import { keptWaybills } from './kept-waybills';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { ShopsFetchOutcome, ShopsFetchPlan } from '../../../shared/ipc/channels/shops-fetch';
import type { ShopDirectory } from '../shops';
import { planShopCalls } from './shop-calls';
import { fetchAcrossShops, publicCall, type OneShopCall } from './shops-fetch';
import type { FetchShopIds } from './fetch-request';

/*
 * waybills.fetch: every waybill is paid for and a repeat issues a new one (W11). So: validate the whole request
 * before anything is written, claim the orders and write the intent BEFORE the gateway is called (the ledger
 * refuses orders being fetched, holding a live waybill or an unknown outcome), and record what it issued BEFORE
 * returning. A lost answer is never re-sent. One waybill per parcel: an order of its own, or a merge group of one
 * receiver's orders, whose one waybill the ledger maps to every order of the group.
 */

interface WaybillFetchDeps {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
  log?: (message: string, error: unknown) => void;
  /** Keeps answers the ledger cannot take now on the desk's disk, and records them later (default: none). */
  recorder?: AnswerRecorder;
  /** This desk's name, on the waybills the journal keeps. */
  desk?: string;
  /** The seller's shops: a fetch across shops splits its calls by them. */
  shops: ShopDirectory;
}

export interface WaybillFetch {
  /** One call for today's settings' shop, or for `shop` (its ids; the input carries its sender and template). */
  fetch(input: FetchInput, shop?: FetchShopIds): Promise<WaybillFetchOutcome>;
  /** The split of a selection across shops and each call's cost (free). */
  planShops(selection: ParsedIn<'waybills.planShops'>): Promise<ShopsFetchPlan>;
  /** One call per shop (≤ 10 waybills each), each with its shop's ids, sender and template. */
  fetchShops(input: ParsedIn<'waybills.fetchShops'>): Promise<ShopsFetchOutcome>;
}

/** What one fetch's steps share. */
interface FetchContext extends WaybillFetchDeps {
  log: (message: string, error: unknown) => void;
  settling: SettlementDeps;
  changed: (orderSns: string[], waybillIds: number[]) => void;
}

/** Claims the orders and writes the intent (committed before the gateway is called); its id. */
async function openIntent(ctx: FetchContext, input: FetchInput, prepared: PreparedFetch): Promise<number> {
  const { shopId, ownerId, parcels, objectIds, request } = prepared;
  try {
    return await ctx.ledger.openFetchIntent(
      {
        shopId,
        ownerId,
        cpCode: input.cpCode,
        // Every order of a merge group is claimed with its one entry.
        entries: parcels.map((parcel, i) => {
          const orderSns = parcel.orders.map((o) => o.order_sn);
          return { objectId: objectIds[i] ?? '', orderSn: orderSns[0] ?? '', orderSns };
        }),
        request,
      },
      { confirmDuplicate: input.confirmDuplicate },
    );
  } catch (error) {
    throw intentRefusal(error, ctx.settings.get().language);
  }
}

/** The gateway answered: its waybills on the desk's disk and in the ledger before the seller hears of them. */
async function recordIssued(
  ctx: FetchContext,
  input: FetchInput,
  { shopId, ownerId, parcels, objectIds }: PreparedFetch,
  intentId: number,
  result: WaybillFetchResult,
): Promise<WaybillFetchOutcome> {
  const parcelOfObject = new Map(parcels.map((parcel, i) => [objectIds[i] ?? '', parcel]));
  const answer = {
    kind: 'issued' as const,
    intentId,
    issued: issuedFrom(result, parcelOfObject),
    cpCode: input.cpCode,
    shopId,
    ownerId,
    desk: ctx.desk ?? '',
    at: Date.now(),
  };
  const recorded = await recordAnswer(ctx.settling, answer);
  if (recorded.kind === 'refused') {
    const refusal = await notRecorded(ctx, { intentId, result }, recorded.error, recorded.kept);
    ctx.changed(input.orderSns, []);
    throw refusal;
  }
  const stored = recorded.kind === 'recorded' ? recorded.stored : keptWaybills(answer);
  ctx.changed(input.orderSns, recorded.kind === 'recorded' ? stored.map((w) => w.id) : []);
  const outcome = outcomeOf(intentId, parcels, objectIds, stored, result.withholding_money);
  // Issued and charged, kept on this desk's disk; recorded by itself once the ledger is back.
  return recorded.kind === 'kept' ? { ...outcome, recordLater: answer.issued.length } : outcome;
}

/** A prepared fetch: its intent written, then the one gateway call, then its answer recorded. */
async function sendPrepared(
  ctx: FetchContext,
  input: FetchInput,
  prepared: PreparedFetch,
): Promise<WaybillFetchOutcome> {
  const intentId = await openIntent(ctx, input, prepared);
  ctx.changed(input.orderSns, []);
  let result: WaybillFetchResult;
  try {
    result = await ctx.gateway.call('fetchWaybills', prepared.request);
  } catch (error) {
    await settleFailure(ctx.settling, intentId, error);
    ctx.changed(input.orderSns, []);
    throw error;
  }
  return recordIssued(ctx, input, prepared, intentId, result);
}

async function fetchWaybills(
  ctx: FetchContext,
  input: FetchInput,
  shop?: FetchShopIds,
): Promise<WaybillFetchOutcome> {
  return sendPrepared(ctx, input, await prepareFetch(ctx, input, shop));
}

export const createWaybillFetch = (deps: WaybillFetchDeps): WaybillFetch => {
  const log = deps.log ?? ((message, error) => console.error(`desk: ${message}`, error));
  const ctx: FetchContext = {
    ...deps,
    log,
    settling: { ledger: deps.ledger, recorder: deps.recorder, log },
    changed: (orderSns, waybillIds) => {
      deps.emit('changed', { topic: 'ledger', keys: { orderSns, waybillIds } });
      // A fetch opens an intent (or closes it once the outcome is recorded).
      deps.emit('changed', { topic: 'intents' });
    },
  };
  const shops = deps.shops;
  const oneCall: OneShopCall = {
    prepare: (input, shop) => prepareFetch(ctx, input, shop),
    send: (input, prepared) => sendPrepared(ctx, input, prepared),
  };
  return {
    fetch: (input, shop) => fetchWaybills(ctx, input, shop),
    // A refusal of the plan reaches the caller as a rejection, as every channel's does.
    planShops: (selection) =>
      Promise.resolve().then(() => ({ calls: planShopCalls(shops, selection).map(publicCall) })),
    fetchShops: (input) => fetchAcrossShops(shops, oneCall, input),
  };
};
