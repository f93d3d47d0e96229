import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { intentFor, issuedWaybill, recordFetch } from '../../testing/ledger-test-kit';
import { samplePrintData, sampleWaybillCode } from '../../../shared/testing/print-data-samples';
import { randomBytes } from 'node:crypto';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { parsePrintData } from '../../../shared/label/parse-print-data';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import type { CleanupPolicy, Ledger } from './ledger-types';

/*
 * The ledger contract, retention: print data and request bodies kept packed read back as written (the same
 * label); the cleanup drops only what its rules name and never a waybill row, a charge, nor anything of an
 * order that still has a live waybill or an unknown outcome. Interface only, every backend.
 */

const DAY = 86_400_000;
const POLICY: CleanupPolicy = {
  printDataAfterMs: 30 * DAY,
  requestBodyAfterMs: 30 * DAY,
  orderBookAfterMs: 180 * DAY,
  batch: 2,
};

/** Runs batches until one drops nothing; the sum of what they dropped. */
async function cleanUp(ledger: Ledger) {
  const total = { printData: 0, requestBodies: 0, orders: 0 };
  for (;;) {
    const n = await ledger.cleanupBatch(POLICY);
    if (n.printData + n.requestBodies + n.orders + n.repacked === 0) return total;
    total.printData += n.printData;
    total.requestBodies += n.requestBodies;
    total.orders += n.orders;
  }
}

