import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import type { ChargesSummary } from '../../../shared/ipc/channels/tools';
import type { IssuedWaybill, WaybillFilter } from '../../../shared/ipc/channels/waybills';
import type { IntentReasonKind } from '../../../shared/ipc/channels/intent-reasons';
import type { DuplicateOrder } from '../../../shared/ipc/errors';
import type { OrderBookStore } from '../order-book';
import type { LedgerConnection } from '../../storage/ledger-connection';
export type { LedgerConnection } from '../../storage/ledger-connection';

/*
 * The ledger is the desk's memory of money spent: every waybill the gateway issued is written here
 * in the same transaction that closes its fetch intent, before anything is returned to the renderer.
 * Opening an intent claims its orders: the ledger, not process memory, is what stops a second fetch.
 * An intent that never closes (crash, lost answer) blocks automatic re-fetching of its orders.
 */

export type ChargedOperation =
  'fetchWaybills' | 'pushItems' | 'lookupCoupon' | 'recycleWaybills' | 'listSoldOrders';

export interface FetchIntentInput {
  shopId: string;
  ownerId: string;
  cpCode: string;
  /**
   * One entry per trade_order_info_dtos entry, in request order. A merged waybill's entry lists every order of
   * its group in `orderSns` (its first is `orderSn`); the intent claims them all. Without `orderSns`: [orderSn].
   */
  entries: Array<{ objectId: string; orderSn: string; orderSns?: string[] }>;
  /** The exact request body sent (kept for audit; the token is never part of it). */
  request: unknown;
}

export interface IssuedWaybillInput {
  objectId: string;
  /** The waybill's first order. */
  orderSn: string;
  /** Every order the waybill was issued for (a merge group's), first = orderSn. Without it: [orderSn]. */
  orderSns?: string[];
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
  /** Why its outcome is unknown, as recorded (English, for the log and support): the lost answer's message, … */
  reason: string;
  /** The same reason's kind (shared/ipc/channels/intent-reasons.ts): what the seller is told, in their language. */
  reasonKind: IntentReasonKind;
}

export interface StoredWaybill extends IssuedWaybill {
  printData: string;
  objectId: string;
  /** The parcel's newest measured weight (grams, the scan station's weigh step) for its label; null: never weighed. */
  parcelGrams?: number | null;
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

/** How a claim ends when an order of the intent is not free (the database is the only guard). */
export interface ClaimOptions {
  /** The seller confirmed a second, charged fetch for orders that hold a live waybill or an unknown outcome. */
  confirmDuplicate: boolean;
}

/** What became of a request to resolve an unknown fetch. */
export type IntentResolution = 'resolved' | 'in-flight' | 'closed';

/**
 * The ledger: one async interface, whatever the backend (SQLite embedded; a database server for several desks).
 * Every method returns plain objects; nothing outside the backend knows how they are stored.
 */
/** What a cleanup may drop, by age (ms before the ledger's clock), and how many rows one batch may touch. */
export interface CleanupPolicy {
  /** Print data of waybills recycled longer ago than this is dropped (the waybill row itself stays). */
  printDataAfterMs: number;
  /** The full request body of a closed fetch intent older than this is dropped (its orders and outcome stay). */
  requestBodyAfterMs: number;
  /** Orders closed or completed (confirmed) longer ago than this leave the book for its archive. */
  orderBookAfterMs: number;
  /** Rows per part in one batch: one short transaction each, so a fetch or a scan waits at most for one. */
  batch: number;
  /** Only this part in this batch (the cleanup runs one part at a time, yielding between); default every part. */
  only?: keyof CleanupCounts;
}

/** Rows one cleanup batch dropped, per part (all zero: nothing left to do). */
export interface CleanupCounts {
  printData: number;
  requestBodies: number;
  orders: number;
  /** Rows written as text before packing, packed now (print data; on SQLite the order book's orders too). */
  repacked: number;
}

/** Bytes on disk per part of the ledger (tables with their indexes). */
export interface StoragePart {
  part: string;
  bytes: number;
}

/** The ledger's connection: rooms above keep their own tables in the same database (one file, one server). */

export interface Ledger {
  /** The order book, kept in the same database: the one table of orders the snapshots below read. */
  readonly book: OrderBookStore;
  /** The ledger's own connection, for rooms above it that keep records in the same database (the print queue). */
  readonly connection: LedgerConnection;
  /** Orders seen on the Orders screen, so a fetch can be built from their snapshot (rows of the order book). */
  saveOrderSnapshots(ownerId: string, orders: SoldOrder[]): Promise<void>;
  getOrderSnapshots(ownerId: string, orderSns: string[]): Promise<Map<string, SoldOrder>>;

  /**
   * Claims the intent's orders and writes the intent, in one transaction, BEFORE the gateway is called.
   * Refused with a {@link ClaimRefused} when an order is being fetched right now (always), or holds a live waybill
   * or an unknown outcome (unless confirmed). Returns the intent id.
   */
  openFetchIntent(intent: FetchIntentInput, options: ClaimOptions): Promise<number>;
  /**
   * The answer arrived: every issued waybill is recorded and the intent closed, in one transaction. Earlier
   * unknown intents whose orders all now hold a newer waybill are closed as superseded in the same transaction.
   */
  closeFetchIntentIssued(intentId: number, issued: IssuedWaybillInput[]): Promise<StoredWaybill[]>;
  /** The gateway answered with an error: nothing was issued or charged (C1). */
  closeFetchIntentFailed(intentId: number, reason: string): Promise<void>;
  /** The answer never arrived (outcome-unknown): the intent stays unsettled with this reason. */
  markFetchIntentUnknown(intentId: number, reason: string): Promise<void>;
  /** Fetches whose outcome is unknown (lost answer, or a desk that stopped mid-call): the seller decides. */
  openFetchIntents(): Promise<OpenFetchIntent[]>;
  /** The seller decided nothing was issued: the intent closes and its orders may be fetched again. */
  resolveFetchIntent(intentId: number): Promise<IntentResolution>;
  /** The orders of an intent, in request order (empty for an unknown id). */
  intentOrders(intentId: number): Promise<string[]>;

