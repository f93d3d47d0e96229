import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { inTransaction } from '../../../shared/util/sql-transaction';
import type { Clock } from '../../kernel/clock';

/** What every part of the ledger shares: the one connection and the clock (injectable for tests). */
export interface LedgerDb {
  db: DatabaseSync;
  now: Clock;
  /** This desk's name, written with every intent, waybill, print, recycle and charge. */
  desk: string;
  /** A prepared statement per distinct SQL text, prepared on first use and reused after. */
  statement: (sql: string) => StatementSync;
}

export type Params = Record<string, SQLInputValue>;

export function createLedgerDb(db: DatabaseSync, now: Clock, desk: string): LedgerDb {
  const cache = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = cache.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      cache.set(sql, prepared);
    }
    return prepared;
  };
  return { db, now, desk, statement };
}

export { inTransaction };

/**
 * A transaction whose COMMIT is fsynced (synchronous=FULL) before it returns. The connection otherwise runs
 * with synchronous=NORMAL, which in WAL mode survives any process crash and loses at most the last commits on a
 * power cut. Only the money records need more: the intent (written before the gateway is paid) and the issued
 * waybills. Every other record lost to a power cut errs on the safe side: an intent that reappears open shows
 * "fetch outcome unknown", a lost print or recycle outcome is redone by the seller.
 */
export function inDurableTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('PRAGMA synchronous = FULL');
  try {
    return inTransaction(db, work);
  } finally {
    db.exec('PRAGMA synchronous = NORMAL');
  }
}

/** Passes a list to SQL as one JSON parameter (read with json_each), so one statement serves any length. */
export const jsonList = (values: readonly (string | number)[]): string => JSON.stringify(values);
