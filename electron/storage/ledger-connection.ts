import type { PgLedgerDb } from './postgres/pg-db';
import type { LedgerDb } from './sqlite/ledger-db';

/**
 * The ledger's own connection, for rooms above the ledger that keep their records in the same database (the print
 * queue): the embedded SQLite file, or the shared PostgreSQL pool. Same clock and desk name as the ledger.
 */
export type LedgerConnection = { kind: 'sqlite'; db: LedgerDb } | { kind: 'postgres'; db: PgLedgerDb };
