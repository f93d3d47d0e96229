import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_DESK, ledgerBackends, type OpenedLedger } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';

/*
 * The ledger contract, desks: every desk that holds waybills is listed with its count (the Waybills screen's desk
 * choices), and the desk filter keeps exactly that desk's waybills, alone or with the other filters. The second
 * desk is the same data opened under another name: a renamed desk on SQLite, another desk on a shared ledger.
 */

describe.each(ledgerBackends())('ledger contract ($name): desks', (backend) => {
  let opened: OpenedLedger;

  beforeEach(async () => {
    opened = await backend.open({ now: () => new Date(2025, 5, 15, 12, 0, 0).getTime() });
  });
  afterEach(async () => {
    await opened.destroy();
  });

  it('an empty ledger knows no desk', async () => {
    expect(await opened.ledger.waybillDesks()).toEqual([]);
  });

  it('lists every desk holding waybills with its count, and filters by each', async () => {
    await recordFetch(opened.ledger, [
      { orderSn: 'A', waybillCode: 'YT0000000000001' },
      { orderSn: 'B', waybillCode: 'YT0000000000002' },
    ]);
    await recordFetch(opened.ledger, [{ orderSn: 'C', waybillCode: 'ZT0000000000003' }], 'ZTO');
    const other = await opened.reopen({ desk: 'desk 2' });
    await recordFetch(other, [{ orderSn: 'D', waybillCode: 'YT0000000000004' }]);

    expect(await other.waybillDesks()).toEqual([
      { desk: CONTRACT_DESK, count: 3 },
      { desk: 'desk 2', count: 1 },
    ]);

    const mine = await other.listWaybills({ desk: CONTRACT_DESK }, 0, 50);
    expect(mine.total).toBe(3);
    expect(mine.rows.map((r) => r.orderSn).sort()).toEqual(['A', 'B', 'C']);
    expect(mine.rows.every((r) => r.desk === CONTRACT_DESK)).toBe(true);

    const theirs = await other.listWaybills({ desk: 'desk 2' }, 0, 50);
    expect(theirs).toMatchObject({ total: 1, rows: [{ orderSn: 'D', desk: 'desk 2' }] });
    expect(await other.matchingWaybillIds({ desk: 'desk 2' })).toEqual(theirs.rows.map((r) => r.id));

    // With the other filters: a carrier, and text.
    expect((await other.listWaybills({ desk: CONTRACT_DESK, cpCode: 'ZTO' }, 0, 50)).rows).toMatchObject([
      { orderSn: 'C' },
    ]);
    expect((await other.listWaybills({ desk: 'desk 2', text: 'YT000000000000' }, 0, 50)).total).toBe(1);
    // No desk: every desk's waybills; an unknown desk: none.
    expect((await other.listWaybills({}, 0, 50)).total).toBe(4);
    expect(await other.listWaybills({ desk: 'desk 9' }, 0, 50)).toEqual({ rows: [], total: 0 });
  });
});
