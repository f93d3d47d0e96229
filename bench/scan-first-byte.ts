/*
 * Scan → first byte at the label printer: the scan station drives a raw TSPL printer (the stand-in of the print
 * room's tests, a TCP listener on loopback) through the desk's real label printer connections and its durable
 * queue, against a sandbox over HTTP. Measured from the scan to the first byte of the label's job at the printer:
 *  - new waybill: p50/p95, with the gateway's own /gcswb time (on the wire) beside it; target p95 ≤ gateway + 100 ms;
 *  - reprint (stored print_data, no gateway call): p50/p95; target p95 ≤ 50 ms.
 * The first new label and the first reprint are decoded back (TSPL BITMAP/BARCODE + zxing) to their waybill code.
 * Run alone with `npx tsx bench/scan-first-byte.ts`, or through `npm run bench -- ScanFirstByte`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createSandbox } from '../sandbox/server';
import { startTestDesk, type TestDesk } from '../electron/testing/desk-test-harness';
import { labelPrinterDriver } from '../electron/features/printing';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import { barcodesOnRaster, decodeTspl } from '../electron/features/printing/testing/label-decoders';
import { presetScanProfile } from '../shared/scan/scan-profile';
import { ascending, percentile } from './percentile';

const NEW = 30;
const REPRINTS = 100;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const figures = (xs: number[]) => {
  const sorted = ascending(xs);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
};

/** One scan, until its label's first byte is at the printer: answers that time and the job's bytes. */
const scanToFirstByte = async (desk: TestDesk, printer: RawPrinterStandIn, code: string) => {
  const before = printer.jobs.length;
  const scannedAt = performance.now();
  const { seq } = desk.core.services.scanStation.submit(code);
  await printer.waitForJobs(before + 1);
  // The queue confirms the job (the printer's status) before the next scan, as a packer's pace leaves it time.
  await desk.core.services.scanStation.idle();
  await desk.core.services.printQueue.idle();
  const entry = desk.core.services.scanStation.status().entries.find((e) => e.seq === seq);
  // dispatchMs: the scan until labelPrinting.print answered, i.e. the label drawn and written as a queued job.
  return {
    ms: printer.firstByteAt[before]! - scannedAt,
    queuedMs: entry?.dispatchMs ?? NaN,
    bytes: printer.jobs[before]!,
  };
};

/** The first NEW orders awaiting shipment, seen on the gateway's pages (the ledger keeps their snapshots). */
const awaitingShipment = async (desk: TestDesk): Promise<string[]> => {
  const sns: string[] = [];
  for (let page = 0; page < 2; page += 1) {
    const got = await desk.call('orders.page', { page, pageSize: 100, edition: 'normal' });
    sns.push(...got.rows.filter((r) => r.order.order_status === 1).map((r) => r.order.order_sn));
  }
  return sns.slice(0, NEW);
};

/** The barcodes the label's TSPL job draws, read back by zxing. */
const codesOn = async (bytes: Buffer) => barcodesOnRaster(decodeTspl(bytes, 203).raster);

const newWaybills = async (desk: TestDesk, printer: RawPrinterStandIn, orderSns: string[]) => {
  const firstByte: number[] = [];
  const queued: number[] = [];
  const gateway: number[] = [];
  let checked = '';
  // One scan per 150 ms at most: the gateway allows 10 fetches in any rolling second, and a faster burst would
  // measure the client's throttle, which is the gateway's bound, not the desk's.
  let lastScan = 0;
  for (const sn of orderSns) {
    const wait = lastScan + 150 - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastScan = performance.now();
    const callsBefore = desk.calls.length;
    const { ms: took, queuedMs, bytes } = await scanToFirstByte(desk, printer, sn);
    queued.push(queuedMs);
    const call = desk.calls.slice(callsBefore).find((c) => c.path.endsWith('/gcswb'));
    if (!call?.answeredAt) throw new Error(`the scan of ${sn} made no fetch`);
    gateway.push(call.answeredAt - call.sentAt);
    firstByte.push(took);
    if (!checked) checked = (await codesOn(bytes)).join(' ');
  }
  return { firstByte, queued, gateway, checked };
};

