import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ledger } from './ledger-types';
import { intentFor, issuedWaybill, makeTempDir, recordFetch, type TempDir } from '../../testing/ledger-test-kit';
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

const stateOf = (sn: string) => ledger.orderWaybillStates([sn]).get(sn)?.state;

describe('fetch intents', () => {
  it('an open intent is listed as pending, in request order, and blocks its orders', () => {
    const id = ledger.openFetchIntent(intentFor(['O-2', 'O-1', 'O-3'], 'ZTO'));
    expect(ledger.openFetchIntents()).toEqual([
      { id, createdAt: clock, cpCode: 'ZTO', orderSns: ['O-2', 'O-1', 'O-3'], reason: 'pending' },
    ]);
    expect(stateOf('O-1')).toBe('outcome-unknown');
    expect(stateOf('O-9')).toBe('none');
  });

  it('closing as issued stores every waybill, the charge and closes the intent', () => {
    const id = ledger.openFetchIntent(intentFor(['O-1', 'O-2'], 'YTO'));
    clock += 1500;
    const stored = ledger.closeFetchIntentIssued(
      id,
      [
        issuedWaybill({
          orderSn: 'O-1',
          objectId: 'a',
          waybillCode: 'YT0000000000001',
          receiverName: '李四',
        }),
        issuedWaybill({ orderSn: 'O-2', objectId: 'b', waybillCode: 'YT0000000000002', encrypted: true }),
      ],
      2,
    );
    expect(stored.map((w) => [w.orderSn, w.objectId, w.waybillCode, w.cpCode, w.shopId, w.ownerId])).toEqual([
      ['O-1', 'a', 'YT0000000000001', 'YTO', 'demo-shop', 'demo-owner'],
      ['O-2', 'b', 'YT0000000000002', 'YTO', 'demo-shop', 'demo-owner'],
    ]);
    expect(stored[0]).toMatchObject({
      issuedAt: clock,
      receiverName: '李四',
      status: 'live',
      printedCount: 0,
    });
    expect(stored[1]?.encrypted).toBe(true);
    expect(JSON.parse(stored[0]?.printData ?? '')).toMatchObject({
      data: { waybillCode: 'YT0000000000001' },
    });
    expect(ledger.getWaybills(stored.map((w) => w.id))).toEqual(stored);
    expect(ledger.openFetchIntents()).toEqual([]);
    expect(stateOf('O-1')).toBe('live');
    expect(ledger.chargesSummary(0).byOperation.fetchWaybills).toBe(2);
  });

  it('a failing close (a waybill code already stored) keeps nothing and leaves the intent open', () => {
    recordFetch(ledger, [{ orderSn: 'O-0', waybillCode: 'YT0000000000009' }]);
    const id = ledger.openFetchIntent(intentFor(['O-1', 'O-2']));
    expect(() =>
      ledger.closeFetchIntentIssued(
        id,
        [
          issuedWaybill({ orderSn: 'O-1', waybillCode: 'YT0000000000001' }),
          issuedWaybill({ orderSn: 'O-2', waybillCode: 'YT0000000000009' }),
        ],
        2,
      ),
    ).toThrow(/UNIQUE/);
    expect(ledger.listWaybills({}, 0, 10).total).toBe(1);
    expect(ledger.chargesSummary(0).byOperation.fetchWaybills).toBe(1);
    expect(ledger.openFetchIntents().map((i) => i.id)).toEqual([id]);
    expect(stateOf('O-1')).toBe('outcome-unknown');
  });

  it('a failed intent closes with nothing issued or charged', () => {
    const id = ledger.openFetchIntent(intentFor(['O-1']));
    ledger.closeFetchIntentFailed(id, 'code 100: bad sender');
    expect(ledger.openFetchIntents()).toEqual([]);
    expect(stateOf('O-1')).toBe('none');
    expect(ledger.chargesSummary(0).calls).toBe(0);
    expect(() => ledger.closeFetchIntentIssued(id, [], 0)).toThrow(/already closed/);
  });

  it('an unknown outcome stays open with its reason until the seller resolves it', () => {
    const id = ledger.openFetchIntent(intentFor(['O-1', 'O-2']));
    ledger.markFetchIntentUnknown(id, 'socket hang up');
    expect(ledger.openFetchIntents()[0]).toMatchObject({ id, reason: 'socket hang up' });
    expect(stateOf('O-2')).toBe('outcome-unknown');

    expect(ledger.resolveFetchIntent(id, 'not-issued')).toBe(true);
    expect(ledger.resolveFetchIntent(id, 'not-issued')).toBe(false);
    expect(ledger.resolveFetchIntent(9999, 'not-issued')).toBe(false);
    expect(ledger.openFetchIntents()).toEqual([]);
    expect(stateOf('O-2')).toBe('none');
  });

  it('closed intents are not reopened or downgraded', () => {
    const id = ledger.openFetchIntent(intentFor(['O-5']));
    ledger.closeFetchIntentIssued(id, [issuedWaybill({ orderSn: 'O-5', waybillCode: 'YT0000000000005' })], 1);
    ledger.markFetchIntentUnknown(id, 'late timeout');
    ledger.closeFetchIntentFailed(id, 'late error');
    expect(ledger.openFetchIntents()).toEqual([]);
    expect(stateOf('O-5')).toBe('live');
    expect(() => ledger.closeFetchIntentIssued(id, [], 0)).toThrow(/already closed/);
    expect(ledger.resolveFetchIntent(id, 'superseded')).toBe(false);
  });

  it('waybills that arrive after the seller resolved the intent are still recorded', () => {
    const id = ledger.openFetchIntent(intentFor(['O-1']));
    ledger.resolveFetchIntent(id, 'not-issued');
    const stored = ledger.closeFetchIntentIssued(
      id,
      [issuedWaybill({ orderSn: 'O-1', waybillCode: 'YT1' })],
      1,
    );
    expect(stored).toHaveLength(1);
    expect(stateOf('O-1')).toBe('live');
  });

  it('refuses an intent without orders, an unknown intent and a negative charge', () => {
    expect(() => ledger.openFetchIntent(intentFor([]))).toThrow(/at least one order/);
    expect(() => ledger.closeFetchIntentIssued(4242, [], 0)).toThrow(/does not exist/);
    const id = ledger.openFetchIntent(intentFor(['O-1']));
    expect(() => ledger.closeFetchIntentIssued(id, [], -1)).toThrow(/Invalid charge/);
    expect(ledger.openFetchIntents()).toHaveLength(1);
  });
});
