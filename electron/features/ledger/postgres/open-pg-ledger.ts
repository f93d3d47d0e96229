import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import type { Ledger } from '../ledger-types';
import { createPgDataCleanup } from './pg-data-cleanup';
import { createPgCharges } from './pg-charges';
import { DeskNameTaken, type DeskIdentity } from './pg-desk-name';
import { beatOnce, startHeartbeat } from './pg-heartbeat';
import type { PgLedgerDb } from '../../../storage/postgres/pg-db';
import { createPgFetchIntents, settleOwnStoppedIntents } from './pg-fetch-intents';
import { migrate } from '../../../storage/postgres/pg-migrations';
import { assertUtf8Database } from '../../../storage/postgres/pg-server-encoding';
import { backfillPgOrderBook, createPgOrderBook } from '../../order-book';
import { orderWaybillStates } from '../../order-book';
import { createPgSyncingDesk } from '../../order-book';
import { createPgWaybills } from './pg-waybills';
import { readWaybillsByCodes } from './pg-waybills-by-codes';
import { expireLeases } from './pg-fetch-intents';
import { systemClock, type Clock } from '../../../kernel/clock';
import { boundedPoolConfig, ledgerBounds, type LedgerBounds } from '../../../storage/postgres/pg-bounds';
import { pgConnectionOf } from './pg-connection-config';
import { parseLedgerUrl } from '../../../../shared/ledger/ledger-url';

/*
 * The shared ledger: several desks, one PostgreSQL database. Each desk opens a small pool, brings the schema up
 * to date (under an advisory lock, so desks starting together do not race), announces itself in `desks` and keeps
 * a heartbeat there: while it beats, its open intents are "being fetched"; once the lease runs out, every desk
 * sees them as outcome unknown.
 */

const DEFAULT_LEASE_MS = 2 * 60_000;

interface PgLedgerOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** This desk's name (default: the host name). Unique among the live desks of the ledger. */
  desk?: string;
  /**
   * This desk's own id, the same across its restarts (kept in its data dir): a restart may take back its name
   * at once, while the previous run's heartbeat is still fresh. Default: a new one (a desk never seen before).
   */
  instanceId?: string;
  now?: Clock;
  /** Default 2 minutes; the heartbeat beats 4 times per lease. */
  leaseMs?: number;
  /** Pool size (default 8). */
  maxConnections?: number;
  /** How long the desk waits for the server (storage/postgres/pg-bounds.ts; defaults there). */
  bounds?: Partial<LedgerBounds>;
  /** Where the heartbeat says it failed or lost the name (default: the console). */
  log?: (message: string, error?: unknown) => void;
}

export interface PgLedger extends Ledger {
  readonly desk: string;
  /** The pool (the shared throttle and change notices use the same server). */
  readonly pool: pg.Pool;
}

/** The server a URL points at, as the desk reads it (the one it connects to), without user or password. */
export function serverOf(url: string): string {
  const read = parseLedgerUrl(url, { passwordAllowed: true });
  if (!read.ok) return 'the shared ledger server';
  const { host, port, database } = read.address;
  return `${host.includes(':') ? `[${host}]` : host}:${port}/${database}`;
}

/** A pool whose every wait is bounded; `upgrade`: the start's one, whose statements may run long. */
function createPool(options: PgLedgerOptions, upgrade = false): pg.Pool {
  const pool = new pg.Pool({
    ...pgConnectionOf(options.url),
    max: upgrade ? 2 : (options.maxConnections ?? 8),
    ...boundedPoolConfig(ledgerBounds(options.bounds), upgrade),
    idleTimeoutMillis: 30_000,
    application_name: `seller-tools-desk`,
  });
  // A connection dropped by the server (restart, network) must not end the desk: an idle one is the pool's
  // 'error'; a checked-out one (a transaction between statements) emits on its client, which the pool leaves
  // unheard while it is out. Its next statement fails instead, and the pool reconnects on the next checkout.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * The schema brought up to date and this desk's name claimed before anything is written, on a pool of its own
 * that ends with it: an upgrade's statement may run long, the desk's calls afterwards may not.
 */
async function bringUp(
  options: PgLedgerOptions,
  db: Omit<PgLedgerDb, 'pool'>,
  identity: DeskIdentity,
): Promise<void> {
  const pool = createPool(options, true);
  const { desk } = db;
  try {
    // Before anything is written: a database that cannot hold Chinese text is refused, not migrated.
    await assertUtf8Database(pool);
    await migrate(pool);
    // Before anything is settled in this name: another live desk's open fetches must stay its own.
    if (!(await beatOnce(pool, identity))) throw new DeskNameTaken(desk);
    await settleOwnStoppedIntents(pool, desk);
    await backfillPgOrderBook({ ...db, pool });
  } finally {
    await pool.end();
  }
}

export async function openPgLedger(options: PgLedgerOptions): Promise<PgLedger> {
  const desk = options.desk ?? hostname();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const identity: DeskIdentity = { desk, instanceId: options.instanceId ?? randomUUID(), leaseMs };
  const start: Omit<PgLedgerDb, 'pool'> = { now: options.now ?? systemClock, desk, leaseMs };
  await bringUp(options, start, identity);
  const pool = createPool(options);
  const db: PgLedgerDb = { ...start, pool };
  const heartbeat = startHeartbeat(pool, identity, options.log);
  let closed = false;
  // Who syncs the book now, read from the sync lease (every desk's status says so).
  const book = {
    ...createPgOrderBook(db, () => expireLeases(db.pool, db.leaseMs)),
    syncingDesk: createPgSyncingDesk(db),
  };

  return {
    desk,
    pool,
    connection: { kind: 'postgres', db },
    ...createPgFetchIntents(db, identity),
    ...createPgWaybills(db),
    waybillsByCodes: (codes) => readWaybillsByCodes(pool, codes),
    ...createPgCharges(db),
    ...createPgDataCleanup(db),
    book,
    // The fetch reads its snapshots from the book: one table of orders.
    async saveOrderSnapshots(ownerId, orders) {
      await book.upsertOrders(ownerId, orders);
    },
    getOrderSnapshots: (ownerId, orderSns) => book.getOrders(ownerId, orderSns),
    async orderWaybillStates(ownerId, orderSns) {
      await expireLeases(pool, leaseMs);
      return orderWaybillStates(pool, ownerId, orderSns);
    },
    async close() {
      if (closed) return;
      closed = true;
      await heartbeat.stop();
      await pool.end();
    },
  };
}
