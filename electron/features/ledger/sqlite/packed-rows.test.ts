import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it } from 'vitest';
import { openLedger } from './open-ledger';
import { makeTempDir, recordFetch } from '../../../testing/ledger-test-kit';
import { CODEC, packText } from '../../../storage/packed-text';

/*
 * On disk: print data is written packed against its shop and carrier's reference label, request bodies packed;
 * print data written before (as text, or packed alone) still reads as it was, and the cleanup repacks it against
 * the reference.
 */

const tmp = makeTempDir('packed-rows-');
afterAll(() => tmp.remove());

const REPACK = {
  printDataAfterMs: 1e12,
  requestBodyAfterMs: 1e12,
  orderBookAfterMs: 1e12,
  batch: 10,
  only: 'repacked' as const,
};

it('writes labels packed against one reference per shop and carrier, and reads the rows written before', async () => {
  const file = tmp.file('ledger.sqlite');
  let ledger = await openLedger(file);
  const [packed, text, alone] = await recordFetch(ledger, [
    { orderSn: 'A', waybillCode: 'YT0000000000001' },
    { orderSn: 'B', waybillCode: 'YT0000000000002' },
    { orderSn: 'C', waybillCode: 'YT0000000000003' },
  ]);
  await ledger.close();
  const db = new DatabaseSync(file);
  const all = (sql: string) => db.prepare(sql).all();
  expect(all(`SELECT typeof(body) AS t FROM fetch_intent_bodies`)[0]?.t).toBe('blob');
  const rows = all('SELECT print_data AS p, reference_id AS r FROM waybill_print_data ORDER BY waybill_id');
  expect(rows.map((row) => (row.p as Uint8Array)[0])).toEqual([
    CODEC.printDataRef,
    CODEC.printDataRef,
    CODEC.printDataRef,
  ]);
  expect(new Set(rows.map((row) => row.r)).size).toBe(1);
  expect(all('SELECT count(*) AS n FROM waybill_print_data_references')[0]?.n).toBe(1);
  // As desks wrote them before references: as text, and packed alone.
  const rewrite = db.prepare(
    'UPDATE waybill_print_data SET print_data = ?, reference_id = NULL WHERE waybill_id = ?',
  );
  rewrite.run(text!.printData, text!.id);
  rewrite.run(packText(alone!.printData, 'printDataDict'), alone!.id);
  db.close();

  ledger = await openLedger(file);
  const ids = [packed!.id, text!.id, alone!.id];
  const expected = [packed!.printData, text!.printData, alone!.printData];
  expect((await ledger.getWaybills(ids)).map((w) => w.printData)).toEqual(expected);
  expect((await ledger.cleanupBatch(REPACK)).repacked).toBe(2);
  expect((await ledger.cleanupBatch(REPACK)).repacked).toBe(0);
  expect((await ledger.getWaybills(ids)).map((w) => w.printData)).toEqual(expected);
  await ledger.close();

  const after = new DatabaseSync(file, { readOnly: true });
  const refs = after.prepare('SELECT DISTINCT reference_id AS r FROM waybill_print_data').all();
  expect(refs).toHaveLength(1);
  expect(refs[0]?.r).not.toBeNull();
  after.close();
});

it('sizes a ledger file by table (read on a worker thread), its label references among them', async () => {
  const ledger = await openLedger(tmp.file('sized.sqlite'));
  try {
    await recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const parts = new Map((await ledger.storageSizes()).map((p) => [p.part, p.bytes]));
    for (const table of ['waybills', 'waybill_print_data', 'waybill_print_data_references', 'charges'])
      expect(parts.get(table)).toBeGreaterThan(0);
  } finally {
    await ledger.close();
  }
});
