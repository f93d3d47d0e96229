import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDeskEvents } from '../../../../kernel/desk-events';
import { createTestDatabase, type TestDatabase } from '../../../../testing/pg-test-databases';
import { recordFetch } from '../../../../testing/ledger-test-kit';
import type { Ledger } from '../../../ledger';
import { openPgLedger } from '../../../ledger/postgres/open-pg-ledger';
import { fakeLabelPrinterDriver } from '../../testing/fake-label-printer-driver';
import { createLedgerPrintQueue } from '../ledger-print-queue';
import { openPrintQueueStore } from '../open-print-queue-store';
import type { PrintQueue } from '../print-queue';

/*
 * Two desks on one PostgreSQL ledger; desk A stops with labels on the wire (one the printer took whole, one cut
 * off mid-way) and one still queued. Desk B sees them at once, with desk A's name, and may not touch them while
 * desk A's lease holds; once it ran out, B's panel says which label the printer had taken whole and which was cut
 * off, and B settles them: Mark printed, Reprint (sent by desk B), Cancel.
 */

const clusterUrl = inject('pgUrl');
const PRINTER = 'socket://10.0.0.7:9100?language=tspl&dpi=203';

describe.skipIf(!clusterUrl)('print jobs of a stopped desk on a shared ledger', () => {
  let db: TestDatabase;
  let deskA: Ledger;
  let deskB: Ledger;
  let queueB: PrintQueue;
  const driver = fakeLabelPrinterDriver();
  let waybillIds: number[];
  let jobIds: number[];

  beforeAll(async () => {
    db = await createTestDatabase(clusterUrl, 'print_two_desks');
    deskA = await openPgLedger({ url: db.url, desk: 'desk A' });
    deskB = await openPgLedger({ url: db.url, desk: 'desk B' });
    waybillIds = (
      await recordFetch(deskA, [
        { orderSn: 'TD-1', waybillCode: 'YT400001' },
        { orderSn: 'TD-2', waybillCode: 'YT400002' },
        { orderSn: 'TD-3', waybillCode: 'YT400003' },
      ])
    ).map((w) => w.id);
    // Desk A: label 1 taken whole by the printer (sent), label 2 on the wire (sending), label 3 queued; then it dies.
    const storeA = openPrintQueueStore(deskA.connection);
    jobIds = await storeA.enqueue(
      PRINTER,
      waybillIds.map((waybillId, i) => ({
        waybillId,
        copy: 1,
        job: { language: 'tspl' as const, bytes: new TextEncoder().encode(`label ${i + 1}`) },
      })),
    );
    const first = await storeA.claimNext(PRINTER, null);
    await storeA.claimNext(PRINTER, first?.id ?? null);
    await deskA.close();
    queueB = createLedgerPrintQueue({ ledger: deskB, driver, emit: createDeskEvents().emit });
    await queueB.start();
  });
  afterAll(async () => {
    await queueB?.close();
    await deskB?.close();
    await db?.drop();
  });

  const deskAQueue = async () => (await queueB.status()).find((s) => s.desk === 'desk A');
  const taken = () => jobIds[0]!;
  const cutOff = () => jobIds[1]!;
  const waiting = () => jobIds[2]!;

  it("shows desk A's unsettled jobs on desk B with its name, and refuses to settle them while its lease holds", async () => {
    expect(await deskAQueue()).toMatchObject({
      connection: PRINTER,
      desk: 'desk A',
      mine: false,
      deskGone: false,
      held: null,
      queued: 1,
      inFlight: 2,
    });
    expect(await queueB.markPrinted([taken()])).toBe(0);
    expect(await queueB.reprint([cutOff()])).toBe(0);
    expect(await queueB.cancel({ connection: PRINTER, desk: 'desk A' })).toBe(0);
    expect(await queueB.cancel({ ids: [waiting()] })).toBe(0);
    expect(driver.printers.printer(PRINTER).jobs).toHaveLength(0);
  });

  it('once the lease ran out, says which label the printer took whole, and desk B settles every one', async () => {
    if (deskB.connection.kind !== 'postgres') throw new Error('a shared ledger is PostgreSQL');
    await deskB.connection.db.pool.query(
      `UPDATE desks SET heartbeat_at = now() - interval '1 hour' WHERE name = 'desk A'`,
    );
    const gone = await deskAQueue();
    expect(gone).toMatchObject({ desk: 'desk A', deskGone: true, inFlight: 0, mayHavePrinted: 2, queued: 1 });
    expect(gone?.uncertain.map((j) => [j.id, j.waybillCode, j.errorKind])).toEqual([
      [taken(), 'YT400001', 'stopped-sent'],
      [cutOff(), 'YT400002', 'stopped'],
    ]);

    expect(await queueB.markPrinted([taken()])).toBe(1);
    expect(await queueB.reprint([cutOff()])).toBe(1);
    await queueB.idle();
    // The reprint is desk B's to send: it went to the printer once, and counts printed once confirmed.
    expect(driver.printers.printer(PRINTER).texts()).toEqual(['label 2']);
    expect(await queueB.cancel({ connection: PRINTER, desk: 'desk A' })).toBe(1);
    expect(await queueB.status()).toEqual([]);
    const printed = (await deskB.getWaybills(waybillIds)).map((w) => w.printedCount);
    expect(printed).toEqual([1, 1, 0]);
  });
});
