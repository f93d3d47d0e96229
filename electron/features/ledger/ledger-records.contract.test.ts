import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_DESK, ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { intentFor, recordFetch } from '../../testing/ledger-test-kit';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';

/*
 * The ledger contract, part 2: what is recorded after issue (order states, waybill reads, recycles, prints,
 * charges) and the order snapshots fetches are built from. Interface only, every backend.
 */

const order = sampleSoldOrder;

describe.each(ledgerBackends())('ledger contract ($name): records', (backend) => {
  let clock = new Date(2025, 5, 15, 12, 0, 0).getTime();
  // Every test starts at the same time (before its ledger opens).
  beforeEach(() => {
    clock = new Date(2025, 5, 15, 12, 0, 0).getTime();
  });
  const subject = ledgerForEachTest(backend, () => clock);

  describe('order snapshots', () => {
    it('are kept per owner, the last copy winning', async () => {
      await subject.ledger.saveOrderSnapshots('demo-owner', [order('A'), order('B', { remark: 'first' })]);
      await subject.ledger.saveOrderSnapshots('demo-owner', [order('B', { remark: 'second' })]);
      await subject.ledger.saveOrderSnapshots('other-owner', [order('C')]);
      const found = await subject.ledger.getOrderSnapshots('demo-owner', ['A', 'B', 'C', 'Z']);
      expect([...found.keys()].sort()).toEqual(['A', 'B']);
      expect(found.get('B')?.remark).toBe('second');
      expect(found.get('A')).toEqual(order('A'));
    });
  });

  describe('order waybill states', () => {
    it('none, live (codes, ids, printed count of live waybills), recycled', async () => {
      const [a1, b1] = await recordFetch(subject.ledger, [
        { orderSn: 'A', waybillCode: 'YT0000000000001' },
        { orderSn: 'B', waybillCode: 'YT0000000000002' },
      ]);
      // The seller confirmed a second fetch for A (W11): A now holds two live waybills.
      const [a2] = await recordFetch(
        subject.ledger,
        [{ orderSn: 'A', waybillCode: 'YT0000000000003' }],
        'YTO',
        {
          confirmDuplicate: true,
        },
      );
      await subject.ledger.recordPrints([a1!.id, a2!.id], 'Zebra', 'silent');
      await subject.ledger.recordPrints([a2!.id], 'Zebra', 'silent');
      await subject.ledger.recordRecycleOutcomes([{ id: b1!.id, ok: true, errorMsg: null }]);

      const states = await subject.ledger.orderWaybillStates('demo-owner', ['A', 'B', 'C']);
      expect(states.get('A')).toEqual({
        state: 'live',
        liveWaybillCodes: ['YT0000000000001', 'YT0000000000003'],
        liveWaybillIds: [a1!.id, a2!.id],
        printedCount: 3,
        // Labels handed to a print dialog are counted apart from printed ones.
        dialogCount: 0,
        desk: CONTRACT_DESK,
      });
      expect(states.get('B')).toEqual({
        state: 'recycled',
        liveWaybillCodes: [],
        liveWaybillIds: [],
        printedCount: 0,
        dialogCount: 0,
      });
      expect(states.get('C')).toEqual({
        state: 'none',
        liveWaybillCodes: [],
        liveWaybillIds: [],
        printedCount: 0,
        dialogCount: 0,
      });

      await subject.ledger.recordRecycleOutcomes([{ id: a1!.id, ok: true, errorMsg: null }]);
      expect((await subject.ledger.orderWaybillStates('demo-owner', ['A'])).get('A')).toMatchObject({
        state: 'live',
        printedCount: 2,
      });
    });

    it('an unknown outcome after a live waybill shows as unknown, still listing the live codes', async () => {
      const [a1] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
      const id = await subject.ledger.openFetchIntent(intentFor(['A', 'B']), { confirmDuplicate: true });
      await subject.ledger.markFetchIntentUnknown(id, 'timeout');
      const states = await subject.ledger.orderWaybillStates('demo-owner', ['A', 'B']);
      expect(states.get('A')).toMatchObject({ state: 'outcome-unknown', liveWaybillIds: [a1!.id] });
      expect(states.get('B')?.state).toBe('outcome-unknown');
    });

    it('a recycled waybill does not settle an unknown outcome', async () => {
      const [a1] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
      const id = await subject.ledger.openFetchIntent(intentFor(['A']), { confirmDuplicate: true });
      await subject.ledger.markFetchIntentUnknown(id, 'timeout');
      await subject.ledger.recordRecycleOutcomes([{ id: a1!.id, ok: true, errorMsg: null }]);
      expect((await subject.ledger.orderWaybillStates('demo-owner', ['A'])).get('A')?.state).toBe(
        'outcome-unknown',
      );
    });

    it('answers once for every asked order, odd numbers included', async () => {
      const states = await subject.ledger.orderWaybillStates('demo-owner', ['X', 'X', 'it\'s "odd"']);
      expect([...states.keys()]).toEqual(['X', 'it\'s "odd"']);
    });
  });

  describe('waybill reads', () => {
    it('list newest first with filters and text; ids of a filter; get in the order asked', async () => {
      const [a] = await recordFetch(subject.ledger, [
        { orderSn: 'A', waybillCode: 'YT0000000000001', receiverName: '王五' },
      ]);
      clock += 1000;
      const [b, c] = await recordFetch(
        subject.ledger,
        [
          { orderSn: 'B', waybillCode: '73100000000002', goodsName: '保温杯' },
          { orderSn: 'C', waybillCode: '73100000000003' },
        ],
        'ZTO',
      );
      await subject.ledger.recordPrints([b!.id], null, 'pdf');
      await subject.ledger.recordRecycleOutcomes([{ id: c!.id, ok: true, errorMsg: null }]);

      const all = await subject.ledger.listWaybills({}, 0, 10);
      expect(all.total).toBe(3);
      expect(all.rows.map((w) => w.orderSn)).toEqual(['C', 'B', 'A']);
      expect(
        (await subject.ledger.listWaybills({ cpCode: 'ZTO', status: 'live' }, 0, 10)).rows.map((w) => w.id),
      ).toEqual([b!.id]);
      expect((await subject.ledger.listWaybills({ printed: 'unprinted' }, 0, 10)).total).toBe(2);
      expect((await subject.ledger.listWaybills({ text: '王五' }, 0, 10)).rows.map((w) => w.id)).toEqual([
        a!.id,
      ]);
      expect((await subject.ledger.listWaybills({ text: '保温' }, 0, 10)).rows.map((w) => w.id)).toEqual([
        b!.id,
      ]);
      expect(
        (await subject.ledger.listWaybills({ text: '0000000001' }, 0, 10)).rows.map((w) => w.id),
      ).toEqual([a!.id]);
      expect((await subject.ledger.listWaybills({ text: 'nothing like it' }, 0, 10)).total).toBe(0);
      expect((await subject.ledger.listWaybills({}, 1, 1)).rows.map((w) => w.id)).toEqual([b!.id]);
      expect(await subject.ledger.matchingWaybillIds({ cpCode: 'ZTO' })).toEqual([c!.id, b!.id]);
      expect((await subject.ledger.getWaybills([c!.id, 999_999, a!.id])).map((w) => w.id)).toEqual([
        c!.id,
        a!.id,
      ]);
      // Each waybill names the desk that fetched it; the list filters by desk.
      expect(all.rows.map((w) => w.desk)).toEqual([CONTRACT_DESK, CONTRACT_DESK, CONTRACT_DESK]);
      expect((await subject.ledger.listWaybills({ desk: CONTRACT_DESK }, 0, 10)).total).toBe(3);
      expect((await subject.ledger.listWaybills({ desk: 'desk 9' }, 0, 10)).total).toBe(0);
    });
  });

  describe('recycles and prints', () => {
    it('only ok entries become recycled; a failure stays live with its words; void at the gateway leaves the live list', async () => {
      const [a, b, c] = await recordFetch(
        subject.ledger,
        [1, 2, 3].map((n) => ({ orderSn: `O-${n}`, waybillCode: `YT000000000000${n}` })),
      );
      clock += 60_000;
      await subject.ledger.recordRecycleOutcomes([
        { id: a!.id, ok: true, errorMsg: null },
        { id: b!.id, ok: false, errorMsg: 'wp_code is not the issuing carrier' },
        { id: c!.id, ok: false, errorMsg: 'waybill already recycled', voidAtGateway: true },
      ]);
      const [ra, rb, rc] = await subject.ledger.getWaybills([a!.id, b!.id, c!.id]);
      expect(ra).toMatchObject({ status: 'recycled', recycledAt: clock, lastRecycleError: null });
      expect(rb).toMatchObject({
        status: 'live',
        recycledAt: null,
        lastRecycleError: 'wp_code is not the issuing carrier',
      });
      expect(rc).toMatchObject({ status: 'recycled', lastRecycleError: 'waybill already recycled' });
      // A retry that succeeds clears the error.
      await subject.ledger.recordRecycleOutcomes([{ id: b!.id, ok: true, errorMsg: null }]);
      expect((await subject.ledger.getWaybills([b!.id]))[0]).toMatchObject({
        status: 'recycled',
        lastRecycleError: null,
      });
    });

    it('an outcome for a waybill not in the ledger is refused and nothing of its batch is kept', async () => {
      const [a] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
      await expect(
        subject.ledger.recordRecycleOutcomes([
          { id: a!.id, ok: true, errorMsg: null },
          { id: 999_999, ok: true, errorMsg: null },
        ]),
      ).rejects.toThrow();
      expect((await subject.ledger.getWaybills([a!.id]))[0]?.status).toBe('live');
    });

    it('each print counts once per waybill, with its time; cloud-print outcomes are accepted', async () => {
      const [a] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
      clock += 5000;
      await subject.ledger.recordPrints([a!.id], 'Deli DL-888', 'silent');
      await subject.ledger.recordPrints([a!.id], null, 'pdf');
      await subject.ledger.recordCloudPrintOutcome(a!.id, 'printed', null);
      expect((await subject.ledger.getWaybills([a!.id]))[0]).toMatchObject({
        printedCount: 2,
        lastPrintedAt: clock,
      });
    });

    it('a label handed to the browser print dialog is counted apart, never as printed', async () => {
      const [a, b, c] = await recordFetch(subject.ledger, [
        { orderSn: 'A', waybillCode: 'YT0000000000001' },
        { orderSn: 'B', waybillCode: 'YT0000000000002' },
        { orderSn: 'C', waybillCode: 'YT0000000000003' },
      ]);
      clock += 5000;
      await subject.ledger.recordPrints([a!.id, b!.id], null, 'browser');
      await subject.ledger.recordPrints([b!.id], 'Deli DL-888', 'cloud-print');
      const [wa, wb, wc] = await subject.ledger.getWaybills([a!.id, b!.id, c!.id]);
      expect(wa).toMatchObject({ printedCount: 0, lastPrintedAt: null, dialogCount: 1, lastDialogAt: clock });
      expect(wb).toMatchObject({ printedCount: 1, lastPrintedAt: clock, dialogCount: 1 });
      expect(wc).toMatchObject({ printedCount: 0, dialogCount: 0, lastDialogAt: null });
      const codes = async (printed: 'printed' | 'unprinted' | 'dialog') =>
        (await subject.ledger.listWaybills({ printed, status: 'all' }, 0, 10)).rows.map((r) => r.waybillCode);
      expect(await codes('printed')).toEqual(['YT0000000000002']);
      expect(await codes('dialog')).toEqual(['YT0000000000001']);
      expect(await codes('unprinted')).toEqual(['YT0000000000003']);
      expect(await subject.ledger.matchingWaybillIds({ printed: 'unprinted', status: 'live' })).toEqual([
        c!.id,
      ]);
    });
  });

  describe('charges', () => {
    it('today is the local calendar day; session counts from its start; unreported amounts are counted apart', async () => {
      clock = new Date(2025, 5, 14, 23, 59, 59).getTime(); // yesterday, last second
      await subject.ledger.recordCharge('lookupCoupon', 7);
      await subject.ledger.recordCharge('pushItems', null);
      clock = new Date(2025, 5, 15, 0, 0, 0).getTime(); // today, first second
      await subject.ledger.recordCharge('listSoldOrders', 1);
      const noon = new Date(2025, 5, 15, 12, 0, 0).getTime();
      const sessionStart = noon - 3_600_000;
      clock = noon;
      await subject.ledger.recordCharge('lookupCoupon', 1);
      await subject.ledger.recordCharge('fetchWaybills', 3);
      await subject.ledger.recordCharge('recycleWaybills', 1);
      await subject.ledger.recordCharge('pushItems', null);
      await subject.ledger.recordCharge('pushItems', null);

      expect(await subject.ledger.chargesSummary(sessionStart)).toEqual({
        today: 6,
        session: 5,
        byOperation: {
          fetchWaybills: 3,
          pushItems: 0,
          lookupCoupon: 1,
          recycleWaybills: 1,
          listSoldOrders: 1,
        },
        calls: 4,
        unreported: { today: 2, session: 2 },
        deskToday: 6,
        // None of these calls named a shop.
        sessionByShop: [{ shop: '', points: 5 }],
      });
      // The next day starts from zero; the session figure does not depend on the day.
      clock = new Date(2025, 5, 16, 9, 0, 0).getTime();
      expect(await subject.ledger.chargesSummary(sessionStart)).toMatchObject({
        today: 0,
        session: 5,
        calls: 0,
        unreported: { today: 0, session: 2 },
      });
    });

    it('session points are split by the shop each call named; the total stays one figure', async () => {
      const sessionStart = clock - 1;
      await subject.ledger.recordCharge('listSoldOrders', 1, 'demo-owner');
      await subject.ledger.recordCharge('listSoldOrders', 1, 'third-owner');
      await subject.ledger.recordCharge('fetchWaybills', 3, 'demo-shop');
      await subject.ledger.recordCharge('listSoldOrders', 1, 'demo-owner');
      await subject.ledger.recordCharge('lookupCoupon', 2);
      await subject.ledger.recordCharge('pushItems', null, 'demo-owner');
      const summary = await subject.ledger.chargesSummary(sessionStart);
      expect(summary.session).toBe(8);
      expect(summary.sessionByShop).toEqual([
        { shop: '', points: 2 },
        { shop: 'demo-owner', points: 2 },
        { shop: 'demo-shop', points: 3 },
        { shop: 'third-owner', points: 1 },
      ]);
    });

    it('a call that cost nothing is no charge; a negative or non-finite charge is refused', async () => {
      await subject.ledger.recordCharge('listSoldOrders', 0);
      expect(await subject.ledger.chargesSummary(0)).toMatchObject({ today: 0, calls: 0 });
      await expect(subject.ledger.recordCharge('lookupCoupon', -1)).rejects.toThrow(/Invalid charge/);
      await expect(subject.ledger.recordCharge('lookupCoupon', Number.NaN)).rejects.toThrow(/Invalid charge/);
    });
  });
});
