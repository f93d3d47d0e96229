import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { migrate, PG_SCHEMA_VERSION } from './pg-migrations';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * The shared ledger's migration that gives each charge its shop, on a database an older desk wrote: its charges
 * stay, counted, naming no shop; a new desk's charges name theirs. The version is found by its column.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-charges-shop-migration.test: skipped, no PostgreSQL cluster');

/** The version that adds charges.shop, found on a scratch database migrated one step at a time. */
const shopVersion = async (url: string): Promise<number> => {
  const database = await createTestDatabase(url, 'chargesshopprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migrate(pool, v);
      const { rows } = await pool.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'charges' AND column_name = 'shop'",
      );
      if (rows.length > 0) return v;
    }
    throw new Error('no migration adds charges.shop');
  } finally {
    await pool.end();
    await database.drop();
  }
};

describe.skipIf(!clusterUrl)('shared ledger migration: the shop of each charge', () => {
  it('upgrades a database of an older desk: its charges counted, naming no shop', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'chargesshop',
      from: (await shopVersion(clusterUrl)) - 1,
      seed: (pool) =>
        pool.query(`INSERT INTO charges (desk, at, operation, points, amount_reported)
                    VALUES ('new', 50, 'fetchWaybills', 3, true)`),
      async check(ledger) {
        await ledger.recordCharge('listSoldOrders', 1, 'third-owner');
        const summary = await ledger.chargesSummary(0);
        expect(summary.session).toBe(4);
        expect(summary.sessionByShop).toEqual([
          { shop: '', points: 3 },
          { shop: 'third-owner', points: 1 },
        ]);
      },
    });
  });
});
