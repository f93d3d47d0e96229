import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { openLedger } from './open-ledger';

/*
 * The SQLite ledger's desk choices: a waybill written before desks had names ('') is this desk's own, in the
 * list of desks as in the desk filter, so a desk that was renamed still finds it under its name.
 */

const tmp = tempDirPerTest('waybill-desks-');

describe('SQLite ledger: desks of waybills written before desk names', () => {
  it("counts them and filters them as this desk's", async () => {
    const file = tmp.file('ledger.sqlite');
    const first = await openLedger(file, { desk: 'old name' });
    await recordFetch(first, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    await recordFetch(first, [{ orderSn: 'B', waybillCode: 'YT0000000000002' }]);
    await first.close();
    // As a ledger from before migration 6 left it: no desk on the first waybill.
    const raw = new DatabaseSync(file);
    raw.prepare("UPDATE waybills SET desk = '' WHERE order_sn = 'A'").run();
    raw.close();

    const ledger = await openLedger(file, { desk: 'packing 1' });
    try {
      await recordFetch(ledger, [{ orderSn: 'C', waybillCode: 'YT0000000000003' }]);
      expect(await ledger.waybillDesks()).toEqual([
        { desk: 'old name', count: 1 },
        { desk: 'packing 1', count: 2 },
      ]);
      const mine = await ledger.listWaybills({ desk: 'packing 1' }, 0, 10);
      expect(mine.rows.map((r) => [r.orderSn, r.desk])).toEqual([
        ['C', 'packing 1'],
        ['A', 'packing 1'],
      ]);
    } finally {
      await ledger.close();
    }
  });
});
