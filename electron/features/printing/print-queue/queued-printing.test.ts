import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../../../sandbox/server';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../../testing/desk-test-harness';
import { fakeLabelPrinterDriver } from '../testing/fake-label-printer-driver';

/*
 * labels.print through a label printer's queue: a size whose print profile names a device URI queues its labels
 * (one job per copy, with the profile's size), answers 'queued', and the waybills count as printed only once the
 * printer took them and said it is well; the panel's channels show and settle what is held.
 */

const PRINTER = 'socket://127.0.0.1:9100?language=tspl&dpi=203';
const driver = fakeLabelPrinterDriver();
let sandbox: RunningSandbox;
let desk: TestDesk;
let ids: number[];

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 10 });
  desk = await startTestDesk({ sandbox, labelPrinterDriver: driver });
  const fetched = await desk.call('waybills.fetch', fetchInput(desk, await seeOrders(desk, 3)));
  ids = fetched.results.map((r) => r.waybillId as number);
  desk.core.services.settings.update({
    printProfiles: {
      '100x150': { printer: null, connection: PRINTER, offsetXMm: 0, offsetYMm: 0, copies: 2 },
    },
  });
});
afterAll(async () => {
  await desk.close();
  await sandbox.close();
});

describe('labels to a label printer', () => {
  it('labels.print queues every copy and the waybills count as printed once the printer confirms them', async () => {
    const outcome = await desk.call('labels.print', { ids, size: '100x150' });
    expect(outcome).toMatchObject({ mode: 'queued', queued: 6, printer: PRINTER, connection: PRINTER });
    await desk.core.services.printQueue.idle();
    const codes = (await desk.call('labels.get', { ids })).labels.map((l) => l.waybillCode);
    expect(driver.printers.printer(PRINTER).texts()).toEqual(
      codes.flatMap((code) => [`${code} 100x150 x1`, `${code} 100x150 x1`]),
    );
    const printed = (await desk.call('labels.get', { ids })).labels.map((l) => l.printedCount);
    expect(printed).toEqual([1, 1, 1]);
    expect(await desk.call('printQueue.status', {})).toEqual({ connections: [] });
  });

  it('a printer out of paper holds the batch, says so, and sends it after Retry', async () => {
    const printer = driver.printers.printer(PRINTER);
    printer.setHealth('paper-out');
    const before = printer.jobs.length;
    await desk.call('labels.print', { ids: ids.slice(0, 1), size: '100x150' });
    await desk.core.services.printQueue.idle();
    expect(printer.jobs.length).toBe(before);
    const { connections } = await desk.call('printQueue.status', {});
    expect(connections).toMatchObject([{ connection: PRINTER, queued: 2, held: { reason: 'paper-out' } }]);
    expect(
      desk.events.some((e) => e.event === 'changed' && (e.payload as { topic: string }).topic === 'print'),
    ).toBe(true);
    printer.setHealth('ready');
    expect(await desk.call('printQueue.retry', { connection: PRINTER })).toEqual({ count: 0 });
    await desk.core.services.printQueue.idle();
    expect(printer.jobs.length).toBe(before + 2);
  });

  it('refuses a label printer address it cannot read, naming the field, and queues nothing', async () => {
    const result = await desk.raw('printQueue.move', { from: PRINTER, to: 'lpd://printer' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'to' } });
  });

  it('--label-printer takes every size whose profile names no printer of its own, through the same queue', async () => {
    const flag = 'socket://127.0.0.1:9101?language=zpl&dpi=203';
    const own = await startTestDesk({ sandbox, labelPrinterDriver: driver, labelPrinter: flag });
    try {
      const fetched = await own.call('waybills.fetch', fetchInput(own, (await seeOrders(own, 6)).slice(4)));
      const mine = fetched.results.map((r) => r.waybillId as number);
      expect(await own.call('labels.print', { ids: mine, size: '76x130' })).toMatchObject({
        mode: 'queued',
        queued: mine.length,
        connection: flag,
      });
      await own.core.services.printQueue.idle();
      expect(driver.printers.printer(flag).jobs).toHaveLength(mine.length);
      // A size whose profile names a system printer keeps it: the flag fills gaps, it does not overrule the seller.
      own.core.services.settings.update({
        printProfiles: { '100x150': { printer: 'Office laser', offsetXMm: 0, offsetYMm: 0, copies: 1 } },
      });
      const outcome = await own.call('labels.print', { ids: mine, size: '100x150' });
      expect(outcome.mode).not.toBe('queued');
      await own.core.services.printQueue.idle();
      expect(driver.printers.printer(flag).jobs).toHaveLength(mine.length);
    } finally {
      await own.close();
    }
  });
});
