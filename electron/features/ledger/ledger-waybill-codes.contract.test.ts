import { describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';

/*
 * The ledger contract, waybills by exact code: what a scanned waybill number, or a waybill kept before the ledger
 * had it, is found by. Only the exact code matches (never a part of a longer one, nor another case), recycled
 * waybills and other desks' too, several codes in one call in the order asked.
 */

describe.each(ledgerBackends())('ledger contract ($name): waybills by code', (backend) => {
  const subject = ledgerForEachTest(backend, () => new Date(2025, 5, 15, 12, 0, 0).getTime());

  it('finds the waybill of a code, as the Waybills list shows it; an unknown code finds nothing', async () => {
    const [stored] = await recordFetch(subject.ledger, [
      { orderSn: 'A', orderSns: ['A', 'A2'], waybillCode: 'YT7000000000001', receiverName: '李四' },
    ]);
    // The list alone adds each row's weight and handover.
    const listed = (await subject.ledger.listWaybills({}, 0, 10)).rows.map(
      ({ weight: _w, handover: _h, ...w }) => w,
    );

    const found = await subject.ledger.waybillsByCodes(['YT7000000000001']);
    expect(found).toEqual(listed);
    expect(found).toMatchObject([
      { id: stored!.id, orderSn: 'A', orderSns: ['A', 'A2'], status: 'live', receiverName: '李四' },
    ]);
    expect(await subject.ledger.waybillsByCodes(['YT7000000000009'])).toEqual([]);
    expect(await subject.ledger.waybillsByCodes([])).toEqual([]);
  });

  it('a recycled waybill is still found, recycled', async () => {
    const [stored] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT7000000000001' }]);
    await subject.ledger.recordRecycleOutcomes([{ id: stored!.id, ok: true, errorMsg: null }]);
    expect(await subject.ledger.waybillsByCodes(['YT7000000000001'])).toMatchObject([
      { id: stored!.id, status: 'recycled' },
    ]);
  });

  it('a code that is part of another, or the same letters in another case, matches only itself', async () => {
    const [short, long] = await recordFetch(subject.ledger, [
      { orderSn: 'A', waybillCode: 'YT700' },
      { orderSn: 'B', waybillCode: 'YT7001' },
    ]);
    // The text search finds both: the exact lookup only the one asked.
    expect((await subject.ledger.listWaybills({ text: 'YT700' }, 0, 10)).total).toBe(2);
    expect((await subject.ledger.waybillsByCodes(['YT700'])).map((w) => w.id)).toEqual([short!.id]);
    expect((await subject.ledger.waybillsByCodes(['YT7001'])).map((w) => w.id)).toEqual([long!.id]);
    expect(await subject.ledger.waybillsByCodes(['YT70', 'T700', '700', 'yt700', 'YT700 '])).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(await subject.ledger.waybillsByCodes(['YT70_', 'YT7%'])).toEqual([]);
  });

  it('several codes in one call: in the order asked, each once, unknown ones left out', async () => {
    const stored = await recordFetch(subject.ledger, [
      { orderSn: 'A', waybillCode: 'YT7000000000001' },
      { orderSn: 'B', waybillCode: 'YT7000000000002' },
      { orderSn: 'C', waybillCode: 'YT7000000000003' },
    ]);
    const found = await subject.ledger.waybillsByCodes([
      'YT7000000000003',
      'nope',
      'YT7000000000001',
      'YT7000000000003',
    ]);
    expect(found.map((w) => w.id)).toEqual([stored[2]!.id, stored[0]!.id]);
    expect(found).toEqual(
      (await subject.ledger.getWaybills([stored[2]!.id, stored[0]!.id])).map(
        ({ printData: _p, objectId: _o, parcelGrams: _g, ...issued }) => issued,
      ),
    );
  });

  it("another desk's waybill is found too", async () => {
    await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT7000000000001' }]);
    const other = await subject.reopen({ desk: 'desk 2' });
    await recordFetch(other, [{ orderSn: 'B', waybillCode: 'YT7000000000002' }]);
    expect(await other.waybillsByCodes(['YT7000000000001', 'YT7000000000002'])).toMatchObject([
      { orderSn: 'A', desk: 'desk 1' },
      { orderSn: 'B', desk: 'desk 2' },
    ]);
  });
});