  /**
   * none / fetching / live codes / recycled / outcome-unknown, and printed count, per order number of one shop
   * (owner id): an order is its shop's and its number, so another shop's order of the same number is not read.
   */
  orderWaybillStates(ownerId: string, orderSns: string[]): Promise<Map<string, OrderWaybillState>>;

  listWaybills(
    filter: WaybillFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: IssuedWaybill[]; total: number }>;
  matchingWaybillIds(filter: WaybillFilter): Promise<number[]>;
  /** Every desk that holds waybills, with how many, by name (the Waybills screen's desk filter). */
  waybillDesks(): Promise<Array<{ desk: string; count: number }>>;
  getWaybills(ids: number[]): Promise<StoredWaybill[]>;
  /**
   * The waybills of these exact codes (a code is unique: one index probe each), recycled ones too, in the order
   * asked, each once; a code the ledger does not hold is left out. Unlike `listWaybills`' text, never a substring.
   */
  waybillsByCodes(codes: string[]): Promise<IssuedWaybill[]>;

  /**
   * One batch of the retention cleanup. Never touches a waybill row, a code, a date or a charge, an unsettled
   * intent, nor anything of an order that still has a live waybill or an unknown outcome.
   */
  cleanupBatch(policy: CleanupPolicy): Promise<CleanupCounts>;
  /**
   * After a cleanup: one bounded step of giving freed space back where the backend can (SQLite: the search
   * indexes' merge, then freed pages to the disk, then the WAL); `done` once nothing is left to step through.
   * `spaceReturned` false when the backend cannot.
   */
  compactStorage(): Promise<{ spaceReturned: boolean; vacuumNeeded: boolean; done: boolean }>;
  /** Whether the file still needs its one VACUUM (a read: nothing is written). */
  vacuumNeeded(): Promise<boolean>;
  /**
   * The one VACUUM a SQLite file made before needs to give space back (it writes a whole second copy and holds
   * the ledger while it runs: only at a quiet moment). A no-op on a shared server.
   */
  vacuumOnce(): Promise<void>;
  /** Bytes on disk by part. */
  storageSizes(): Promise<StoragePart[]>;
  /** Bytes in use in all (SQLite: pages not free, read from two pragmas, never a scan like storageSizes). */
  storageBytes(): Promise<number>;

  /** Per-waybill outcome of a recycle call; only ok entries become recycled. */
  recordRecycleOutcomes(outcomes: RecycleOutcomeInput[]): Promise<void>;
  /** A print (or reprint) of these waybills: printed_count += 1, last printed time. */
  recordPrints(ids: number[], printer: string | null, mode: PrintMode): Promise<void>;
  /** Final status of a document sent to the carrier's cloud-print component. */
  recordCloudPrintOutcome(id: number, status: 'printed' | 'failed', msg: string | null): Promise<void>;

  /**
   * A charged call's charge: points, or null when the gateway reports no amount (the push, C2), and the shop the
   * call was for (the id it named; '' for none).
   */
  recordCharge(operation: ChargedOperation, points: number | null, shop?: string): Promise<void>;
  /** Points charged today (local day), since `sessionStart` (ms), and by operation (today). */
  chargesSummary(sessionStart: number): Promise<ChargesSummary>;

  close(): Promise<void>;
}

/** The orders of an intent entry or an issued waybill: every order of a merge group, else the one. */
export const orderSnsOf = (entry: { orderSn: string; orderSns?: string[] | undefined }): string[] =>
  entry.orderSns && entry.orderSns.length > 0 ? entry.orderSns : [entry.orderSn];

export type PrintMode = 'silent' | 'browser' | 'pdf' | 'cloud-print';

/** An order of the intent is not free: which, and why (the caller words it for the seller). */
export class ClaimRefused extends Error {
  constructor(
    /** 'fetch-in-progress': another fetch of these orders is on the wire; 'duplicate-waybill': see duplicates. */
    readonly kind: 'fetch-in-progress' | 'duplicate-waybill',
    readonly duplicates: DuplicateOrder[],
  ) {
    super(`${kind}: ${duplicates.map((d) => d.orderSn).join(', ')}`);
    this.name = 'ClaimRefused';
  }
}

export const isClaimRefused = (e: unknown): e is ClaimRefused => e instanceof ClaimRefused;

/**
 * This desk's name was taken over by another desk while this one did not beat (frozen or cut off longer than the
 * lease): it must not fetch under that name any more, since the other desk settles that name's fetches.
 */
export class DeskNameLost extends Error {
  constructor(readonly desk: string) {
    super(`another desk took over the name "${desk}" on the shared ledger while this desk did not answer`);
    this.name = 'DeskNameLost';
  }
}

export const isDeskNameLost = (error: unknown): error is DeskNameLost => error instanceof DeskNameLost;
