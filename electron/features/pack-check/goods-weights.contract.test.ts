import { describe, expect, it } from 'vitest';
import { goodsKey } from '../../../shared/scan/pack-check';
import { ledgerBackends, ledgerForEachTest, CONTRACT_DESK } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { openPackCheckStore } from './open-pack-check-store';

/* Weighing's store contract (unit weights typed and learned, each parcel's weight), the same on every backend. */

const TEA = { name: '云南普洱熟茶 357克饼', spec: '2021年 两饼装' };
const CUP = { name: '白瓷茶杯', spec: '6只装' };

describe.each(ledgerBackends())('goods weights ($name)', (backend) => {
  const clock = new Date(2025, 5, 15, 12, 0, 0).getTime();
  const subject = ledgerForEachTest(backend, () => clock);
  const store = () => {
    const connection = subject.ledger.connection;
    if (!connection) throw new Error('the contract ledger has a connection');
    return openPackCheckStore(connection);
  };

  it('answers the typed unit weight and the newest learned ones; goods with none are absent', async () => {
    const s = store();
    for (const grams of [300, 310, 290, 900]) await s.learnUnitWeight(TEA, grams);
    await s.typeUnitWeight(CUP, 120.5);
    const found = await s.unitWeights([TEA, CUP, TEA, { name: '无', spec: '' }], 3);
    expect([...found.keys()].sort()).toEqual([goodsKey(TEA), goodsKey(CUP)].sort());
    // Newest first, only the last three.
    expect(found.get(goodsKey(TEA))).toEqual({ typedGrams: null, learnedGrams: [900, 290, 310] });
    expect(found.get(goodsKey(CUP))).toEqual({ typedGrams: 120.5, learnedGrams: [] });
    // Typed again replaces it; null forgets it.
    await s.typeUnitWeight(CUP, 130);
    expect((await s.unitWeights([CUP], 3)).get(goodsKey(CUP))?.typedGrams).toBe(130);
    await s.typeUnitWeight(CUP, null);
    expect((await s.unitWeights([CUP], 3)).has(goodsKey(CUP))).toBe(false);
  });

  it('records each parcel weight with its waybill: grams, expected, overridden, desk and time', async () => {
    const [w, other] = await recordFetch(subject.ledger, [
      { orderSn: 'A', waybillCode: 'YT0000000000001' },
      { orderSn: 'B', waybillCode: 'YT0000000000002' },
    ]);
    const s = store();
    await s.recordWeight({ waybillId: w!.id, grams: 850, expectedGrams: 1200, overridden: true });
    await s.recordWeight({ waybillId: other!.id, grams: 420.5, expectedGrams: null, overridden: false });
    const weights = await s.weightsOf([w!.id, other!.id, 999]);
    expect(weights.get(w!.id)).toEqual({
      waybillId: w!.id,
      grams: 850,
      expectedGrams: 1200,
      overridden: true,
      desk: CONTRACT_DESK,
      weighedAt: clock,
    });
    expect(weights.get(other!.id)).toMatchObject({ grams: 420.5, expectedGrams: null, overridden: false });
    expect(weights.has(999)).toBe(false);
  });

  it("hands a waybill's newest parcel weight to its label (the ledger's stored waybill); none when never weighed", async () => {
    const [w, other] = await recordFetch(subject.ledger, [
      { orderSn: 'A', waybillCode: 'YT0000000000001' },
      { orderSn: 'B', waybillCode: 'YT0000000000002' },
    ]);
    await store().recordWeight({ waybillId: w!.id, grams: 850, expectedGrams: 600, overridden: false });
    // Weighed again after the parcel was fixed: the label shows the newer weight.
    await store().recordWeight({ waybillId: w!.id, grams: 612, expectedGrams: 600, overridden: false });
    const stored = await subject.ledger.getWaybills([other!.id, w!.id]);
    expect(stored.map((x) => [x.id, x.parcelGrams])).toEqual([
      [other!.id, null],
      [w!.id, 612],
    ]);
  });

  it('keeps unit weights and parcel weights across a restart of the desk', async () => {
    const [w] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    await store().learnUnitWeight(TEA, 300);
    await store().recordWeight({ waybillId: w!.id, grams: 600, expectedGrams: 600, overridden: false });
    await subject.reopen();
    expect((await store().unitWeights([TEA], 5)).get(goodsKey(TEA))?.learnedGrams).toEqual([300]);
    expect((await store().weightsOf([w!.id])).get(w!.id)?.grams).toBe(600);
  });
});
