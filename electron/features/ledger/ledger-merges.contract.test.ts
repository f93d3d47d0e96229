import { describe, expect, it } from 'vitest';
import { CONTRACT_DESK, ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { claimRefusal, intentFor, issuedWaybill, recordFetch } from '../../testing/ledger-test-kit';

/*
 * The ledger contract, part 3: merged waybills. One waybill for a merge group belongs to every
 * order of the group: the intent claims them all, each shows the waybill, any of them blocks the group, and
 * recycling the waybill frees them all. Interface only, every backend.
 */

const FREE = { confirmDuplicate: false };
const CONFIRMED = { confirmDuplicate: true };
const GROUP = ['M-1', 'M-2', 'M-3'];

describe.each(ledgerBackends())('ledger contract ($name): merged waybills', (backend) => {
  const clock = 1_750_000_000_000;
  const subject = ledgerForEachTest(backend, () => clock);

  const statesOf = async (sns: string[]) => [
    ...(await subject.ledger.orderWaybillStates('demo-owner', sns)).values(),
  ];
  const mergedFetch = () =>
    recordFetch(subject.ledger, [
      {
        orderSn: 'M-1',
        orderSns: GROUP,
        waybillCode: 'YT0000000000101',
        goodsName: 'T恤 ×2；帆布包 ×1；水杯 ×3',
      },
      { orderSn: 'S-1', waybillCode: 'YT0000000000102' },
    ]);

  it('an intent claims every order of a merge group and lists them all', async () => {
    const id = await subject.ledger.openFetchIntent(intentFor([GROUP, 'S-1']), FREE);
    expect(await subject.ledger.intentOrders(id)).toEqual([...GROUP, 'S-1']);
    expect((await statesOf([...GROUP, 'S-1'])).map((s) => s.state)).toEqual([
      'fetching',
      'fetching',
      'fetching',
      'fetching',
    ]);
    await subject.ledger.markFetchIntentUnknown(id, 'socket hang up');
    expect((await subject.ledger.openFetchIntents())[0]?.orderSns).toEqual([...GROUP, 'S-1']);
    expect((await statesOf(GROUP)).map((s) => s.state)).toEqual([
      'outcome-unknown',
      'outcome-unknown',
      'outcome-unknown',
    ]);
  });

  it('one waybill for the group: stored with all its orders, and every order shows it', async () => {
    const [merged, single] = await mergedFetch();
    expect(merged).toMatchObject({
      orderSn: 'M-1',
      orderSns: GROUP,
      waybillCode: 'YT0000000000101',
      desk: CONTRACT_DESK,
    });
    expect(single).toMatchObject({ orderSn: 'S-1', orderSns: ['S-1'] });
    expect((await subject.ledger.getWaybills([merged!.id]))[0]?.orderSns).toEqual(GROUP);

    await subject.ledger.recordPrints([merged!.id], 'Zebra', 'silent');
    const states = await subject.ledger.orderWaybillStates('demo-owner', GROUP);
    for (const sn of GROUP) {
      expect(states.get(sn)).toEqual({
        state: 'live',
        liveWaybillCodes: ['YT0000000000101'],
        liveWaybillIds: [merged!.id],
        printedCount: 1,
        // Labels handed to a print dialog are counted apart from printed ones.
        dialogCount: 0,
        desk: CONTRACT_DESK,
      });
    }
  });

  it('the Waybills search finds a merged waybill by any of its order numbers, whole or in part', async () => {
    const [merged] = await mergedFetch();
    for (const text of ['M-1', 'M-2', 'M-3', '-3']) {
      const found = await subject.ledger.listWaybills({ text }, 0, 10);
      expect(
        found.rows.map((r) => r.id),
        text,
      ).toEqual([merged!.id]);
      expect(found.rows[0]?.orderSns).toEqual(GROUP);
    }
    // No match spans two order numbers of one waybill.
    expect((await subject.ledger.listWaybills({ text: '1M-2' }, 0, 10)).total).toBe(0);
    expect(await subject.ledger.matchingWaybillIds({ text: 'M-2' })).toEqual([merged!.id]);
  });

  it('any order of a group holding a live waybill blocks a new fetch of it, alone or in a group', async () => {
    await mergedFetch();
    const alone = await claimRefusal(subject.ledger.openFetchIntent(intentFor(['M-3']), FREE));
    expect(alone.kind).toBe('duplicate-waybill');
    expect(alone.duplicates).toEqual([
      { orderSn: 'M-3', liveWaybillCodes: ['YT0000000000101'], outcomeUnknown: false, desk: CONTRACT_DESK },
    ]);
    const regrouped = await claimRefusal(subject.ledger.openFetchIntent(intentFor([['N-1', 'M-2']]), FREE));
    expect(regrouped.duplicates.map((d) => d.orderSn)).toEqual(['M-2']);
    // The refused intents claimed nothing.
    expect((await statesOf(['N-1'])).map((s) => s.state)).toEqual(['none']);
    // The seller confirmed a second, charged waybill: it goes.
    const id = await subject.ledger.openFetchIntent(intentFor([['N-1', 'M-2']]), CONFIRMED);
    expect(await subject.ledger.intentOrders(id)).toEqual(['N-1', 'M-2']);
  });

  it('an open fetch of a group blocks any of its orders, confirmed or not', async () => {
    await subject.ledger.openFetchIntent(intentFor([GROUP]), FREE);
    for (const options of [FREE, CONFIRMED]) {
      const refused = await claimRefusal(
        subject.ledger.openFetchIntent(intentFor([['X-1', 'M-2']]), options),
      );
      expect(refused.kind).toBe('fetch-in-progress');
      expect(refused.duplicates.map((d) => d.orderSn)).toEqual(['M-2']);
    }
  });

  it('recycling the merged waybill frees every order of the group', async () => {
    const [merged] = await mergedFetch();
    await subject.ledger.recordRecycleOutcomes([{ id: merged!.id, ok: true, errorMsg: null }]);
    expect((await statesOf(GROUP)).map((s) => [s.state, s.liveWaybillCodes.length])).toEqual([
      ['recycled', 0],
      ['recycled', 0],
      ['recycled', 0],
    ]);
    expect((await statesOf(['S-1']))[0]?.state).toBe('live');
    const id = await subject.ledger.openFetchIntent(intentFor([GROUP]), FREE);
    expect(await subject.ledger.intentOrders(id)).toEqual(GROUP);
  });

  it('a confirmed re-fetch of the whole group settles its unknown outcome', async () => {
    const lost = await subject.ledger.openFetchIntent(intentFor([GROUP]), FREE);
    await subject.ledger.markFetchIntentUnknown(lost, 'socket hang up');
    const id = await subject.ledger.openFetchIntent(intentFor([GROUP]), CONFIRMED);
    await subject.ledger.closeFetchIntentIssued(id, [
      issuedWaybill({ orderSn: 'M-1', orderSns: GROUP, waybillCode: 'YT0000000000201' }),
    ]);
    expect(await subject.ledger.openFetchIntents()).toEqual([]);
    expect((await statesOf(GROUP)).map((s) => s.state)).toEqual(['live', 'live', 'live']);
  });

  it('a merged waybill and its orders survive a restart', async () => {
    const [merged] = await mergedFetch();
    await subject.reopen();
    expect((await subject.ledger.getWaybills([merged!.id]))[0]).toEqual(merged);
    expect((await statesOf(GROUP)).map((s) => s.liveWaybillIds)).toEqual([
      [merged!.id],
      [merged!.id],
      [merged!.id],
    ]);
  });
});
