import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLedger } from '../../ledger/sqlite/open-ledger';
import type { Ledger } from '../../ledger';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { createFakeLabelPrinters, fakeTarget, type FakeLabelPrinters } from '../testing/fake-label-printer';
import { openPrintQueueStore } from './open-print-queue-store';
import { parseLabelPrinterUri } from '../label-printers';
import { createPrintQueue, type PrintQueue } from './print-queue';
import type { PrintQueueStore, SettledJob } from './print-queue-store';

/*
 * The print queue's workers over an in-memory printer: order kept, the printer kept busy (never waiting on a
 * confirmation), a failure holds the queue with its reason, Retry re-sends only what the printer never took,
 * Move and Cancel, and a printer that cannot print holds the batch before anything is sent.
 */

const A = 'socket://10.0.0.5:9100?language=tspl&dpi=203';
const B = 'socket://10.0.0.6:9100?language=tspl&dpi=203';

let ledger: Ledger;
let store: PrintQueueStore;
let printers: FakeLabelPrinters;
let queue: PrintQueue;
let printed: SettledJob[];
let waybillIds: number[];

const job = (n: number) => ({
  waybillId: waybillIds[n % waybillIds.length] ?? 0,
  copy: 1,
  job: { language: 'tspl' as const, bytes: new TextEncoder().encode(`label ${n}`) },
});
const labels = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => job(from + i));
const texts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `label ${from + i}`);

beforeEach(async () => {
  ledger = await openLedger(':memory:', { desk: 'desk 1' });
  store = openPrintQueueStore(ledger.connection);
  waybillIds = (
    await recordFetch(
      ledger,
      Array.from({ length: 5 }, (_, i) => ({ orderSn: `PQ-${i}`, waybillCode: `YT20000${i}` })),
    )
  ).map((w) => w.id);
  printers = createFakeLabelPrinters();
  printed = [];
  queue = createPrintQueue({
    store,
    driver: { parse: fakeTarget, connect: (t) => printers.connect(t) },
    printed: async (jobs) => {
      printed.push(...jobs);
      await ledger.recordPrints(
        jobs.map((j) => j.waybillId),
        'fake',
        'silent',
      );
    },
    changed: () => undefined,
  });
});
afterEach(async () => {
  await queue.close();
  await ledger.close();
});

const statusOf = async (connection: string) =>
  (await queue.status()).find((s) => s.connection === connection);

