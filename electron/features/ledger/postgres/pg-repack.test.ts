import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { openPgLedger, type PgLedger } from './open-pg-ledger';
import { packText } from '../../../storage/packed-text';

/*
 * Print data desks wrote before labels had references (as text: `print_data` set, `packed` null; or packed alone)
 * is packed against its shop and carrier's reference by the cleanup in batches, and reads back as written; once
 * all are packed a batch finds none.
 */

const clusterUrl = inject('pgUrl');
const DAY = 86_400_000;

describe.skipIf(!clusterUrl)('the shared ledger packs old print data', () => {
  let db: TestDatabase;
  let ledger: PgLedger;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase(clusterUrl, 'repack');
    ledger = await openPgLedger({ url: db.url, desk: 'desk 1' });
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await ledger?.close();
    await db?.drop();
  });

  it('packs text rows and rows packed alone against their reference in batches of the policy, reading back the same label', async () => {
    const written = await recordFetch(
      ledger,
      ['A', 'B', 'C'].map((orderSn, i) => ({ orderSn, waybillCode: `YT000000000010${i}` })),
    );
    // As desks wrote them before: two as text, one packed alone.
    const rewrite = `UPDATE waybill_print_data SET print_data = $1, packed = $2, reference_id = NULL
      WHERE waybill_id = $3`;
    for (const w of written.slice(0, 2)) await pool.query(rewrite, [w.printData, null, w.id]);
    const alone = written[2]!;
    await pool.query(rewrite, [null, packText(alone.printData, 'printDataDict'), alone.id]);
    expect((await ledger.getWaybills(written.map((w) => w.id))).map((w) => w.printData)).toEqual(
      written.map((w) => w.printData),
    );
    const policy = {
      printDataAfterMs: 30 * DAY,
      requestBodyAfterMs: 30 * DAY,
      orderBookAfterMs: 180 * DAY,
      batch: 2,
      only: 'repacked' as const,
    };
    expect((await ledger.cleanupBatch(policy)).repacked).toBe(2);
    expect((await ledger.cleanupBatch(policy)).repacked).toBe(1);
    expect((await ledger.cleanupBatch(policy)).repacked).toBe(0);
    const { rows } = await pool.query<{ text: number; packed: number; refs: number }>(
      `SELECT count(print_data)::int AS text, count(packed)::int AS packed,
         count(DISTINCT reference_id)::int AS refs FROM waybill_print_data`,
    );
    expect(rows[0]).toEqual({ text: 0, packed: 3, refs: 1 });
    const read = await ledger.getWaybills(written.map((w) => w.id));
    expect(read.map((w) => w.printData)).toEqual(written.map((w) => w.printData));
  });
});
