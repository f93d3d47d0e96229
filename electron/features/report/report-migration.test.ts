import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { upgradeOlderDatabase } from '../../storage/postgres/testing/pg-schema-upgrade';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { LEDGER_SCHEMA_VERSION, migrate } from '../../storage/sqlite/migrations';
import { createLedgerDb } from '../../storage/sqlite/ledger-db';
import { migrate as migratePg, PG_SCHEMA_VERSION } from '../../storage/postgres/pg-migrations';
import { openReportStore } from './report-store';

/*
 * The report's migration (its indexes, and the wrong-goods count of a pack check) on a ledger an older desk wrote,
 * on each backend: the old check reads as passed, and the report counts it. The migration is found by its column,
 * never by number (migrations of other work may come before it).
 */

const SEED = `
  INSERT INTO waybills (id, intent_id, desk, object_id, order_sn, waybill_code, parent_waybill_code, cp_code, shop_id,
    owner_id, issued_at, encrypted, receiver_name, goods_name) VALUES
    (1, 1, 'old', 'a', 'OLD-A', 'YT1', '', 'YTO', 's', 'o', 1000, FALSE, 'r', 'g');
`;
const query = ReportQuery.parse({ start: 0, end: 86_400_000, utcOffsetMinutes: 0 });
const ONE_PASSED = { parcels: 1, checksPassed: 1, checksWrongGoods: 0, checksOverridden: 0 };

const hasWrongScans = (db: DatabaseSync) =>
  db.prepare("SELECT 1 FROM pragma_table_info('pack_checks') WHERE name = 'wrong_scans'").get() !== undefined;

const sqliteReportVersion = (): number => {
  const db = new DatabaseSync(':memory:');
  try {
    for (let v = 1; v <= LEDGER_SCHEMA_VERSION; v++) {
      migrate(db, v);
      if (hasWrongScans(db)) return v;
    }
    throw new Error('no migration adds pack_checks.wrong_scans');
  } finally {
    db.close();
  }
};

describe('ledger migration: the report (sqlite)', () => {
  it('an older ledger’s pack check reads as passed, and the report reads it through its indexes', async () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, sqliteReportVersion() - 1);
    db.exec(`INSERT INTO fetch_intents (id, created_at, shop_id, owner_id, cp_code, state)
      VALUES (1, 1000, 's', 'o', 'YTO', 'issued'); ${SEED}
      INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides)
        VALUES (1, '["OLD-A"]', 'old', 2000, '[]', 0);`);
    migrate(db);
    const store = openReportStore({ kind: 'sqlite', db: createLedgerDb(db, () => 0, 'new') });
    expect((await store.figures(query)).current).toMatchObject(ONE_PASSED);
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT count(*) FROM pack_checks WHERE checked_at >= 0')
      .all();
    expect(JSON.stringify(plan)).toContain('pack_checks_by_at');
    db.close();
  });
});

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('report-migration.test: the PostgreSQL case skipped, no PostgreSQL cluster');

const pgReportVersion = async (url: string): Promise<number> => {
  const database = await createTestDatabase(url, 'reportprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migratePg(pool, v);
      const { rows } = await pool.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'pack_checks' AND column_name = 'wrong_scans'",
      );
      if (rows.length > 0) return v;
    }
    throw new Error('no migration adds pack_checks.wrong_scans');
  } finally {
    await pool.end();
    await database.drop();
  }
};

describe.skipIf(!clusterUrl)('shared ledger migration: the report', () => {
  it('an older database’s pack check reads as passed, and the report counts it', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'report',
      from: (await pgReportVersion(clusterUrl)) - 1,
      seed: (pool) =>
        pool.query(`INSERT INTO fetch_intents (id, created_at, desk, shop_id, owner_id, cp_code, request_json, state,
          reason) VALUES (1, 1000, 'old', 's', 'o', 'YTO', '{}', 'issued', ''); ${SEED}
          INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides)
            VALUES (1, '{OLD-A}', 'old', 2000, '[]', 0);`),
      async check(ledger) {
        const store = openReportStore(ledger.connection);
        expect((await store.figures(query)).current).toMatchObject(ONE_PASSED);
      },
    });
  });
});