describe('print queue workers', () => {
  it('sends every job in order and counts each printed once it is confirmed', async () => {
    const ids = await queue.enqueue(A, labels(1, 20));
    await queue.idle();
    expect(printers.printer(A).texts()).toEqual(texts(1, 20));
    expect(printed.map((j) => j.id)).toEqual(ids);
    expect(await queue.status()).toEqual([]);
    expect((await ledger.getWaybills(waybillIds)).map((w) => w.printedCount)).toEqual([4, 4, 4, 4, 4]);
  });

  it('keeps the printer busy: the next job goes while the last one still waits for its confirmation', async () => {
    const printer = printers.printer(A);
    // The batch's first status query answers; every later one (the confirmations) hangs until released.
    const release = printer.stall({ health: true, skip: 1 });
    await queue.enqueue(A, labels(1, 6));
    await waitFor(() => printer.jobs.length === 6);
    expect(printer.texts()).toEqual(texts(1, 6));
    expect(printed).toHaveLength(0);
    release();
    await queue.idle();
    expect(printed).toHaveLength(6);
  });

  it('a refused job holds the queue and says why; Retry re-sends it and the rest, in order', async () => {
    const printer = printers.printer(A);
    printer.failNext('refused', false);
    await queue.enqueue(A, labels(1, 3));
    await queue.idle();
    expect(printer.jobs).toHaveLength(0);
    expect(await statusOf(A)).toMatchObject({
      queued: 2,
      failed: 1,
      held: { kind: 'refused' },
      lastError: { kind: 'refused' },
    });
    // Labels queued behind a held connection wait too.
    await queue.enqueue(A, labels(4, 4));
    await queue.idle();
    expect(printer.jobs).toHaveLength(0);
    expect(await queue.retry(A)).toBe(1);
    await queue.idle();
    expect(printer.texts()).toEqual(texts(1, 4));
    expect(await statusOf(A)).toBeUndefined();
  });

  it('Retry never re-sends a job the printer may have taken; the seller reprints or marks it printed', async () => {
    const printer = printers.printer(A);
    await queue.enqueue(A, labels(1, 2));
    await queue.idle();
    printer.failNext('dropped', true);
    await queue.enqueue(A, labels(3, 5));
    await queue.idle();
    const held = await statusOf(A);
    expect(held).toMatchObject({ held: { kind: 'dropped' }, mayHavePrinted: 1, queued: 2 });
    expect(held?.uncertain.map((j) => j.waybillCode)).toEqual([`YT200003`]);
    await queue.retry(A);
    await queue.idle();
    // label 3 is not sent again by the desk: only the ones after it.
    expect(printer.texts()).toEqual(['label 1', 'label 2', 'label 4', 'label 5']);
    const uncertain = (await statusOf(A))?.uncertain ?? [];
    expect(uncertain).toHaveLength(1);
    expect(await queue.reprint(uncertain.map((j) => j.id))).toBe(1);
    await queue.idle();
    expect(printer.texts()).toEqual(['label 1', 'label 2', 'label 4', 'label 5', 'label 3']);
    expect(await statusOf(A)).toBeUndefined();
  });

  it('Mark printed settles a may-have-printed job as printed, without sending it', async () => {
    const printer = printers.printer(A);
    printer.failNext('dropped', true);
    await queue.enqueue(A, labels(1, 1));
    await queue.idle();
    const [uncertain] = (await statusOf(A))?.uncertain ?? [];
    expect(await queue.markPrinted([uncertain?.id ?? 0])).toBe(1);
    expect(printer.jobs).toHaveLength(0);
    expect(printed.map((j) => j.id)).toEqual([uncertain?.id]);
    expect((await ledger.getWaybills([waybillIds[1] ?? 0]))[0]?.printedCount).toBe(1);
  });

  it('Move sends what was not printed to another printer, in order; Cancel drops the rest', async () => {
    printers.unreachable(A);
    await queue.enqueue(A, labels(1, 4));
    await queue.idle();
    expect(await statusOf(A)).toMatchObject({ queued: 4, held: { kind: 'unreachable' } });
    await queue.cancel({ ids: [(await store.jobs(A, ['queued'], 1))[0]?.id ?? 0] });
    expect(await queue.move(A, B)).toBe(3);
    await queue.idle();
    expect(printers.printer(B).texts()).toEqual(texts(2, 4));
    await queue.enqueue(A, labels(5, 6));
    expect(await queue.cancel({ connection: A })).toBe(2);
    expect(await queue.status()).toEqual([]);
  });

  it('a printer that cannot print holds the batch before anything is sent', async () => {
    const printer = printers.printer(A);
    printer.setHealth('paper-out');
    await queue.enqueue(A, labels(1, 3));
    await queue.idle();
    expect(printer.calls.filter((c) => c === 'send')).toHaveLength(0);
    expect(await statusOf(A)).toMatchObject({ queued: 3, held: { kind: 'paper-out' } });
    printer.setHealth('ready');
    await queue.retry(A);
    await queue.idle();
    expect(printer.texts()).toEqual(texts(1, 3));
  });

  it('a printer that turns bad mid-batch: what it took may have printed, the rest waits', async () => {
    const printer = printers.printer(A);
    printer.sendMs = 20;
    const release = printer.stall();
    await queue.enqueue(A, labels(1, 3));
    await waitFor(() => printer.calls.includes('send'));
    // Label 1 is on the wire; the printer's next answer (confirming it) says its head is open.
    printer.setHealth('head-open');
    release();
    await queue.idle();
    expect(printer.texts()).toEqual(['label 1', 'label 2']);
    const status = await statusOf(A);
    expect(status).toMatchObject({ held: { kind: 'head-open' }, queued: 1, mayHavePrinted: 2 });
    expect(status?.uncertain.map((j) => j.waybillCode)).toEqual(['YT200001', 'YT200002']);
    expect(printed).toHaveLength(0);
  });

  it('jobStates: done once confirmed; failed with the reason; waiting under a hold names the hold', async () => {
    const printer = printers.printer(A);
    const [done] = await queue.enqueue(A, labels(1, 1));
    await queue.idle();
    expect(await queue.jobStates([done ?? 0, 999_999])).toEqual([
      { id: done, state: 'done', connection: A, failure: null, mayHavePrinted: false },
    ]);
    printer.failNext('refused', false);
    const [refused, behind] = await queue.enqueue(A, labels(2, 3));
    await queue.idle();
    expect(await queue.jobStates([refused ?? 0, behind ?? 0])).toMatchObject([
      { state: 'failed', failure: { kind: 'refused' }, mayHavePrinted: false },
      { state: 'queued', failure: { kind: 'refused' } },
    ]);
    printer.setHealth('paper-out');
    await queue.retry(A);
    await queue.idle();
    expect(await queue.jobStates([refused ?? 0])).toMatchObject([
      { state: 'queued', failure: { kind: 'paper-out' } },
    ]);
  });

  it('a printer whose status cannot be read after the job (offline, no answer): may have printed, not counted', async () => {
    const printer = printers.printer(A);
    printer.setHealth('offline', false);
    await queue.enqueue(A, labels(1, 1));
    await queue.idle();
    expect(await statusOf(A)).toMatchObject({ held: { kind: 'offline' }, mayHavePrinted: 1 });
    expect(printed).toHaveLength(0);
  });

  it('a job taken, then no answer to the status (IPP: Get-Printer-Attributes times out): may have printed', async () => {
    const printer = printers.printer(A);
    // The batch's first question is answered; the one confirming the job is not.
    const release = printer.stall({ health: true, skip: 1 });
    await queue.enqueue(A, labels(1, 1));
    await waitFor(() => printer.jobs.length === 1);
    printer.setHealth('offline', false);
    release();
    await queue.idle();
    expect(await statusOf(A)).toMatchObject({ held: { kind: 'offline' }, mayHavePrinted: 1 });
    expect(printed).toHaveLength(0);
  });

  it('refuses a printer address it cannot read, naming the field, and queues nothing', async () => {
    await expect(queue.enqueue('lpd://nowhere', labels(1, 1))).rejects.toMatchObject({ field: 'connection' });
    await expect(queue.move(A, 'not a uri')).rejects.toMatchObject({ field: 'to' });
    expect(await queue.status()).toEqual([]);
  });

  it("says what is wrong in a refused printer address in the seller's language", async () => {
    const queueIn = (language: 'en' | 'zh-CN') =>
      createPrintQueue({
        store,
        driver: { parse: parseLabelPrinterUri, connect: (t) => printers.connect(t) },
        printed: () => Promise.resolve(),
        changed: () => undefined,
        language: () => language,
      });
    await expect(queueIn('en').move(A, 'socket://printer:99999')).rejects.toMatchObject({
      field: 'to',
      message: 'to: port "99999" must be a number from 1 to 65535',
    });
    await expect(queueIn('zh-CN').move(A, 'socket://printer:99999')).rejects.toMatchObject({
      field: 'to',
      message: 'to: 端口“99999”须为 1 到 65535 的数字',
    });
  });
});

const waitFor = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(ok()).toBe(true);
};
