import pg from 'pg';

/*
 * Fresh databases on the run's private cluster: one per test (CREATE DATABASE is cheap with fsync off), dropped
 * with FORCE after, so a test that left connections open cannot block the next.
 */

let counter = 0;

/** The URL of `base` (a cluster URL) pointing at another database. */
export const databaseUrl = (base: string, database: string): string => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(clusterUrl: string, prefix = 'ledger'): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${++counter}_${Date.now() % 1_000_000}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(clusterUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
