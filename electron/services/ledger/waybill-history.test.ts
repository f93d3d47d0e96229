import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ledger } from './ledger-types';
import { makeTempDir, recordFetch, type TempDir } from '../../testing/ledger-test-kit';
import { openLedger } from './open-ledger';

let tmp: TempDir;
let ledger: Ledger;
let clock = 1_750_000_000_000;

beforeEach(() => {
  tmp = makeTempDir();
  ledger = openLedger(tmp.file('ledger.db'), { now: () => clock });
});
afterEach(() => {
  ledger.close();
  tmp.remove();
});

/** The history tables are not exposed by the Ledger interface; read the file as an auditor would. */
function audit(sql: string, ...params: number[]) {
  const db = new DatabaseSync(tmp.file('ledger.db'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

const seeds = [1, 2, 3].map((n) => ({ orderSn: `O-${n}`, waybillCode: `YT000000000000${n}` }));

describe('recycle outcomes', () => {
  it('only ok entries become recycled; a failure keeps the waybill live with its error_msg', () => {
    const [a, b, c] = recordFetch(ledger, seeds);
    clock += 60_000;
    ledger.recordRecycleOutcomes([
      { id: a!.id, ok: true, errorMsg: null },
      { id: b!.id, ok: false, errorMsg: 'wp_code is not the issuing carrier' },
    ]);
    const [ra, rb, rc] = ledger.getWaybills([a!.id, b!.id, c!.id]);
    expect(ra).toMatchObject({ status: 'recycled', recycledAt: clock, lastRecycleError: null });
    expect(rb).toMatchObject({
      status: 'live',
      recycledAt: null,
      lastRecycleError: 'wp_code is not the issuing carrier',
    });
    expect(rc).toMatchObject({ status: 'live', lastRecycleError: null });

    // A retry that succeeds clears the error; every attempt stays in the history.
    ledger.recordRecycleOutcomes([{ id: b!.id, ok: true, errorMsg: null }]);
    expect(ledger.getWaybills([b!.id])[0]).toMatchObject({ status: 'recycled', lastRecycleError: null });
    expect(
      audit('SELECT ok, error_msg FROM recycle_attempts WHERE waybill_id = ? ORDER BY id', b!.id),
    ).toEqual([
      { ok: 0, error_msg: 'wp_code is not the issuing carrier' },
      { ok: 1, error_msg: null },
    ]);
  });

  it('an outcome for an id not in the ledger rolls the whole batch back', () => {
    const [a] = recordFetch(ledger, seeds);
    expect(() =>
      ledger.recordRecycleOutcomes([
        { id: a!.id, ok: true, errorMsg: null },
        { id: 9999, ok: true, errorMsg: null },
      ]),
    ).toThrow(/FOREIGN KEY/);
    expect(ledger.getWaybills([a!.id])[0]?.status).toBe('live');
  });
});

describe('prints', () => {
  it('each print increments printed_count, sets the last printed time and is kept in history', () => {
    const [a, b] = recordFetch(ledger, seeds);
    clock += 1000;
    ledger.recordPrints([a!.id, b!.id], 'Deli DL-888', 'silent');
    clock += 1000;
    ledger.recordPrints([a!.id], null, 'pdf');
    const [ra, rb] = ledger.getWaybills([a!.id, b!.id]);
    expect(ra).toMatchObject({ printedCount: 2, lastPrintedAt: clock });
    expect(rb).toMatchObject({ printedCount: 1, lastPrintedAt: clock - 1000 });
    expect(audit('SELECT printer, mode FROM prints WHERE waybill_id = ? ORDER BY id', a!.id)).toEqual([
      { printer: 'Deli DL-888', mode: 'silent' },
      { printer: null, mode: 'pdf' },
    ]);
  });

  it('cloud-print outcomes are recorded per waybill', () => {
    const [a] = recordFetch(ledger, seeds);
    ledger.recordCloudPrintOutcome(a!.id, 'failed', 'printer offline');
    ledger.recordCloudPrintOutcome(a!.id, 'printed', null);
    expect(
      audit('SELECT status, msg FROM cloud_print_outcomes WHERE waybill_id = ? ORDER BY id', a!.id),
    ).toEqual([
      { status: 'failed', msg: 'printer offline' },
      { status: 'printed', msg: null },
    ]);
  });
});
