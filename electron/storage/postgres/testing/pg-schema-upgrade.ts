import pg from 'pg';
import { expect } from 'vitest';
import { createTestDatabase } from '../../../testing/pg-test-databases';
import { openPgLedger, type PgLedger } from '../../../features/ledger/postgres/open-pg-ledger';
import { migrate, PG_SCHEMA_VERSION } from '../pg-migrations';

/*
 * Every upgrade test of the shared ledger tells one story: an older desk left a database at schema `from` with
 * rows written as that schema's SQL wrote them; a desk of this app opens it, which migrates it to the current
 * schema. This runs the story on a fresh database of the private cluster (dropped after), so each test holds only
 * its rows and its checks; that the upgrade reached the current version is checked here, for every test.
 */

export interface SchemaUpgrade {
  /** Prefix of the test database's name. */
  name: string;
  /** The schema version the older desk left. */
  from: number;
  /** Writes the older desk's rows, on one connection, at schema `from`. */
  seed(pool: pg.Pool): Promise<unknown>;
  /** The checks on the upgraded ledger, opened as desk 'new' with its clock at 100. */
  check(ledger: PgLedger): Promise<void>;
}

export async function upgradeOlderDatabase(clusterUrl: string, upgrade: SchemaUpgrade): Promise<void> {
  const database = await createTestDatabase(clusterUrl, upgrade.name);
  try {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await migrate(pool, upgrade.from);
      await upgrade.seed(pool);
    } finally {
      await pool.end();
    }
    const ledger = await openPgLedger({ url: database.url, now: () => 100, desk: 'new', maxConnections: 2 });
    try {
      await upgrade.check(ledger);
      const { rows } = await ledger.pool.query<{ v: number }>('SELECT max(version) AS v FROM schema_version');
      expect(rows[0]?.v).toBe(PG_SCHEMA_VERSION);
    } finally {
      await ledger.close();
    }
  } finally {
    await database.drop();
  }
}

/** The first shared-ledger version that holds the table `name` (found on a fresh database, dropped after). */
export async function pgVersionAdding(clusterUrl: string, name: string): Promise<number> {
  const database = await createTestDatabase(clusterUrl, 'versionprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migrate(pool, v);
      const { rows } = await pool.query<{ has: boolean }>('SELECT to_regclass($1) IS NOT NULL AS has', [name]);
      if (rows[0]?.has === true) return v;
    }
    throw new Error(`no migration adds ${name}`);
  } finally {
    await pool.end();
    await database.drop();
  }
}
