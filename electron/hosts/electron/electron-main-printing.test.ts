import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { In } from '../../../shared/ipc/contract';
import { createDemoLikeToken } from '../../../shared/testing/sandbox-harness';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../../features/printing/testing/raw-printer-stand-in';
import { barcodesOnRaster, decodeTspl, decodeZpl } from '../../features/printing/testing/label-decoders';
import { startMainUnderStub, type MainUnderStub } from './testing/main-under-stub';

/*
 * The print room under the Electron host, with no Electron binary: the real main bundle under the stub `electron`
 * module, against a sandbox over HTTP. The host builds the same print queue and label printer connections as the
 * web host: SELLER_TOOLS_LABEL_PRINTER and `--label-printer` reach the queue, and a label sent to a raw printer
 * stand-in arrives there and reads back as its waybill; a system printer still prints through Electron's silent
 * webContents.print, recorded printed only on its success.
 */

let sandbox: RunningSandbox;
let printer: RawPrinterStandIn;

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 20 });
  printer = await startRawPrinterStandIn();
});
afterAll(async () => {
  await printer.close();
  await sandbox.close();
});

/** The Electron desk on the sandbox with a fresh token, its environment and command line as given. */
const startDesk = async (env: Record<string, string>, args: string[] = []) =>
  startMainUnderStub({
    env: {
      SELLER_TOOLS_GATEWAY_URL: sandbox.url,
      SELLER_TOOLS_TOKEN: await createDemoLikeToken(sandbox.url),
      ...env,
    },
    args,
  });

/** Fetches one waybill for the `nth` order of the gateway's first page; answers its ledger id and code. */
const fetchOne = async (desk: MainUnderStub, nth: number) => {
  const page = await desk.call('orders.page', { page: 0, pageSize: 100, edition: 'normal' });
  const settings = await desk.call('settings.get', {});
  const { id: _id, label: _label, ...sender } = settings.senders[0]!;
  const input: In<'waybills.fetch'> = {
    orderSns: [page.rows[nth]!.order.order_sn],
    cpCode: 'YTO',
    sender,
    templateUrl: settings.templateUrl,
    confirmNotAwaiting: true,
  };
  const { results } = await desk.call('waybills.fetch', input);
  const id = results[0]!.waybillId!;
  const [label] = (await desk.call('labels.get', { ids: [id] })).labels;
  return { id, code: label!.waybillCode };
};

const printedCount = async (desk: MainUnderStub, id: number) =>
  (await desk.call('labels.get', { ids: [id] })).labels[0]!.printedCount;

/** A queued label counts as printed once the printer took it and its status said it is well. */
const untilPrinted = async (desk: MainUnderStub, id: number) => {
  for (let i = 0; i < 200 && (await printedCount(desk, id)) === 0; i++)
    await new Promise((r) => setTimeout(r, 25));
  expect(await printedCount(desk, id)).toBe(1);
};

describe('the Electron host, SELLER_TOOLS_LABEL_PRINTER set', () => {
  let desk: MainUnderStub;
  let tsplPrinter: string;
  beforeAll(async () => {
    tsplPrinter = printer.uri('tspl', '&dpi=203');
    desk = await startDesk({ SELLER_TOOLS_LABEL_PRINTER: tsplPrinter });
  }, 60_000);
  afterAll(async () => {
    await desk.quit();
  });

  it('queues a label for the raw printer, which receives it as TSPL that reads back as the waybill', async () => {
    const { id, code } = await fetchOne(desk, 0);
    const jobs = printer.jobs.length;
    const outcome = await desk.call('labels.print', { ids: [id], size: '100x150' });
    expect(outcome).toMatchObject({ mode: 'queued', queued: 1, connection: tsplPrinter });
    const [bytes] = (await printer.waitForJobs(jobs + 1)).slice(jobs);
    expect(await barcodesOnRaster(decodeTspl(bytes!, 203).raster)).toContain(code);
    await untilPrinted(desk, id);
    expect(await desk.call('printQueue.status', {})).toEqual({ connections: [] });
  });

  it('still prints to a system printer through Electron silently, recorded printed on its success', async () => {
    const { id } = await fetchOne(desk, 1);
    const jobs = printer.jobs.length;
    desk.record.printJobs.length = 0;
    const outcome = await desk.call('labels.print', { ids: [id], size: '100x150', printer: 'Deli DL-888' });
    expect(outcome).toEqual({ mode: 'silent', printed: 1, printer: 'Deli DL-888' });
    expect(desk.record.printJobs).toHaveLength(1);
    expect(desk.record.printJobs[0]?.options).toMatchObject({ silent: true, deviceName: 'Deli DL-888' });
    expect(desk.record.printJobs[0]?.url).toMatch(/^app:\/\/desk\/print\.html\?/);
    expect(await printedCount(desk, id)).toBe(1);
    expect(printer.jobs.length).toBe(jobs);
  });
});

describe('the Electron host, --label-printer on its command line', () => {
  it('queues labels for the printer the flag names, over the environment', async () => {
    const zplPrinter = printer.uri('zpl', '&dpi=203');
    const desk = await startDesk({ SELLER_TOOLS_LABEL_PRINTER: printer.uri('tspl') }, [
      '--label-printer',
      zplPrinter,
    ]);
    try {
      const { id, code } = await fetchOne(desk, 2);
      const jobs = printer.jobs.length;
      const outcome = await desk.call('labels.print', { ids: [id], size: '76x130' });
      expect(outcome).toMatchObject({ mode: 'queued', queued: 1, connection: zplPrinter });
      const [bytes] = (await printer.waitForJobs(jobs + 1)).slice(jobs);
      expect(await barcodesOnRaster(decodeZpl(bytes!).raster)).toContain(code);
      await untilPrinted(desk, id);
    } finally {
      await desk.quit();
    }
  }, 60_000);
});
