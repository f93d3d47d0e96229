import type pg from 'pg';
import type { Clock } from '../../kernel/clock';
import { isQueryTimeout } from './pg-bounds';

/*
 * What every part of the PostgreSQL ledger shares: the pool, the clock (injectable for tests), this desk's name,
 * and how a transaction runs. node-postgres wants one client per transaction (never pool.query for BEGIN…COMMIT),
 * so every transaction checks a client out, runs on it, and gives it back.
 */

export type Db = pg.PoolClient | pg.Pool;

export interface PgLedgerDb {
  pool: pg.Pool;
  now: Clock;
  /** This desk's name, stored with every intent, waybill, print, recycle and charge it writes. */
  desk: string;
  /** How long a desk's heartbeat holds its open intents before other desks see them as outcome unknown. */
  leaseMs: number;
}

/** Serialization failures and deadlocks: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

interface TransactionOptions {
  /**
   * A money transaction (an intent before the gateway is paid, the waybills it issued): its COMMIT returns only
   * once the WAL is flushed (synchronous_commit = on), whatever the server's default.
   */
  durable?: boolean;
}

/** Runs `work` in one transaction on one client: all of it is committed, or none (and the error is rethrown). */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  { durable = false }: TransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query<Row>('BEGIN');
      if (durable) await client.query<Row>('SET LOCAL synchronous_commit = on');
      const result = await work(client);
      await client.query<Row>('COMMIT');
      return result;
    } catch (error) {
      broken = !(await rolledBackOrDropped(client, error));
      const code = (error as { code?: string }).code;
      if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/**
 * After a statement of a transaction failed: true once rolled back, false when the connection must not go back to
 * the pool (it is gone, or a statement without an answer in time may still be on the wire: no ROLLBACK is queued
 * behind it, the server rolls back when the connection ends).
 */
export const rolledBackOrDropped = async (client: pg.PoolClient, error: unknown): Promise<boolean> =>
  !isQueryTimeout(error) &&
  client.query<Row>('ROLLBACK').then(
    () => true,
    () => false,
  );

/** A number column (bigint and numeric arrive as text from node-postgres). */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value));
export const textOrNull = (value: unknown): string | null =>
  value == null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** A row as node-postgres returns it, read column by column. */
export type Row = Record<string, unknown>;
