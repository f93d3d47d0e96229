import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import type { ChargesSummary } from '../../../shared/ipc/channels/tools';
import type { IssuedWaybill, WaybillFilter } from '../../../shared/ipc/channels/waybills';

/*
 * The ledger is the desk's memory of money spent: every waybill the gateway issued is written here
 * in the same transaction that closes its fetch intent, before anything is returned to the renderer.
 * An intent that never closes (crash, lost answer) blocks automatic re-fetching of its orders.
 */

export type ChargedOperation = 'fetchWaybills' | 'pushItems' | 'lookupCoupon' | 'recycleWaybills' | 'listSoldOrders';

export interface FetchIntentInput {
  shopId: string;
  ownerId: string;
  cpCode: string;
  /** One entry per trade_order_info_dtos entry, in request order. */
  entries: Array<{ objectId: string; orderSn: string }>;
  /** The exact request body sent (kept for audit; the token is never part of it). */
  request: unknown;
}

export interface IssuedWaybillInput {
  objectId: string;
  orderSn: string;
  waybillCode: string;
  parentWaybillCode: string;
  printData: string;
  encrypted: boolean;
  receiverName: string;
  goodsName: string;
}

export interface OpenFetchIntent {
  id: number;
  createdAt: number;
  cpCode: string;
  orderSns: string[];
  /** Why it is still open: 'pending' (in flight or crashed) or the outcome-unknown message. */
  reason: string;
}

export interface StoredWaybill extends IssuedWaybill {
  printData: string;
  objectId: string;
}

export interface RecycleOutcomeInput {
  id: number;
  ok: boolean;
  errorMsg: string | null;
  /**
   * A failed entry whose gateway answer says the waybill is void already (recycled earlier, e.g. by a call whose
   * answer was lost): the attempt failed, but the waybill must not stay live in the ledger.
   */
  voidAtGateway?: boolean;
}

export interface Ledger {
  /** Orders seen on the Orders screen, so a fetch can be built from their snapshot. */
  saveOrderSnapshots(ownerId: string, orders: SoldOrder[]): void;
  getOrderSnapshots(ownerId: string, orderSns: string[]): Map<string, SoldOrder>;

  /** Written BEFORE the gateway is called. Returns the intent id. */
  openFetchIntent(intent: FetchIntentInput): number;
  /** The answer arrived: record every issued waybill and the charge, and close the intent, in one transaction. */
  closeFetchIntentIssued(intentId: number, issued: IssuedWaybillInput[], charged: number): StoredWaybill[];
  /** The gateway answered with an error: nothing was issued or charged (C1). */
  closeFetchIntentFailed(intentId: number, reason: string): void;
  /** The answer never arrived (outcome-unknown): the intent stays open with this reason. */
  markFetchIntentUnknown(intentId: number, reason: string): void;
  openFetchIntents(): OpenFetchIntent[];
  /** The seller decided nothing was issued: the intent closes and its orders may be fetched again. */
  resolveFetchIntent(intentId: number, resolution: 'not-issued' | 'superseded'): boolean;

  /** none / live codes / recycled / outcome-unknown, and printed count, per order number. */
  orderWaybillStates(orderSns: string[]): Map<string, OrderWaybillState>;

  listWaybills(filter: WaybillFilter, offset: number, limit: number): { rows: IssuedWaybill[]; total: number };
  matchingWaybillIds(filter: WaybillFilter): number[];
  getWaybills(ids: number[]): StoredWaybill[];

  /** Per-waybill outcome of a recycle call; only ok entries become recycled. */
  recordRecycleOutcomes(outcomes: RecycleOutcomeInput[]): void;
  /** A print (or reprint) of these waybills: printed_count += 1, last printed time. */
  recordPrints(ids: number[], printer: string | null, mode: 'silent' | 'browser' | 'pdf' | 'cloud-print'): void;
  /** Final status of a document sent to the carrier's cloud-print component. */
  recordCloudPrintOutcome(id: number, status: 'printed' | 'failed', msg: string | null): void;

  recordCharge(operation: ChargedOperation, points: number): void;
  /** Points charged today (local day), since `sessionStart` (ms), and by operation (today). */
  chargesSummary(sessionStart: number): ChargesSummary;

  close(): void;
}
