import { describe, expect, it } from 'vitest';
import { CONTRACT_DESK, ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { openHandoverStore } from './open-handover-store';
import { BatchClosed, HandedOverElsewhere } from './handover-store';

/* The handover's store contract (batches, scans, close and reopen, what did not go), the same on every backend. */

describe.each(ledgerBackends())('handover store ($name)', (backend) => {
  let clock = new Date(2025, 5, 15, 9, 0, 0).getTime();
  const subject = ledgerForEachTest(backend, () => clock);
  const store = () => {
    const connection = subject.ledger.connection;
    if (!connection) throw new Error('the contract ledger has a connection');
    return openHandoverStore(connection);
  };

  it('finds a waybill by its code or its order, with its print, carrier and the live waybill of its order', async () => {
    const [old] = await recordFetch(subject.ledger, [{ orderSn: 'O-1', waybillCode: 'YT-OLD' }]);
    await subject.ledger.recordRecycleOutcomes([{ id: old!.id, ok: true, errorMsg: null }]);
    const [live] = await recordFetch(subject.ledger, [{ orderSn: 'O-1', waybillCode: 'YT-NEW' }], 'YTO', {
      confirmDuplicate: true,
    });
    await subject.ledger.recordPrints([live!.id], null, 'silent');
    const [merged] = await recordFetch(
      subject.ledger,
      [{ orderSn: 'O-2', orderSns: ['O-2', 'O-3'], waybillCode: 'ZT-9' }],
      'ZTO',
    );
    await subject.ledger.recordPrints([merged!.id], null, 'browser');

    const byCode = await store().lookup('YT-OLD');
    expect(byCode.map((w) => [w.waybillCode, w.status, w.printed])).toEqual([
      ['YT-NEW', 'live', 'printed'],
      ['YT-OLD', 'recycled', 'never'],
    ]);
    expect(
      (await store().lookup('O-3')).map((w) => [w.waybillCode, w.cpCode, w.orderSns, w.printed]),
    ).toEqual([['ZT-9', 'ZTO', ['O-2', 'O-3'], 'may-have-printed']]);
    expect(await store().lookup('NOTHING')).toEqual([]);
  });

  it('a batch takes its carrier from the first scan, counts a waybill once, and two desks scan into it', async () => {
    const [a, b] = await recordFetch(subject.ledger, [
      { orderSn: 'O-1', waybillCode: 'YT-1' },
      { orderSn: 'O-2', waybillCode: 'YT-2' },
    ]);
    const batch = await store().openBatch('');
    expect(batch).toMatchObject({ cpCode: '', desk: CONTRACT_DESK, closedAt: null, count: 0 });
    expect(await store().addScan(batch.id, { id: a!.id, cpCode: 'YTO' }, false)).toBe('added');
    expect(await store().addScan(batch.id, { id: a!.id, cpCode: 'YTO' }, false)).toBe('already');
    await subject.reopen({ desk: 'desk 2' });
    expect(await store().addScan(batch.id, { id: b!.id, cpCode: 'YTO' }, true)).toBe('added');
    const read = await store().batch(batch.id);
    expect(read).toMatchObject({ cpCode: 'YTO', count: 2 });
    expect(read?.scans.map((s) => [s.waybill.waybillCode, s.desk, s.confirmed])).toEqual([
      ['YT-1', CONTRACT_DESK, false],
      ['YT-2', 'desk 2', true],
    ]);
    expect((await store().lookup('YT-1'))[0]?.batches).toEqual([{ batchId: batch.id, closed: false }]);
  });

  it('a waybill is in at most one closed batch: the database refuses the second close', async () => {
    const [a, b] = await recordFetch(subject.ledger, [
      { orderSn: 'O-1', waybillCode: 'YT-1' },
      { orderSn: 'O-2', waybillCode: 'YT-2' },
    ]);
    const first = await store().openBatch('YTO');
    const second = await store().openBatch('YTO');
    await store().addScan(first.id, { id: a!.id, cpCode: 'YTO' }, false);
    await store().addScan(second.id, { id: a!.id, cpCode: 'YTO' }, false);
    await store().addScan(second.id, { id: b!.id, cpCode: 'YTO' }, false);
    await store().close(first.id);
    await expect(store().addScan(first.id, { id: b!.id, cpCode: 'YTO' }, false)).rejects.toBeInstanceOf(
      BatchClosed,
    );
    const refused = await store()
      .close(second.id)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HandedOverElsewhere);
    expect((refused as HandedOverElsewhere).waybillCodes).toEqual(['YT-1']);
    // Nothing of the refused close stayed: the batch is still open, its scans too.
    expect(await store().batchHead(second.id)).toMatchObject({ closedAt: null, count: 2 });
    expect(await store().removeScan(second.id, a!.id)).toBe(true);
    await store().close(second.id);
    expect(await store().batches(10)).toMatchObject([
      { id: second.id, closedAt: clock },
      { id: first.id, closedAt: clock },
    ]);
  });

  it('a closed batch reopens with its reason recorded; what did not go lists printed waybills in no batch', async () => {
    const ws = await recordFetch(subject.ledger, [
      { orderSn: 'O-1', waybillCode: 'YT-1' },
      { orderSn: 'O-2', waybillCode: 'YT-2' },
      { orderSn: 'O-3', waybillCode: 'YT-3' },
    ]);
    const [a, b, c] = ws.map((w) => w.id);
    await subject.ledger.recordPrints([a!, b!], null, 'silent');
    clock += 60_000;
    await subject.ledger.recordPrints([c!], null, 'browser');
    const batch = await store().openBatch('YTO');
    await store().addScan(batch.id, { id: a!, cpCode: 'YTO' }, false);
    await store().close(batch.id);
    await store().reopen(batch.id, '漏扫一件');
    const read = await store().batch(batch.id);
    expect(read).toMatchObject({
      closedAt: null,
      reopens: [{ desk: CONTRACT_DESK, at: clock, reason: '漏扫一件' }],
    });
    expect((await store().notGone(0, 100)).map((w) => w.waybillCode)).toEqual(['YT-2', 'YT-3']);
    expect((await store().notGone(clock, 100)).map((w) => w.waybillCode)).toEqual(['YT-3']);
    expect(await store().handoversOf([a!, b!])).toEqual([
      { waybillId: a, batchId: batch.id, at: clock, closed: false },
    ]);
  });
});
