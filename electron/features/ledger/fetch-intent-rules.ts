import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import { intentReasonKindOf, intentReasonSentence } from '../../../shared/ipc/channels/intent-reasons';
import { claimBlockers } from './claim-rule';
import {
  ClaimRefused,
  orderSnsOf,
  type FetchIntentInput,
  type IntentResolution,
  type IssuedWaybillInput,
  type OpenFetchIntent,
} from './ledger-types';

/*
 * The fetch-intent journal's rules, one copy for both backends (SQLite and PostgreSQL only differ in how they read
 * and write the rows): what an intent claims, when a claim is refused, when a later fetch settles an unknown
 * outcome, and how an intent's row reads.
 */

/** Said of an intent a desk left open when it stopped: the gateway may have issued, nobody knows. */
export const STOPPED_MID_FETCH = intentReasonSentence.deskStopped;

/** One order an intent claims, with the entry (the parcel's object id) it is fetched under. */
export interface ClaimedOrder {
  objectId: string;
  orderSn: string;
}

/** Every order of every entry: every order of a merge group is claimed, so any of them not free blocks the group. */
export function claimedOrders(intent: FetchIntentInput): ClaimedOrder[] {
  if (intent.entries.length === 0) throw new Error('A fetch intent needs at least one order.');
  return intent.entries.flatMap((entry) =>
    orderSnsOf(entry).map((orderSn) => ({ objectId: entry.objectId, orderSn })),
  );
}

/**
 * Refuses the claim (read inside the claiming transaction): an order being fetched right now always, one holding
 * a live waybill or an unknown outcome unless the seller confirmed a second, charged fetch.
 */
export function assertClaimable(
  states: Map<string, OrderWaybillState & { desk?: string | undefined }>,
  confirmDuplicate: boolean,
): void {
  const { fetching, held } = claimBlockers(states);
  if (fetching.length > 0) throw new ClaimRefused('fetch-in-progress', fetching);
  if (held.length > 0 && !confirmDuplicate) throw new ClaimRefused('duplicate-waybill', held);
}

/** A waybill's first order and the rest of its merge group (it belongs to every one of them). */
export function waybillOrders(waybill: IssuedWaybillInput): { first: string; more: string[] } {
  const [first = waybill.orderSn, ...more] = orderSnsOf(waybill);
  return { first, more };
}

/**
 * After a confirmed re-fetch, an earlier unknown intent is settled as 'superseded' only when every one of its
 * orders now holds a waybill issued after it: an order it covers that was not re-fetched keeps showing
 * "fetch outcome unknown".
 */
export const isSuperseded = (states: Map<string, OrderWaybillState>): boolean =>
  [...states.values()].every((state) => state.state !== 'outcome-unknown');

/**
 * An unknown intent as the seller sees it (the columns both backends select, its orders read by each): its reason's
 * kind read from the stored sentence, whichever desk (of whichever age) wrote it.
 */
export const toOpenFetchIntent = (row: Record<string, unknown>, orderSns: string[]): OpenFetchIntent => ({
  id: Number(row.id),
  createdAt: Number(row.created_at),
  cpCode: String(row.cp_code),
  orderSns,
  reason: String(row.reason),
  reasonKind: intentReasonKindOf(String(row.reason)),
});

/** What resolving an unknown intent did: resolved now, still on the wire, or already settled. */
export const resolutionOf = (resolvedNow: boolean, state: unknown): IntentResolution =>
  resolvedNow ? 'resolved' : state === 'open' ? 'in-flight' : 'closed';
