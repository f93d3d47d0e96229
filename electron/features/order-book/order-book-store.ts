import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { z } from 'zod';
import type { OrdersSearchInput, OrdersSearchResult } from '../../../shared/ipc/channels/order-book';

/*
 * The order book: every sold order of an owner, one row per order, kept in the ledger's database (the fetch
 * builds its request from these copies). One async interface whatever the backend; nothing outside the backend
 * knows how the rows are stored or indexed.
 */

/**
 * A search as the contract parsed it (defaults filled in), plus `orderSns`: exactly these orders (what a typed
 * waybill number stands for, see book-rules.ts).
 */
export type BookSearch = z.output<typeof OrdersSearchInput> & { orderSns?: string[] };

/** What storing a batch changed. */
export interface StoreCounts {
  /** Orders written (new or updated). */
  stored: number;
  newOrders: number;
  statusChanged: number;
}

/** One part of a sync: a confirm-time window (enhanced edition) or plain pages (normal edition). */
export interface SyncStep {
  /** 'all': every order (first sync, or the normal edition); 'new': orders confirmed since the last sync;
   * 'recheck': orders that may still change status. */
  kind: 'all' | 'new' | 'recheck';
  /** confirm_time bounds (ms, inclusive) sent as start_time / end_time; absent in the normal edition. */
  start?: number;
  end?: number;
  /** Pages the gateway says the window holds (from totalElements), null until its first page answered. */
  pages: number | null;
  /** Pages of this window already bought and stored (0-based page numbers). */
  done: number[];
  /** Normal edition, 'new' step: stop at the first page that brings nothing new. */
  untilKnown?: boolean;
  /** Set when the step needs no more pages. */
  finished?: boolean;
}

/** A sync in progress, persisted page by page so a killed desk resumes it without buying a page twice. */
export interface SyncPlan {
  startedAt: number;
  edition: 'enhanced' | 'normal';
  steps: SyncStep[];
  pagesDone: number;
  charged: number;
  orders: number;
  newOrders: number;
  statusChanged: number;
  /** Points the seller agreed to for this sync (the setting, or more after a confirmation). */
  allowedPoints: number;
  /** confirm_time high-water mark the plan reaches when complete. */
  highWater: number;
  /** The plan includes a re-check window (its completion moves lastRecheckAt). */
  rechecks: boolean;
}

/** The book's sync bookkeeping per owner. */
export interface SyncState {
  /** When the last complete sync finished (ms). */
  lastSyncedAt: number | null;
  /** When the last re-check of the re-check window completed (ms). */
  lastRecheckAt: number | null;
  /** Every order confirmed at or before this is in the book (ms); the next 'new' window starts here minus the overlap. */
  highWater: number | null;
  /** The edition the book was synced with (a change of edition re-plans). */
  edition: 'enhanced' | 'normal' | null;
  plan: SyncPlan | null;
}

export const EMPTY_SYNC_STATE: SyncState = {
  lastSyncedAt: null,
  lastRecheckAt: null,
  highWater: null,
  edition: null,
  plan: null,
};

/** The right to buy an owner's pages: on a shared ledger one desk syncs an owner's book at a time. */
export interface SyncLease {
  /** Keeps the lease alive; false once it was lost (ran out and another desk took it). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** Taking the lease: granted, or refused naming the desk that syncs now. */
export type SyncLeaseResult = { lease: SyncLease } | { heldBy: string };

export interface OrderBookStore {
  /** Stores (inserts or replaces) these orders of the owner, in one transaction. */
  upsertOrders(ownerId: string, orders: SoldOrder[]): Promise<StoreCounts>;
  /** Stores one bought page and the sync state that says it is done, in ONE transaction. */
  storeSyncPage(ownerId: string, orders: SoldOrder[], state: SyncState): Promise<StoreCounts>;
  getOrders(ownerId: string, orderSns: string[]): Promise<Map<string, SoldOrder>>;
  /**
   * The stored numbers of the owner's orders in the book that read as `number` once width and case are evened
   * out (order-number-key.ts; through an index on both backends), in order; a scan finds `Walk-Case-aB01` so.
   */
  findOrderNumbers(ownerId: string, number: string): Promise<string[]>;
  /**
   * Free search over the orders of these owners (one book across shops): rows with their owner, waybill state
   * (from the ledger) and merge group (always within one owner), and the total matching.
   */
  search(owners: readonly string[], input: BookSearch): Promise<OrdersSearchResult>;
  /** Orders of these owners per status code (text keys). */
  countsByStatus(owners: readonly string[]): Promise<Record<string, number>>;
  /** Orders of the owner confirmed within [from, to] (ms, inclusive); statuses limit it when given. */
  countConfirmedBetween(ownerId: string, from: number, to: number, statuses?: number[]): Promise<number>;
  /** The oldest confirm_time at or after `from` of an order whose status may still change (awaiting, shipped). */
  oldestChangeable(ownerId: string, from: number): Promise<number | null>;
  syncState(ownerId: string): Promise<SyncState>;
  saveSyncState(ownerId: string, state: SyncState): Promise<void>;
  /** Takes the owner's sync lease for this desk (a desk's own stale lease is taken over). */
  takeSyncLease(ownerId: string): Promise<SyncLeaseResult>;
  /**
   * Shared ledger: the OTHER desk whose sync lease on the owner's book is live now (database clock), else null.
   * Absent where one desk keeps the book (SQLite): no other desk can sync it.
   */
  syncingDesk?(ownerId: string): Promise<string | null>;
}
