import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../storage/sqlite/migrations';
import { migrate as pgMigrate } from '../../storage/postgres/pg-migrations';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { openPgLedger } from '../ledger/postgres/open-pg-ledger';
import { makeTempDir } from '../../testing/ledger-test-kit';
import { testClusterUrl } from '../../testing/ledger-backends';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { openHandoverStore } from './open-handover-store';

/*
 * The handover's migration on each backend: a ledger an older desk left (its waybills written before the handover
 * tables existed) is upgraded, and its waybills are scanned into a batch. The version before the handover's is
 * found by stepping the migrations, never by its number (numbers move when migrations are merged).
 */

const INTENT = `INSERT INTO fetch_intents (created_at, desk, shop_id, owner_id, cp_code, request_json, state, reason)
  VALUES (1, 'old', 'demo-shop', 'demo-owner', 'ZTO', '{}', 'issued', '')`;
const WAYBILL = `INSERT INTO waybills (intent_id, desk, object_id, order_sn, waybill_code, parent_waybill_code, cp_code,
  shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name, printed_count)
  VALUES (1, 'old', 'obj-O-1', 'O-1', 'ZT-OLD-1', '', 'ZTO', 'demo-shop', 'demo-owner', 1, FALSE, '张三', '茶', 1)`;
const ORDER = `INSERT INTO waybill_orders (waybill_id, position, order_sn) VALUES (1, 0, 'O-1')`;

describe('the handover migration', () => {
  it('SQLite: an older ledger gains the handover tables, and its waybills scan into a batch', async () => {
    const tmp = makeTempDir('handover-migration-');
    try {
      const file = tmp.file('ledger.sqlite');
      const db = new DatabaseSync(file);
      const has = () =>
        db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'handover_scans'").get() !== undefined;
      let version = 1;
      for (; !has(); version++) migrate(db, version);
      db.close();
      // The file as the desk before the handover left it.
      const old = new DatabaseSync(tmp.file('old.sqlite'));
      migrate(old, version - 2);
      // SQLite keeps request bodies in a table of their own and no desk on an intent's row.
      old.exec(INTENT.replace('request_json, ', '').replace("'{}', ", ''));
      old.exec(WAYBILL.replace('desk, ', '').replace("'old', ", '').replace('FALSE', '0'));
      old.exec(ORDER);
      old.close();
      const ledger = await openLedger(tmp.file('old.sqlite'), { desk: 'new' });
      try {
        const store = openHandoverStore(ledger.connection);
        const batch = await store.openBatch('');
        const [found] = await store.lookup('O-1');
        expect(found).toMatchObject({ waybillCode: 'ZT-OLD-1', printed: 'printed', batches: [] });
        expect(await store.addScan(batch.id, found!, false)).toBe('added');
        await store.close(batch.id);
        expect(await store.batchHead(batch.id)).toMatchObject({ cpCode: 'ZTO', count: 1 });
      } finally {
        await ledger.close();
      }
    } finally {
      tmp.remove();
    }
  });

  it('PostgreSQL: an older shared ledger gains the handover tables, and its waybills scan into a batch', async (ctx) => {
    const url = testClusterUrl();
    if (!url) return ctx.skip('no PostgreSQL server binaries here (the reason was printed at start)');
    const database = await createTestDatabase(url, 'handover_migration');
    try {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      try {
        const has = async () =>
          (await pool.query<{ t: string | null }>("SELECT to_regclass('handover_scans') AS t")).rows[0]?.t !==
          null;
        const probe = await createTestDatabase(url, 'handover_probe');
        let version = 1;
        try {
          const probePool = new pg.Pool({ connectionString: probe.url, max: 1 });
          const probeHas = async () =>
            (await probePool.query<{ t: string | null }>("SELECT to_regclass('handover_scans') AS t")).rows[0]
              ?.t !== null;
          for (; !(await probeHas()); version++) await pgMigrate(probePool, version);
          await probePool.end();
        } finally {
          await probe.drop();
        }
        await pgMigrate(pool, version - 2);
        expect(await has()).toBe(false);
        await pool.query(INTENT);
        await pool.query(WAYBILL);
        await pool.query(ORDER);
      } finally {
        await pool.end();
      }
      const ledger = await openPgLedger({
        url: database.url,
        now: () => 100,
        desk: 'new',
        maxConnections: 2,
      });
      try {
        const store = openHandoverStore(ledger.connection);
        const batch = await store.openBatch('');
        const [found] = await store.lookup('ZT-OLD-1');
        expect(found).toMatchObject({ orderSns: ['O-1'], printed: 'printed' });
        expect(await store.addScan(batch.id, found!, false)).toBe('added');
        await store.close(batch.id);
      } finally {
        await ledger.close();
      }
    } finally {
      await database.drop();
    }
  });
});
