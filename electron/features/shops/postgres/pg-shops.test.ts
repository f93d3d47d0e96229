import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPgLedger } from '../../ledger/postgres/open-pg-ledger';
import { createTestDatabase } from '../../../testing/pg-test-databases';
import { upgradeOlderDatabase } from '../../../storage/postgres/testing/pg-schema-upgrade';
import { migrate, PG_SCHEMA_VERSION } from '../../../storage/postgres/pg-migrations';
import { openShopStore } from '../open-shop-store';
import { sampleShop } from '../testing/sample-shop';
import { shopBody } from '../shop-rows';

/*
 * The shops on a shared ledger: two desks on one database see the same shops (and one owner id stays one shop
 * when both add it), and the migration that adds the table keeps an older desk's waybills.
 */

const clusterUrl = inject('pgUrl');

/** The schema version just before `table` (found, not written down: migrations are renumbered). */
const versionBefore = async (url: string, table: string): Promise<number> => {
  const database = await createTestDatabase(url, 'shops_probe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let version = 1; version <= PG_SCHEMA_VERSION; version++) {
      await migrate(pool, version);
      const { rows } = await pool.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
      if (rows[0]?.t) return version - 1;
    }
    throw new Error(`no migration adds the ${table} table`);
  } finally {
    await pool.end();
    await database.drop();
  }
};

describe.skipIf(!clusterUrl)('shops on a shared ledger', () => {
  it('two desks on one database see the same shops; one owner id is one shop even when both add it', async () => {
    const database = await createTestDatabase(clusterUrl, 'shops_two_desks');
    const open = (desk: string) =>
      openPgLedger({ url: database.url, now: () => 1_000, desk, maxConnections: 2 });
    const [a, b] = [await open('desk A'), await open('desk B')];
    try {
      const [shopsA, shopsB] = [openShopStore(a.connection), openShopStore(b.connection)];
      await shopsA.save(sampleShop('tea', 'tea-owner'));
      expect((await shopsB.list()).map((s) => s.id)).toEqual(['tea']);
      await shopsB.save(sampleShop('tea', 'tea-owner', { paused: true }));
      expect((await shopsA.list())[0]?.paused).toBe(true);
      const both = await Promise.allSettled([
        shopsA.save(sampleShop('cup-a', 'cup-owner')),
        shopsB.save(sampleShop('cup-b', 'cup-owner')),
      ]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await shopsA.list()).filter((s) => s.ownerId === 'cup-owner')).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });

  it("adds the shops table to an older desk's database, its waybills kept, and the first shop adopted once", async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'shops_migration',
      from: await versionBefore(clusterUrl, 'shops'),
      seed: (pool) =>
        pool.query(`
          INSERT INTO fetch_intents (id, created_at, desk, shop_id, owner_id, cp_code, request_json, state, reason)
            VALUES (1, 1, 'old', 'demo-shop', 'demo-owner', 'YTO', '{}', 'issued', '');
          SELECT setval('fetch_intents_id_seq', 1);
          INSERT INTO fetch_intent_orders (intent_id, position, object_id, order_sn) VALUES (1, 0, 'obj-a', 'OLD-A');
          INSERT INTO waybills (id, intent_id, desk, object_id, order_sn, waybill_code, parent_waybill_code, cp_code,
            shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name)
            VALUES (1, 1, 'old', 'obj-a', 'OLD-A', 'YT0000000000401', '', 'YTO', 'demo-shop', 'demo-owner', 1,
              false, '张三', 'T恤 ×1');
          SELECT setval('waybills_id_seq', 1);
        `),
      async check(ledger) {
        const store = openShopStore(ledger.connection);
        expect(await store.list()).toEqual([]);
        expect(await store.adoptFirst(sampleShop('shop-1', 'demo-owner'))).toBe(true);
        const [kept] = await ledger.getWaybills([1]);
        expect(kept).toMatchObject({ waybillCode: 'YT0000000000401', ownerId: 'demo-owner' });
        expect((await store.list()).find((s) => s.ownerId === kept?.ownerId)?.id).toBe('shop-1');
        expect(await store.holdingsOf('demo-owner')).toEqual({ liveWaybills: 1, unsettledFetches: 0 });
      },
    });
  });

  it("adds which shops each desk packs to an older desk's database, its shops and desks kept", async () => {
    const tea = sampleShop('tea', 'tea-owner');
    await upgradeOlderDatabase(clusterUrl, {
      name: 'desk_shops_migration',
      from: await versionBefore(clusterUrl, 'desk_shops'),
      seed: (pool) =>
        pool.query(
          `INSERT INTO desks (name) VALUES ('old desk');
           INSERT INTO shops (shop_key, owner_id, position, body, updated_at) VALUES ('tea', 'tea-owner', 1, $$${shopBody(tea)}$$, 1)`,
        ),
      async check(ledger) {
        const store = openShopStore(ledger.connection);
        expect(await store.list()).toEqual([tea]);
        // The older desk set no limit: it packs every shop.
        expect(await store.desksPacking('tea')).toEqual(['old desk']);
        await store.setDeskShops(['tea']);
        expect(await store.desksPacking('tea')).toEqual(['old desk']);
      },
    });
  });
});
