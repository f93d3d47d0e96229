import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ledger } from './ledger-types';
import { intentFor, makeTempDir, recordFetch, type TempDir } from '../../testing/ledger-test-kit';
import { openLedger } from './open-ledger';

let tmp: TempDir;
let ledger: Ledger;

beforeEach(() => {
  tmp = makeTempDir();
  ledger = openLedger(tmp.file('ledger.db'));
});
afterEach(() => {
  ledger.close();
  tmp.remove();
});

describe('order waybill states', () => {
  it('none, live (codes, ids, printed count), recycled', () => {
    const [a1, b1] = recordFetch(ledger, [
      { orderSn: 'A', waybillCode: 'YT0000000000001' },
      { orderSn: 'B', waybillCode: 'YT0000000000002' },
    ]);
    // The seller confirmed a second fetch for A (W11): A now holds two live waybills.
    const [a2] = recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000003' }]);
    ledger.recordPrints([a1!.id, a2!.id], 'Zebra', 'silent');
    ledger.recordPrints([a2!.id], 'Zebra', 'silent');
    ledger.recordRecycleOutcomes([{ id: b1!.id, ok: true, errorMsg: null }]);

    const states = ledger.orderWaybillStates(['A', 'B', 'C']);
    expect(states.get('A')).toEqual({
      state: 'live',
      liveWaybillCodes: ['YT0000000000001', 'YT0000000000003'],
      liveWaybillIds: [a1!.id, a2!.id],
      printedCount: 3,
    });
    expect(states.get('B')).toEqual({
      state: 'recycled',
      liveWaybillCodes: [],
      liveWaybillIds: [],
      printedCount: 0,
    });
    expect(states.get('C')).toEqual({
      state: 'none',
      liveWaybillCodes: [],
      liveWaybillIds: [],
      printedCount: 0,
    });
  });

  it('printedCount counts live waybills only', () => {
    const [a1] = recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const [a2] = recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000002' }]);
    ledger.recordPrints([a1!.id, a2!.id], null, 'pdf');
    ledger.recordRecycleOutcomes([{ id: a1!.id, ok: true, errorMsg: null }]);
    expect(ledger.orderWaybillStates(['A']).get('A')).toMatchObject({ state: 'live', printedCount: 1 });
  });

  it('an unsettled intent after a live waybill shows outcome-unknown, still listing the live codes', () => {
    const [a1] = recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const id = ledger.openFetchIntent(intentFor(['A', 'B']));
    ledger.markFetchIntentUnknown(id, 'timeout');
    const states = ledger.orderWaybillStates(['A', 'B']);
    expect(states.get('A')).toMatchObject({ state: 'outcome-unknown', liveWaybillIds: [a1!.id] });
    expect(states.get('B')?.state).toBe('outcome-unknown');
  });

  it('a live waybill from a later fetch settles the order, not the other orders of the intent', () => {
    ledger.openFetchIntent(intentFor(['A', 'B']));
    recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const states = ledger.orderWaybillStates(['A', 'B']);
    expect(states.get('A')?.state).toBe('live');
    expect(states.get('B')?.state).toBe('outcome-unknown');
  });

  it('a recycled waybill does not settle an unknown outcome', () => {
    const [a1] = recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    ledger.openFetchIntent(intentFor(['A']));
    ledger.recordRecycleOutcomes([{ id: a1!.id, ok: true, errorMsg: null }]);
    expect(ledger.orderWaybillStates(['A']).get('A')?.state).toBe('outcome-unknown');
  });

  it('answers for every asked order, duplicates and unknown numbers included', () => {
    const states = ledger.orderWaybillStates(['X', 'X', 'it\'s "odd"']);
    expect([...states.keys()]).toEqual(['X', 'it\'s "odd"']);
  });
});
