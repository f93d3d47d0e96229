import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ledger } from '../../ledger';
import { openLedger } from '../../ledger/sqlite/open-ledger';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { parseLabelPrinterUri } from '../label-printers';
import { createRawSocketConnection } from '../label-printers/raw-socket-connection';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../testing/raw-printer-stand-in';
import { openPrintQueueStore } from './open-print-queue-store';
import { createPrintQueue, type PrintQueue } from './print-queue';

/*
 * A silent printer is never counted as printed. Over real TCP to the raw-printer stand-in (TSPL and ZPL): a label
 * counts as printed only when a status answer after the job says the printer is well; a printer that answered
 * and then falls silent after a job (Zebra: media out, ribbon out, head open, too hot answer no ~HS) holds its
 * queue and its label may have printed; a printer the seller marked as reporting no status takes labels that stay
 * "sent, not confirmed".
 */

/** Short waits for the stand-in on loopback: silence is the status query's 200 ms passing unanswered. */
const QUICK = { connectMs: 1000, idleMs: 1000, statusMs: 200 };

let standIn: RawPrinterStandIn;
let ledger: Ledger;
let queue: PrintQueue;
let waybillIds: number[];
let noStatus: Set<string>;

const label = (n: number) => ({
  waybillId: waybillIds[n]!,
  copy: 1,
  job: { language: 'tspl' as const, bytes: new TextEncoder().encode(`CLS\r\nPRINT ${n}\r\n`) },
});
const printedCounts = async () => (await ledger.getWaybills(waybillIds)).map((w) => w.printedCount);

beforeEach(async () => {
  standIn = await startRawPrinterStandIn();
  ledger = await openLedger(':memory:', { desk: 'desk 1' });
  waybillIds = (
    await recordFetch(ledger, [
      { orderSn: 'SIL-1', waybillCode: 'YT300001' },
      { orderSn: 'SIL-2', waybillCode: 'YT300002' },
    ])
  ).map((w) => w.id);
  noStatus = new Set();
  queue = createPrintQueue({
    store: openPrintQueueStore(ledger.connection),
    driver: {
      parse: parseLabelPrinterUri,
      connect: (t) => Promise.resolve(createRawSocketConnection(t, QUICK)),
    },
    printed: (jobs, printer) =>
      ledger.recordPrints(
        jobs.map((j) => j.waybillId),
        printer,
        'silent',
      ),
    changed: () => undefined,
    reportsNoStatus: (connection) => noStatus.has(connection),
  });
});
afterEach(async () => {
  await queue.close();
  await ledger.close();
  await standIn.close();
});

describe.each(['tspl', 'zpl'] as const)('a %s printer that falls silent', (language) => {
  it('is well: the label is printed once the status after it says so', async () => {
    const [id] = await queue.enqueue(standIn.uri(language), [label(0)]);
    await queue.idle();
    expect(await queue.jobStates([id!])).toMatchObject([{ state: 'done' }]);
    expect(await printedCounts()).toEqual([1, 0]);
  });

  it('answered before, silent after the job: the queue holds, the labels may have printed, nothing counted', async () => {
    const printer = standIn.uri(language);
    standIn.state.silentAfterJobs = 1;
    // The printer is kept busy: the second label goes while the first waits for its confirmation.
    const ids = await queue.enqueue(printer, [label(0), label(1)]);
    await queue.idle();
    expect(standIn.queries).toBe(1); // the batch's first question was answered
    expect(standIn.unanswered).toBeGreaterThanOrEqual(1);
    const [status] = await queue.status();
    expect(status).toMatchObject({ connection: printer, held: { kind: 'silent' }, mayHavePrinted: 2 });
    expect(status?.uncertain.map((j) => [j.waybillCode, j.errorKind])).toEqual([
      ['YT300001', 'silent'],
      ['YT300002', 'silent'],
    ]);
    expect(await queue.jobStates(ids)).toMatchObject([
      { state: 'failed', mayHavePrinted: true, failure: { kind: 'silent' } },
      { state: 'failed', mayHavePrinted: true, failure: { kind: 'silent' } },
    ]);
    // What comes after waits under the hold; nothing is counted printed.
    const [later] = await queue.enqueue(printer, [label(0)]);
    await queue.idle();
    expect(standIn.jobs).toHaveLength(2);
    expect(await queue.jobStates([later!])).toMatchObject([{ state: 'queued', failure: { kind: 'silent' } }]);
    expect(await printedCounts()).toEqual([0, 0]);
  });

  it('silent from the start, not marked: nothing is sent, the queue holds with the reason', async () => {
    standIn.state.silent = true;
    await queue.enqueue(standIn.uri(language), [label(0)]);
    await queue.idle();
    expect(standIn.jobs).toHaveLength(0);
    expect((await queue.status())[0]).toMatchObject({ queued: 1, held: { kind: 'silent' } });
    expect(await printedCounts()).toEqual([0, 0]);
  });

  it('marked "reports no status": labels are sent, read "sent, not confirmed", and are never printed by themselves', async () => {
    const printer = standIn.uri(language);
    noStatus.add(printer);
    standIn.state.silent = true;
    const ids = await queue.enqueue(printer, [label(0), label(1)]);
    await queue.idle();
    expect(standIn.jobs).toHaveLength(2);
    expect(await queue.jobStates(ids)).toMatchObject([
      { state: 'failed', mayHavePrinted: true, failure: { kind: 'unconfirmed' } },
      { state: 'failed', mayHavePrinted: true, failure: { kind: 'unconfirmed' } },
    ]);
    const [status] = await queue.status();
    expect(status).toMatchObject({ held: null, mayHavePrinted: 2, queued: 0 });
    expect(await printedCounts()).toEqual([0, 0]);
    // The seller looked at the paper: Mark printed counts them.
    expect(await queue.markPrinted(ids)).toBe(2);
    expect(await printedCounts()).toEqual([1, 1]);
  });
});