/** Reprints: the new waybills' orders scanned again (stored print_data, no gateway call). */
const reprints = async (desk: TestDesk, printer: RawPrinterStandIn, orderSns: string[]) => {
  const reprint: number[] = [];
  const reprintQueued: number[] = [];
  let reprintChecked = '';
  for (let i = 0; i < REPRINTS; i += 1) {
    const {
      ms: took,
      queuedMs,
      bytes,
    } = await scanToFirstByte(desk, printer, orderSns[i % orderSns.length]!);
    reprint.push(took);
    reprintQueued.push(queuedMs);
    if (i === 0) reprintChecked = (await codesOn(bytes)).join(' ');
  }
  return { reprint, reprintQueued, reprintChecked };
};

/** Where the time went: scan → the label written as a queued job, then the queue's worker → the first byte. */
const split = (firstByte: number[], queued: number[]) => {
  const q = figures(queued);
  const w = figures(firstByte.map((t, i) => t - queued[i]!));
  return (
    `  of which scan → label queued p50 ${ms(q.p50)}, p95 ${ms(q.p95)}; ` +
    `queued → first byte (status asked, job claimed, connected) p50 ${ms(w.p50)}, p95 ${ms(w.p95)}`
  );
};

export async function benchScanFirstByte(): Promise<void> {
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`load average ${load.join(' ')} (${os.cpus().length} cores)`);
  const sandbox = await createSandbox({ orders: 200, rateLimit: false });
  const printer = await startRawPrinterStandIn();
  const desk = await startTestDesk({
    sandbox,
    labelPrinterDriver,
    labelPrinter: printer.uri('tspl', '&dpi=203'),
  });
  try {
    const awaiting = await awaitingShipment(desk);
    const s = desk.core.services.settings.get();
    desk.core.services.settings.update({
      scanProfile: { ...presetScanProfile(s), cpCode: 'YTO', labelSize: '100x150' },
      scanRepeatSeconds: 0,
      scanReprint: 'reprint',
    });
    const fresh = await newWaybills(desk, printer, awaiting);
    const codes = (await desk.call('waybills.list', { filter: { text: awaiting[0]! } })).rows.map(
      (r) => r.waybillCode,
    );
    const n = figures(fresh.firstByte);
    const g = figures(fresh.gateway);
    const deskPart = figures(fresh.firstByte.map((t, i) => t - fresh.gateway[i]!));
    console.log(
      `new waybill, ${fresh.firstByte.length} scans: scan → first byte at the printer p50 ${ms(n.p50)}, ` +
        `p95 ${ms(n.p95)}, max ${ms(n.max)}; the gateway's own fetch p50 ${ms(g.p50)}, p95 ${ms(g.p95)} ` +
        `(target p95 ≤ gateway + 100 ms = ${ms(g.p95 + 100)}: ${n.p95 <= g.p95 + 100 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  the desk's part of each scan (first byte − that scan's gateway time): p50 ${ms(deskPart.p50)}, ` +
        `p95 ${ms(deskPart.p95)} (lookup, claim + intent, record, draw, queue, the printer's status asked)`,
    );
    console.log(split(fresh.firstByte, fresh.queued));

    const callsBefore = desk.calls.length;
    const { reprint, reprintQueued, reprintChecked } = await reprints(desk, printer, awaiting);
    const r = figures(reprint);
    console.log(
      `reprint, ${REPRINTS} scans: scan → first byte at the printer p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, ` +
        `max ${ms(r.max)} (target p95 ≤ 50 ms: ${r.p95 <= 50 ? 'met' : 'NOT met'}); ` +
        `gateway calls made: ${desk.calls.length - callsBefore}`,
    );
    console.log(split(reprint, reprintQueued));
    const readBack = (found: string) =>
      codes.some((c) => found.includes(c)) ? 'its waybill code' : 'NOT its code';
    console.log(
      `labels read back (TSPL decoded, zxing): first new label → ${readBack(fresh.checked)}, ` +
        `first reprint → ${readBack(reprintChecked)}; ${printer.jobs.length} jobs, ${printer.queries} status answers`,
    );
  } finally {
    await desk.close();
    await printer.close();
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchScanFirstByte();
