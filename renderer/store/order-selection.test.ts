import { beforeEach, describe, expect, it } from 'vitest';
import { fakeOrder } from '../testing/orders-test-kit';
import { FETCH_CAP, selectedOrders, useOrderSelection } from './order-selection';

const page = Array.from({ length: 20 }, (_, i) => fakeOrder(i));
const sn = (i: number) => page[i]!.order.order_sn;
const sel = () => useOrderSelection.getState();

describe('order selection', () => {
  beforeEach(() => sel().clear());

  it('toggles one order on and off', () => {
    sel().toggle(page[3]!, page);
    expect(sel().selectedSns).toEqual([sn(3)]);
    sel().toggle(page[3]!, page);
    expect(sel().selectedSns).toEqual([]);
  });

  it(`refuses the ${FETCH_CAP + 1}th order and says how many were refused`, () => {
    for (let i = 0; i < FETCH_CAP; i++) sel().toggle(page[i]!, page);
    expect(sel().selectedSns).toHaveLength(FETCH_CAP);
    expect(sel().refused).toBe(0);
    sel().toggle(page[FETCH_CAP]!, page);
    expect(sel().selectedSns).toHaveLength(FETCH_CAP);
    expect(sel().selectedSns).not.toContain(sn(FETCH_CAP));
    expect(sel().refused).toBe(1);
    // Deselecting one frees a place and clears the message.
    sel().toggle(page[0]!, page);
    expect(sel().refused).toBe(0);
    sel().toggle(page[FETCH_CAP]!, page);
    expect(sel().selectedSns).toContain(sn(FETCH_CAP));
  });

  it('shift selects the range from the anchor, both directions', () => {
    sel().toggle(page[2]!, page);
    sel().toggle(page[6]!, page, true);
    expect(sel().selectedSns).toEqual([2, 3, 4, 5, 6].map(sn));
    sel().clear();
    sel().toggle(page[9]!, page);
    sel().toggle(page[7]!, page, true);
    expect([...sel().selectedSns].sort()).toEqual([7, 8, 9].map(sn).sort());
  });

  it('shift on a selected row deselects the range', () => {
    sel().toggle(page[0]!, page);
    sel().toggle(page[4]!, page, true);
    sel().toggle(page[2]!, page); // anchor 2, deselects 2
    sel().toggle(page[4]!, page, true); // 4 is selected → deselect 2..4
    expect(sel().selectedSns).toEqual([0, 1].map(sn));
  });

  it('a range past the cap keeps the rows nearest the anchor and counts the rest', () => {
    sel().toggle(page[0]!, page);
    sel().toggle(page[14]!, page, true);
    expect(sel().selectedSns).toEqual(Array.from({ length: FETCH_CAP }, (_, i) => sn(i)));
    expect(sel().refused).toBe(5);
  });

  it('keeps snapshots in selection order and refreshes them from a reloaded page', () => {
    sel().toggle(page[5]!, page);
    sel().toggle(page[1]!, page);
    expect(selectedOrders(sel()).map((o) => o.order.order_sn)).toEqual([sn(5), sn(1)]);
    const fresher = {
      ...page[5]!,
      waybill: { state: 'live' as const, liveWaybillCodes: ['YT1'], liveWaybillIds: [1], printedCount: 0 },
    };
    sel().refresh([fresher]);
    expect(sel().bySn[sn(5)]?.waybill.state).toBe('live');
  });

  it('keepOnly leaves just the failed orders selected', () => {
    [1, 2, 3].forEach((i) => sel().toggle(page[i]!, page));
    sel().keepOnly([sn(2)]);
    expect(sel().selectedSns).toEqual([sn(2)]);
    expect(Object.keys(sel().bySn)).toEqual([sn(2)]);
  });
});
