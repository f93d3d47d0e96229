import type pg from 'pg';

/*
 * How long the desk waits for the shared ledger's server. A network path that holds bytes (a partition, a dead
 * Wi-Fi bridge) never closes the connection, so without a bound every call on it waits until the path comes back,
 * and a charged call whose ledger steps waited would then go out by itself. Each bound ends such a wait with an
 * error the desk words as "the ledger cannot be reached"; nothing waits to be sent later.
 */

export interface LedgerBounds {
  /** A new connection (TCP and the server's greeting, with authentication). */
  connectMs: number;
  /** The answer to one statement (the driver's query_timeout) and the server's own limit on it (statement_timeout). */
  statementMs: number;
  /** The check before a charged call that the server answers, in all (a connection included). */
  reachMs: number;
  /** A session left inside a transaction (its desk lost the path) is ended by the server, its locks freed. */
  idleInTransactionMs: number;
  /** TCP keepalive's first probe on a quiet connection, so a dead path is found on idle connections too. */
  keepAliveMs: number;
  /** The schema's upgrade at start (one statement may build an index over the whole book). */
  upgradeStatementMs: number;
}

export const DEFAULT_LEDGER_BOUNDS: LedgerBounds = {
  connectMs: 5000,
  statementMs: 10_000,
  reachMs: 3000,
  idleInTransactionMs: 30_000,
  keepAliveMs: 10_000,
  upgradeStatementMs: 10 * 60_000,
};

export const ledgerBounds = (given: Partial<LedgerBounds> = {}): LedgerBounds => ({
  ...DEFAULT_LEDGER_BOUNDS,
  ...given,
});

/** The driver's word when a statement got no answer within `statementMs` (query_timeout). */
const QUERY_TIMEOUT = 'Query read timeout';

/** The statement's answer did not come in time: the connection may still carry it, so it is never reused. */
export const isQueryTimeout = (error: unknown): boolean =>
  error instanceof Error && error.message === QUERY_TIMEOUT;

/** A pool's connection settings with every bound set; `upgrade` is the start's pool, whose statements may be long. */
export const boundedPoolConfig = (
  bounds: LedgerBounds,
  upgrade = false,
): Pick<
  pg.PoolConfig,
  | 'connectionTimeoutMillis'
  | 'query_timeout'
  | 'statement_timeout'
  | 'idle_in_transaction_session_timeout'
  | 'keepAlive'
  | 'keepAliveInitialDelayMillis'
> => {
  const statementMs = upgrade ? bounds.upgradeStatementMs : bounds.statementMs;
  return {
    connectionTimeoutMillis: bounds.connectMs,
    query_timeout: statementMs,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: bounds.keepAliveMs,
  };
};
