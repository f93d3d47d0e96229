/*
 * Stable reading → first byte at the label printer: the scan station weighs each parcel on a serial scale (the
 * stand-in scale: socat's pseudo-terminal pair, the continuous ST/US protocol every 100 ms, read by the desk's real
 * scale room through serialport), then fetches its waybill from a sandbox over HTTP and sends the label to a raw
 * TSPL printer (the print room's TCP stand-in) through the desk's durable queue. Measured per parcel from the
 * moment the scale room says stable (the settle time held) to the first byte of the label's job at the printer,
 * with the gateway's own /gcswb time beside it; target p95 < gateway + 150 ms. The first label is decoded back
 * (TSPL BITMAP/BARCODE + zxing) to its waybill code. Without socat the bench says so and measures nothing.
 * Run alone with `npx tsx bench/scale-first-byte.ts`, or through `npm run bench -- ScaleFirstByte`.
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
import {
  standInUnavailable,
  startScaleStandIn,
  type ScaleStandIn,
} from '../electron/features/scale/testing/scale-stand-in';
import type { ScanEntry } from '../shared/ipc/channels/scan';
import { DEFAULT_SCALE_SETTINGS } from '../shared/scale/scale-settings';
import type { ScaleState } from '../shared/scale/scale-state';
import { DEFAULT_WEIGHING } from '../shared/scale/weighing-settings';
import { presetScanProfile } from '../shared/scan/scan-profile';
import { ascending, percentile } from './percentile';

const PARCELS = 30;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const figures = (xs: number[]) => {
  const sorted = ascending(xs);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
};

/** Resolves with the first state of the desk's scale feed that `ok` takes (now, or at a later change). */
const scaleSays = (desk: TestDesk, ok: (s: ScaleState) => boolean): Promise<ScaleState> => {
  const { feed } = desk.core.services.scale;
  return new Promise((resolve) => {
    if (ok(feed.current())) return resolve(feed.current());
    const off = feed.subscribe((s) => {
      if (!ok(s)) return;
      off();
      resolve(s);
    });
  });
};

/** Resolves once the station's entry `seq` waits on the scale. */
const onTheScale = (desk: TestDesk, seq: number): Promise<void> =>
  new Promise((resolve) => {
    const off = desk.core.events.subscribe((event, payload) => {
      const e = event === 'scan.changed' ? (payload as { entry: ScanEntry }).entry : null;
      if (e?.seq === seq && e.state === 'weighing') {
        off();
        resolve();
      }
    });
  });

/** One parcel: scanned, put on the scale (moving, then settling at 620 g); stable → first byte, and the fetch. */
const weighToFirstByte = async (
  desk: TestDesk,
  scale: ScaleStandIn,
  printer: RawPrinterStandIn,
  orderSn: string,
) => {
  scale.load({ grams: 0 });
  await scaleSays(desk, (s) => s.kind === 'empty');
  const jobs = printer.jobs.length;
  const callsBefore = desk.calls.length;
  const { seq } = desk.core.services.scanStation.submit(orderSn);
  await onTheScale(desk, seq);
  scale.load({ grams: 620, movingLines: 2 });
  await scaleSays(desk, (s) => s.kind === 'stable');
  const stableAt = performance.now();
  await printer.waitForJobs(jobs + 1);
  await desk.core.services.scanStation.idle();
  await desk.core.services.printQueue.idle();
  const call = desk.calls.slice(callsBefore).find((c) => c.path.endsWith('/gcswb'));
  if (!call?.answeredAt) throw new Error(`the parcel of ${orderSn} made no fetch`);
  return {
    ms: printer.firstByteAt[jobs]! - stableAt,
    gatewayMs: call.answeredAt - call.sentAt,
    bytes: printer.jobs[jobs]!,
  };
};

/** The first PARCELS orders awaiting shipment, seen on the gateway's pages (the ledger keeps their snapshots). */
const awaitingShipment = async (desk: TestDesk): Promise<string[]> => {
  const sns: string[] = [];
  for (let page = 0; page < 2; page += 1) {
    const got = await desk.call('orders.page', { page, pageSize: 100, edition: 'normal' });
    sns.push(...got.rows.filter((r) => r.order.order_status === 1).map((r) => r.order.order_sn));
  }
  return sns.slice(0, PARCELS);
};

const weighAll = async (
  desk: TestDesk,
  scale: ScaleStandIn,
  printer: RawPrinterStandIn,
  orderSns: string[],
) => {
  const firstByte: number[] = [];
  const gateway: number[] = [];
  let checked = '';
  for (const sn of orderSns) {
    const parcel = await weighToFirstByte(desk, scale, printer, sn);
    firstByte.push(parcel.ms);
    gateway.push(parcel.gatewayMs);
    if (!checked) checked = (await barcodesOnRaster(decodeTspl(parcel.bytes, 203).raster)).join(' ');
  }
  return { firstByte, gateway, checked };
};

const report = (firstByte: number[], gateway: number[]) => {
  const n = figures(firstByte);
  const g = figures(gateway);
  const deskPart = figures(firstByte.map((t, i) => t - gateway[i]!));
  console.log(
    `${firstByte.length} parcels: stable reading → first byte at the printer p50 ${ms(n.p50)}, p95 ${ms(n.p95)}, ` +
      `max ${ms(n.max)}; the gateway's own fetch p50 ${ms(g.p50)}, p95 ${ms(g.p95)} ` +
      `(target p95 < gateway + 150 ms = ${ms(g.p95 + 150)}: ${n.p95 < g.p95 + 150 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  the desk's part of each parcel (first byte − that parcel's gateway time): p50 ${ms(deskPart.p50)}, ` +
      `p95 ${ms(deskPart.p95)} (weight judged, fetch claimed and recorded, weight kept, label drawn, queued, sent)`,
  );
};

export async function benchScaleFirstByte(): Promise<void> {
  const unavailable = standInUnavailable();
  if (unavailable) {
    console.log(`stable reading → first byte: not measured, ${unavailable}`);
    return;
  }
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`load average ${load.join(' ')} (${os.cpus().length} cores)`);
  const sandbox = await createSandbox({ orders: 200, rateLimit: false });
  const printer = await startRawPrinterStandIn();
  const scale = await startScaleStandIn('continuous');
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
      scale: { ...DEFAULT_SCALE_SETTINGS, enabled: true, protocol: 'continuous', port: scale.port },
      weighing: { ...DEFAULT_WEIGHING, on: true },
    });
    const { firstByte, gateway, checked } = await weighAll(desk, scale, printer, awaiting);
    report(firstByte, gateway);
    const codes = (await desk.call('waybills.list', { filter: { text: awaiting[0]! } })).rows.map(
      (r) => r.waybillCode,
    );
    console.log(
      `first label read back (TSPL decoded, zxing) → ${codes.some((c) => checked.includes(c)) ? 'its waybill code' : 'NOT its code'}; ` +
        `${printer.jobs.length} jobs, settle time ${DEFAULT_SCALE_SETTINGS.settleMs} ms, readings every 100 ms over the pty`,
    );
  } finally {
    await desk.close();
    await scale.close();
    await printer.close();
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchScaleFirstByte();
