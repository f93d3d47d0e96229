import { describe, expect, it } from 'vitest';
import type { OrderWaybillState } from '../ipc/channels/orders';
import { decideScan, normalizeScan, scanCodeVariants, type ScanFacts } from './scan-decision';

const none: OrderWaybillState = { state: 'none', liveWaybillCodes: [], liveWaybillIds: [], printedCount: 0 };
const live: OrderWaybillState = {
  state: 'live',
  liveWaybillCodes: ['YT1'],
  liveWaybillIds: [7],
  printedCount: 1,
};
const order = (
  waybill: OrderWaybillState,
  orderStatus = 1,
  extra: Partial<NonNullable<ScanFacts['order']>> = {},
) => ({
  order: { orderSn: 'O1', orderStatus, waybill, ...extra },
  waybill: null,
});

describe('the scan decision', () => {
  it('an order awaiting shipment with no live waybill is fetched', () => {
    expect(decideScan(order(none), 'reprint')).toEqual({ action: 'fetch', orderSn: 'O1' });
  });
  it('an awaiting order whose only waybill was recycled needs a new one: fetched', () => {
    expect(decideScan(order({ ...none, state: 'recycled' }), 'reprint')).toEqual({
      action: 'fetch',
      orderSn: 'O1',
    });
  });
  it('an order holding a live waybill is reprinted, asked about or refused, as the setting says', () => {
    expect(decideScan(order(live), 'reprint')).toEqual({
      action: 'reprint',
      orderSn: 'O1',
      waybillIds: [7],
      codes: ['YT1'],
      via: 'order',
    });
    expect(decideScan(order(live), 'ask')).toEqual({
      action: 'ask',
      orderSn: 'O1',
      waybillIds: [7],
      codes: ['YT1'],
    });
    expect(decideScan(order(live), 'refuse')).toEqual({
      action: 'refuse',
      reason: 'reprint-refused',
      orderSn: 'O1',
      codes: ['YT1'],
    });
  });
  it("another order's waybill to the same receiver is never this order's label: refused, never fetched", () => {
    const member = order(none, 1, { groupWaybill: { ids: [9], codes: ['YT9'] } });
    for (const policy of ['reprint', 'ask', 'refuse'] as const) {
      expect(decideScan(member, policy)).toEqual({
        action: 'refuse',
        reason: 'parcel-waybill',
        orderSn: 'O1',
        codes: ['YT9'],
      });
    }
    const recycled = order({ ...none, state: 'recycled' }, 1, { groupWaybill: { ids: [9], codes: ['YT9'] } });
    expect(decideScan(recycled, 'reprint')).toMatchObject({ action: 'refuse', reason: 'parcel-waybill' });
  });
  it('a live order that is no longer awaiting shipment still reprints its label (no new number)', () => {
    expect(decideScan(order(live, 2), 'reprint')).toMatchObject({ action: 'reprint', waybillIds: [7] });
  });
  it('a waybill number reprints that label; a recycled one is refused', () => {
    const w = { id: 7, code: 'YT1', orderSn: 'O1', status: 'live' as const };
    expect(decideScan({ order: null, waybill: w }, 'refuse')).toEqual({
      action: 'reprint',
      orderSn: 'O1',
      waybillIds: [7],
      codes: ['YT1'],
      via: 'waybill',
    });
    expect(decideScan({ order: null, waybill: { ...w, status: 'recycled' } }, 'reprint')).toEqual({
      action: 'refuse',
      reason: 'recycled',
      orderSn: 'O1',
      codes: ['YT1'],
    });
  });
  it('refused, never fetched: not awaiting shipment, unknown, outcome unknown, being fetched', () => {
    expect(decideScan(order(none, 2), 'reprint')).toEqual({
      action: 'refuse',
      reason: 'not-awaiting',
      orderSn: 'O1',
    });
    expect(decideScan(order(none, 3), 'reprint')).toMatchObject({ action: 'refuse', reason: 'not-awaiting' });
    expect(decideScan({ order: null, waybill: null }, 'reprint')).toEqual({
      action: 'refuse',
      reason: 'unknown',
    });
    expect(decideScan(order({ ...live, state: 'outcome-unknown' }), 'reprint')).toEqual({
      action: 'refuse',
      reason: 'outcome-unknown',
      orderSn: 'O1',
      codes: ['YT1'],
    });
    expect(decideScan(order({ ...none, state: 'fetching' }), 'reprint')).toEqual({
      action: 'refuse',
      reason: 'fetching',
      orderSn: 'O1',
    });
  });
  it('no decision ever fetches for anything but an awaiting order without a live waybill', () => {
    const states: OrderWaybillState['state'][] = ['none', 'fetching', 'live', 'recycled', 'outcome-unknown'];
    for (const state of states)
      for (const status of [1, 2, 3, 4])
        for (const policy of ['reprint', 'ask', 'refuse'] as const) {
          const w = state === 'live' || state === 'outcome-unknown' ? { ...live, state } : { ...none, state };
          const d = decideScan(order(w, status), policy);
          const mayFetch = status === 1 && (state === 'none' || state === 'recycled');
          expect(d.action === 'fetch').toBe(mayFetch);
        }
  });
  it("a scanner's trailing newline and spaces are not part of the number", () => {
    expect(normalizeScan(' 240611-123\r\n')).toBe('240611-123');
  });
  it('full-width digits, letters and hyphens (an IME in full width) are the ASCII number', () => {
    expect(normalizeScan('２６１１２３－０００１')).toBe('261123-0001');
    expect(normalizeScan('ＹＴ６５３３')).toBe('YT6533');
    expect(normalizeScan('261123—0001')).toBe('261123-0001');
  });
  it('a lower-case scan is looked up as scanned, then in upper case', () => {
    expect(scanCodeVariants('yt6533')).toEqual(['yt6533', 'YT6533']);
    expect(scanCodeVariants('261123-0001')).toEqual(['261123-0001']);
  });
});
