import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDay } from './charges';
import type { Ledger } from './ledger-types';
import { makeTempDir, recordFetch, type TempDir } from '../../testing/ledger-test-kit';
import { openLedger } from './open-ledger';

let tmp: TempDir;
let ledger: Ledger;
// Noon, local time: one hour back and forward stay in the same local day.
const noon = new Date(2025, 5, 15, 12, 0, 0).getTime();
let clock = noon;

beforeEach(() => {
  clock = noon;
  tmp = makeTempDir();
  ledger = openLedger(tmp.file('ledger.db'), { now: () => clock });
});
afterEach(() => {
  ledger.close();
  tmp.remove();
});

describe('charges summary', () => {
  it('today is the local calendar day; session counts from its start; by operation is today', () => {
    clock = new Date(2025, 5, 14, 23, 59, 59).getTime(); // yesterday, last second
    ledger.recordCharge('lookupCoupon', 7);
    clock = new Date(2025, 5, 15, 0, 0, 0).getTime(); // today, first second
    ledger.recordCharge('listSoldOrders', 1);
    const sessionStart = noon - 3_600_000;
    clock = noon;
    ledger.recordCharge('lookupCoupon', 1);
    recordFetch(
      ledger,
      [1, 2, 3].map((n) => ({ orderSn: `O-${n}`, waybillCode: `YT${n}` })),
      'YTO',
      3,
    );
    ledger.recordCharge('recycleWaybills', 1);

    expect(ledger.chargesSummary(sessionStart)).toEqual({
      today: 6,
      session: 5,
      byOperation: { fetchWaybills: 3, pushItems: 0, lookupCoupon: 1, recycleWaybills: 1, listSoldOrders: 1 },
      calls: 4,
      unreported: { today: 0, session: 0 },
    });
    // The next day starts from zero; the session figure does not depend on the day.
    clock = new Date(2025, 5, 16, 9, 0, 0).getTime();
    expect(ledger.chargesSummary(sessionStart)).toMatchObject({ today: 0, session: 5, calls: 0 });
  });

  it('a call that cost nothing is not a charge; a negative or non-finite charge is refused', () => {
    ledger.recordCharge('pushItems', 0);
    expect(ledger.chargesSummary(0)).toMatchObject({ today: 0, calls: 0 });
    expect(() => ledger.recordCharge('pushItems', -1)).toThrow(/Invalid charge/);
    expect(() => ledger.recordCharge('pushItems', Number.NaN)).toThrow(/Invalid charge/);
  });

  it('a local day is [midnight, next midnight)', () => {
    const { start, end } = localDay(noon);
    expect(new Date(start).getHours()).toBe(0);
    expect(new Date(end).getDate()).toBe(16);
    expect(start <= noon && noon < end).toBe(true);
  });
});
