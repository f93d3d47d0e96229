import { describe, expect, it } from 'vitest';
import { DeskError } from '../../kernel/desk-error';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import type { Ledger } from '../ledger';
import { createHandover } from './handover-service';
import type { HandoverStore } from './handover-store';
import { openHandoverStore } from './open-handover-store';

/*
 * The handover's service over a real ledger (both backends): a round of scans with every answer, a double read
 * counted once, a waybill recycled after it was scanned turning red, close guarded, reopen with the word, and a
 * ledger that goes away mid-round refusing the scan in words, nothing recorded.
 */

const told: string[] = [];
const serviceOver = (ledger: Ledger, wrap: (s: HandoverStore) => HandoverStore = (s) => s) =>
  createHandover({
    store: wrap(openHandoverStore(ledger.connection)),
    emit: (_event, payload) => told.push((payload as { topic: string }).topic),
  });

/** Four ZTO parcels printed, one ZTO waybill never printed, one YTO parcel printed. */
const seed = async (ledger: Ledger) => {
  const zto = await recordFetch(
    ledger,
    [1, 2, 3, 4].map((i) => ({ orderSn: `O-${i}`, waybillCode: `ZT${i}` })),
    'ZTO',
  );
  const [unprinted] = await recordFetch(ledger, [{ orderSn: 'O-5', waybillCode: 'ZT5' }], 'ZTO');
  const [yto] = await recordFetch(ledger, [{ orderSn: 'O-6', waybillCode: 'YT6' }], 'YTO');
  await ledger.recordPrints([...zto.map((w) => w.id), yto!.id], null, 'silent');
  return { zto, unprinted: unprinted!, yto: yto! };
};

describe.each(ledgerBackends())('handover service ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => Date.now());

  it('a round: counted, another carrier, a double read, amber until yes, by order number, unknown', async () => {
    const handover = serviceOver(subject.ledger);
    await seed(subject.ledger);
    const batch = await handover.open('');
    const scan = (code: string, confirm = false) => handover.scan(batch.id, code, confirm);
    expect(await scan('ZT1')).toMatchObject({ verdict: { kind: 'counted' }, count: 1 });
    // The first scan chose the carrier.
    expect(await scan('YT6')).toMatchObject({
      verdict: { kind: 'other-carrier', batchCpCode: 'ZTO' },
      count: 1,
    });
    const [first, second] = await Promise.all([scan('ZT2'), scan('ZT2')]);
    expect([first.verdict.kind, second.verdict.kind].sort()).toEqual(['already', 'counted']);
    expect(await scan('ZT5')).toMatchObject({ verdict: { kind: 'confirm', why: 'never-printed' }, count: 2 });
    expect(await scan('ZT5', true)).toMatchObject({ verdict: { kind: 'counted' }, count: 3 });
    expect(await scan('O-3')).toMatchObject({ verdict: { kind: 'counted', viaOrder: true }, count: 4 });
    expect(await scan('NOPE')).toMatchObject({ verdict: { kind: 'unknown' }, count: 4 });
    expect((await handover.notGone(0)).map((w) => w.waybillCode)).toEqual(['ZT4', 'YT6']);
    expect(told).toContain('handover');
  });

  it('a waybill recycled after its scan turns red, and the batch does not close with it', async () => {
    const handover = serviceOver(subject.ledger);
    const { zto } = await seed(subject.ledger);
    const batch = await handover.open('ZTO');
    await handover.scan(batch.id, 'ZT1', false);
    await handover.scan(batch.id, 'ZT2', false);
    await subject.ledger.recordRecycleOutcomes([{ id: zto[0]!.id, ok: true, errorMsg: null }]);
    expect(await handover.scan(batch.id, 'ZT1', false)).toMatchObject({ verdict: { kind: 'recycled' } });
    expect((await handover.batch(batch.id)).scans.map((s) => s.waybill.status)).toEqual(['recycled', 'live']);
    await expect(handover.close(batch.id)).rejects.toMatchObject({ field: 'handoverRecycled' });
    await handover.remove(batch.id, zto[0]!.id);
    expect(await handover.close(batch.id)).toMatchObject({ count: 1 });
    expect(await handover.scan(batch.id, 'ZT3', false).catch((e: unknown) => e)).toBeInstanceOf(DeskError);
    await expect(handover.reopen(batch.id, 'open', 'x')).rejects.toMatchObject({ field: 'reopenWord' });
    expect(await handover.reopen(batch.id, 'REOPEN', '漏扫')).toMatchObject({ closedAt: null });
    // Scanned into a second batch, a waybill of a closed batch is named, and that batch cannot close with it.
    await handover.close(batch.id);
    const next = await handover.open('ZTO');
    expect(await handover.scan(next.id, 'ZT2', false)).toMatchObject({
      verdict: { kind: 'other-batch', batchId: batch.id, closed: true },
      count: 0,
    });
  });

  it('a ledger that cannot be reached: the scan is refused in words and nothing is recorded', async () => {
    let away = false;
    const handover = serviceOver(subject.ledger, (store) => ({
      ...store,
      lookup: (code) =>
        away
          ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
          : store.lookup(code),
    }));
    await seed(subject.ledger);
    const batch = await handover.open('ZTO');
    away = true;
    expect(await handover.scan(batch.id, 'ZT1', false)).toMatchObject({
      verdict: { kind: 'ledger-away', code: 'ZT1' },
    });
    away = false;
    expect((await handover.batch(batch.id)).scans).toEqual([]);
    expect(await handover.scan(batch.id, 'ZT1', false)).toMatchObject({
      verdict: { kind: 'counted' },
      count: 1,
    });
  });
});
