import { describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { intentFor, issuedWaybill, recordFetch } from '../../testing/ledger-test-kit';
import { openPackCheckStore } from '../pack-check/open-pack-check-store';
import { openHandoverStore } from '../handover/open-handover-store';
import type { Ledger } from './ledger-types';
import type { WaybillFilter } from '../../../shared/ipc/channels/waybills';

/*
 * The Waybills screen's shop, weight and handover: each listed row carries its weight and handover, and the
 * filters by shop, weight and handover pick the same waybills on every ledger backend (list and select-all alike).
 */

/** Records one waybill of another shop (owner id), as a fetch for that shop would. */
async function recordOtherShop(ledger: Ledger, orderSn: string, waybillCode: string) {
  const id = await ledger.openFetchIntent(intentFor([orderSn], 'YTO', 'other-owner'), {
    confirmDuplicate: false,
  });
  const [w] = await ledger.closeFetchIntentIssued(id, [issuedWaybill({ orderSn, waybillCode })]);
  return w!;
}

describe.each(ledgerBackends())('waybill list columns ($name)', (backend) => {
  let clock = new Date(2025, 5, 15, 9, 0, 0).getTime();
  const subject = ledgerForEachTest(backend, () => clock);
  const connection = () => {
    const c = subject.ledger.connection;
    if (!c) throw new Error('the contract ledger has a connection');
    return c;
  };

  /** Five waybills: weighed, weighed over a mismatch, handed over, printed and left, and one of another shop. */
  async function knownWaybills() {
    const [weighed, overridden, handed, left] = await recordFetch(subject.ledger, [
      { orderSn: 'O-1', waybillCode: 'YT-1' },
      { orderSn: 'O-2', waybillCode: 'YT-2' },
      { orderSn: 'O-3', waybillCode: 'YT-3' },
      { orderSn: 'O-4', waybillCode: 'YT-4' },
    ]);
    clock += 60_000;
    const other = await recordOtherShop(subject.ledger, 'O-5', 'YT-5');
    const weights = openPackCheckStore(connection());
    await weights.recordWeight({
      waybillId: weighed!.id,
      grams: 1234.5,
      expectedGrams: 1200,
      overridden: false,
    });
    await weights.recordWeight({
      waybillId: overridden!.id,
      grams: 850,
      expectedGrams: 1200,
      overridden: true,
    });
    await subject.ledger.recordPrints([handed!.id, left!.id, weighed!.id], null, 'silent');
    const handover = openHandoverStore(connection());
    const batch = await handover.openBatch('YTO');
    clock += 60_000;
    await handover.addScan(batch.id, { id: handed!.id, cpCode: 'YTO' }, false);
    await handover.close(batch.id);
    return {
      weighed: weighed!,
      overridden: overridden!,
      handed: handed!,
      left: left!,
      other,
      batch,
      at: clock,
    };
  }

  const codes = async (filter: WaybillFilter) => {
    const listed = (await subject.ledger.listWaybills(filter, 0, 50)).rows.map((r) => r.waybillCode).sort();
    const ids = await subject.ledger.matchingWaybillIds(filter);
    expect(ids).toHaveLength(listed.length);
    return listed;
  };

  it('lists each waybill with its latest weight, its override and its handover batch', async () => {
    const known = await knownWaybills();
    const rows = new Map((await subject.ledger.listWaybills({}, 0, 50)).rows.map((r) => [r.waybillCode, r]));
    expect(rows.get('YT-1')?.weight).toEqual({ grams: 1234.5, overridden: false });
    expect(rows.get('YT-2')?.weight).toEqual({ grams: 850, overridden: true });
    expect(rows.get('YT-3')?.weight).toBeNull();
    expect(rows.get('YT-3')?.handover).toEqual({ batchId: known.batch.id, at: known.at, closed: true });
    expect(rows.get('YT-4')?.handover).toBeNull();
    expect(rows.get('YT-5')?.ownerId).toBe('other-owner');
  });

  it('filters by shop, by weight and by handover', async () => {
    await knownWaybills();
    expect(await codes({ ownerId: 'other-owner' })).toEqual(['YT-5']);
    expect(await codes({ ownerId: 'demo-owner' })).toEqual(['YT-1', 'YT-2', 'YT-3', 'YT-4']);
    expect(await codes({ weight: 'weighed' })).toEqual(['YT-1', 'YT-2']);
    expect(await codes({ weight: 'overridden' })).toEqual(['YT-2']);
    expect(await codes({ weight: 'none' })).toEqual(['YT-3', 'YT-4', 'YT-5']);
    expect(await codes({ handover: 'handed-over' })).toEqual(['YT-3']);
    // Printed and live but in no batch; never-printed waybills are not "left on the floor".
    expect(await codes({ handover: 'not-handed-over' })).toEqual(['YT-1', 'YT-4']);
    expect(await codes({ handover: 'not-handed-over', weight: 'weighed' })).toEqual(['YT-1']);
    expect(await codes({ handover: 'not-handed-over', text: 'YT-4' })).toEqual(['YT-4']);
  });

  it('a recycled waybill is not "printed, not handed over": its label must not travel', async () => {
    const known = await knownWaybills();
    await subject.ledger.recordRecycleOutcomes([{ id: known.left.id, ok: true, errorMsg: null }]);
    expect(await codes({ handover: 'not-handed-over' })).toEqual(['YT-1']);
  });
});
