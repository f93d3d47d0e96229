import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { openPackCheckStore } from '../../features/pack-check/open-pack-check-store';
import { migrate, PG_SCHEMA_VERSION } from './pg-migrations';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * The shared ledger's weighing migration on a database an older desk wrote: its waybill stays, weighs nothing,
 * and takes a weight and unit weights from then on. The migration's version is found by its table, never by number
 * (migrations of other work may come before it).
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-weighing-migration.test: skipped, no PostgreSQL cluster');

/** The version that adds the weighing tables, found on a scratch database migrated one step at a time. */
const weighingVersion = async (url: string): Promise<number> => {
  const database = await createTestDatabase(url, 'weighingprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migrate(pool, v);
      const { rows } = await pool.query<{ t: string | null }>(
        "SELECT to_regclass('waybill_weights')::text AS t",
      );
      if (rows[0]?.t) return v;
    }
    throw new Error('no migration adds waybill_weights');
  } finally {
    await pool.end();
    await database.drop();
  }
};

describe.skipIf(!clusterUrl)('shared ledger migration: weighing', () => {
  it('upgrades a database of an older desk: its waybill unweighed, then weighed', async () => {
    const from = (await weighingVersion(clusterUrl)) - 1;
    await upgradeOlderDatabase(clusterUrl, {
      name: 'weighing',
      from,
      seed: (pool) =>
        pool.query(`
          INSERT INTO fetch_intents (id, created_at, desk, shop_id, owner_id, cp_code, request_json, state, reason)
            VALUES (1, 1, 'old', 'demo-shop', 'demo-owner', 'YTO', '{}', 'issued', '');
          SELECT setval('fetch_intents_id_seq', 1);
          INSERT INTO waybills (id, intent_id, desk, object_id, order_sn, waybill_code, parent_waybill_code, cp_code,
            shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name)
            VALUES (1, 1, 'old', 'obj-a', 'OLD-A', 'YT0000000000401', '', 'YTO', 'demo-shop', 'demo-owner', 1,
              false, '张三', 'T恤 ×1');
          SELECT setval('waybills_id_seq', 1);
        `),
      async check(ledger) {
        const connection = ledger.connection;
        if (!connection) throw new Error('the shared ledger has a connection');
        const store = openPackCheckStore(connection);
        expect((await store.weightsOf([1])).size).toBe(0);
        await store.recordWeight({ waybillId: 1, grams: 850, expectedGrams: 1200, overridden: true });
        await store.learnUnitWeight({ name: 'T恤', spec: '' }, 300);
        expect((await store.weightsOf([1])).get(1)).toMatchObject({
          grams: 850,
          overridden: true,
          desk: 'new',
        });
        expect((await store.unitWeights([{ name: 'T恤', spec: '' }], 5)).size).toBe(1);
      },
    });
  });
});
