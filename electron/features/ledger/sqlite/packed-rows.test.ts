import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it } from 'vitest';
import { openLedger } from './open-ledger';
import { makeTempDir, recordFetch } from '../../../testing/ledger-test-kit';
import { CODEC } from '../../../storage/packed-text';

/*
 * On disk: print data and request bodies are written packed (bytes led by the codec byte), and print data
 * written as text before packing still reads as it was.
 */

const tmp = makeTempDir('packed-rows-');
afterAll(() => tmp.remove());

it('writes packed rows and reads the text rows written before', async () => {
  const file = tmp.file('ledger.sqlite');
  let ledger = await openLedger(file);
  const [packed, old] = await recordFetch(ledger, [
    { orderSn: 'A', waybillCode: 'YT0000000000001' },
    { orderSn: 'B', waybillCode: 'YT0000000000002' },
  ]);
  await ledger.close();
  const db = new DatabaseSync(file);
  const first = (sql: string) => db.prepare(sql).get() ?? {};
  expect(first(`SELECT typeof(body) AS t FROM fetch_intent_bodies`).t).toBe('blob');
  const row = first(`SELECT print_data AS p FROM waybill_print_data WHERE waybill_id = ${packed!.id}`);
  expect((row.p as Uint8Array)[0]).toBe(CODEC.printDataDict);
  // As a desk wrote it before packing.
  db.prepare('UPDATE waybill_print_data SET print_data = ? WHERE waybill_id = ?').run(
    old!.printData,
    old!.id,
  );
  db.close();
  ledger = await openLedger(file);
  const read = await ledger.getWaybills([packed!.id, old!.id]);
  expect(read.map((w) => w.printData)).toEqual([packed!.printData, old!.printData]);
  await ledger.close();
});