describe.each(ledgerBackends())('ledger contract ($name): retention', (backend) => {
  const start = new Date(2025, 5, 15, 12, 0, 0).getTime();
  let clock = start;
  beforeEach(() => {
    clock = start;
  });
  const subject = ledgerForEachTest(backend, () => clock);
  const seed = (orderSn: string, waybillCode: string) => ({
    ...issuedWaybill({ orderSn, waybillCode }),
    printData: samplePrintData('YTO', { waybillCode }),
  });

  it('says whether the file still needs its one VACUUM without writing anything (a new ledger does not)', async () => {
    const before = await subject.ledger.storageBytes();
    expect(await subject.ledger.vacuumNeeded()).toBe(false);
    expect(await subject.ledger.storageBytes()).toBe(before);
  });

  it('reads packed print data back as written, before and after a restart: the same label', async () => {
    const id = await subject.ledger.openFetchIntent(intentFor(['A']), { confirmDuplicate: false });
    const written = seed('A', 'YT0000000000001');
    const [stored] = await subject.ledger.closeFetchIntentIssued(id, [written]);
    const reads = [(await subject.ledger.getWaybills([stored!.id]))[0]];
    reads.push((await (await subject.reopen()).getWaybills([stored!.id]))[0]);
    for (const read of reads) {
      expect(read!.printData).toBe(written.printData);
      expect(parsePrintData(read!.printData)).toEqual(parsePrintData(written.printData));
    }
  });

  it('reprints every label as written across shops, carriers and renewed references, after the first one is dropped', async () => {
    const fetch = async (
      owner: string,
      cp: 'YTO' | 'SF',
      seeds: { orderSn: string; printData: string }[],
    ) => {
      const id = await subject.ledger.openFetchIntent(
        intentFor(
          seeds.map((x) => x.orderSn),
          cp,
          owner,
        ),
        { confirmDuplicate: false },
      );
      const waybills = seeds.map((x) => ({
        ...issuedWaybill({ orderSn: x.orderSn, waybillCode: sampleWaybillCode(cp, x.orderSn.charCodeAt(0)) }),
        printData: x.printData,
      }));
      return subject.ledger.closeFetchIntentIssued(id, waybills);
    };
    const label = (cp: 'YTO' | 'SF', seq: number) =>
      samplePrintData(cp, { waybillCode: sampleWaybillCode(cp, seq) });
    const written = [
      ...(await fetch('demo-owner', 'YTO', [
        { orderSn: 'A', printData: label('YTO', 1) },
        { orderSn: 'B', printData: label('YTO', 2) },
      ])),
      ...(await fetch('demo-owner', 'SF', [{ orderSn: 'C', printData: label('SF', 3) }])),
      ...(await fetch('other-owner', 'YTO', [{ orderSn: 'D', printData: label('YTO', 4) }])),
    ];
    clock += 2 * DAY;
    // Content that shares nothing with the reference (sealed): the shop and carrier get a new one.
    const sealed = JSON.stringify({
      encryptedData: Buffer.from(randomBytes(400)).toString('base64'),
      templateURL: 'x',
    });
    written.push(
      ...(await fetch('demo-owner', 'YTO', [
        { orderSn: 'E', printData: sealed },
        { orderSn: 'F', printData: label('YTO', 6) },
      ])),
    );
    await subject.ledger.recordRecycleOutcomes([{ id: written[0]!.id, ok: true, errorMsg: null }]);
    clock += 31 * DAY;
    expect(await cleanUp(subject.ledger)).toMatchObject({ printData: 1 });
    const kept = written.slice(1);
    const reprinted = async (ledger: Ledger) =>
      (await ledger.getWaybills(kept.map((w) => w.id))).map((w) => w.printData);
    expect(await reprinted(subject.ledger)).toEqual(kept.map((w) => w.printData));
    expect(await reprinted(await subject.reopen())).toEqual(kept.map((w) => w.printData));
  });

  it('drops print data of waybills recycled over N days ago, keeping the row, its codes and dates', async () => {
    const [old, recent] = await recordFetch(subject.ledger, [
      { orderSn: 'A', waybillCode: 'YT0000000000001' },
      { orderSn: 'B', waybillCode: 'YT0000000000002' },
    ]);
    await subject.ledger.recordRecycleOutcomes([{ id: old!.id, ok: true, errorMsg: null }]);
    clock += 5 * DAY;
    await subject.ledger.recordRecycleOutcomes([{ id: recent!.id, ok: true, errorMsg: null }]);
    clock += 27 * DAY; // A recycled 32 days ago, B 27
    expect(await cleanUp(subject.ledger)).toMatchObject({ printData: 1 });
    const [a, b] = await subject.ledger.getWaybills([old!.id, recent!.id]);
    expect(a).toMatchObject({
      waybillCode: 'YT0000000000001',
      status: 'recycled',
      issuedAt: start,
      printData: '',
    });
    expect(a!.recycledAt).toBe(start);
    expect(b!.printData).toBe(recent!.printData);
  });

  it('never drops anything of an order that still has a live waybill or an unknown outcome', async () => {
    const [a1] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const [a2] = await recordFetch(
      subject.ledger,
      [{ orderSn: 'A', waybillCode: 'YT0000000000002' }],
      'YTO',
      {
        confirmDuplicate: true,
      },
    );
    const [b1] = await recordFetch(subject.ledger, [{ orderSn: 'B', waybillCode: 'YT0000000000003' }]);
    await subject.ledger.recordRecycleOutcomes([
      { id: a1!.id, ok: true, errorMsg: null },
      { id: b1!.id, ok: true, errorMsg: null },
    ]);
    // B is fetched again and the answer is lost: its outcome is unknown.
    const unknown = await subject.ledger.openFetchIntent(intentFor(['B']), { confirmDuplicate: true });
    await subject.ledger.markFetchIntentUnknown(unknown, 'answer lost');
    await subject.ledger.recordCharge('fetchWaybills', 3);
    clock += 400 * DAY;
    const dropped = await cleanUp(subject.ledger);
    expect(dropped.printData).toBe(0);
    // The three closed intents' bodies go; the unknown one keeps its body.
    expect(dropped.requestBodies).toBe(3);
    const read = await subject.ledger.getWaybills([a1!.id, a2!.id, b1!.id]);
    expect(read.map((w) => w.printData)).toEqual([a1!.printData, a2!.printData, b1!.printData]);
    expect((await subject.ledger.openFetchIntents()).map((i) => i.id)).toEqual([unknown]);
    clock = start;
    expect((await subject.ledger.chargesSummary(start - DAY)).session).toBe(3);
  });

  it('moves orders closed or completed over M days ago out of the search, unless a live waybill or an unsettled fetch keeps them', async () => {
    const confirmed = start - 10 * DAY;
    const book = subject.ledger.book;
    await book.upsertOrders('demo-owner', [
      sampleSoldOrder('OLD-CLOSED', { order_status: 4, confirm_time: confirmed }),
      sampleSoldOrder('OLD-DONE', { order_status: 3, confirm_time: confirmed }),
      sampleSoldOrder('OLD-SHIPPED', { order_status: 2, confirm_time: confirmed }),
      sampleSoldOrder('OLD-LIVE', { order_status: 3, confirm_time: confirmed }),
      sampleSoldOrder('OLD-UNKNOWN', { order_status: 3, confirm_time: confirmed }),
      sampleSoldOrder('NEW-DONE', { order_status: 3, confirm_time: start + 100 * DAY }),
    ]);
    const [live] = await recordFetch(subject.ledger, [
      { orderSn: 'OLD-LIVE', waybillCode: 'YT0000000000009' },
    ]);
    const unknown = await subject.ledger.openFetchIntent(intentFor(['OLD-UNKNOWN']), {
      confirmDuplicate: false,
    });
    await subject.ledger.markFetchIntentUnknown(unknown, 'answer lost');
    clock += 200 * DAY;
    // Nothing of an order with a live waybill or an unsettled fetch is touched.
    expect((await cleanUp(subject.ledger)).orders).toBe(2);
    const found = await book.search(
      ['demo-owner'],
      OrdersSearchInput.parse({ text: '纯棉T恤', pageSize: 50 }),
    );
    expect(found.rows.map((r) => r.order.order_sn).sort()).toEqual([
      'NEW-DONE',
      'OLD-LIVE',
      'OLD-SHIPPED',
      'OLD-UNKNOWN',
    ]);
    // Archived orders are still read whole, and the live waybill still reprints.
    const read = await book.getOrders('demo-owner', ['OLD-LIVE', 'OLD-DONE', 'NEW-DONE']);
    expect([...read.keys()].sort()).toEqual(['NEW-DONE', 'OLD-DONE', 'OLD-LIVE']);
    expect(read.get('OLD-LIVE')).toEqual(
      sampleSoldOrder('OLD-LIVE', { order_status: 3, confirm_time: confirmed }),
    );
    expect((await subject.ledger.getWaybills([live!.id]))[0]!.printData).toBe(live!.printData);
  });
});
