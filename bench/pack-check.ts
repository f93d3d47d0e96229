/*
 * Pack check benchmark, against a sandbox over HTTP through the desk core (web-host flavour of printing:
 * "dispatched" = the print handed to the host's printing):
 *  - order scan → goods shown (the open check answered), p95, target < 50 ms;
 *  - last goods scan → print dispatched, p95, for a reprint (target < 50 ms) and for a new waybill (target: the
 *    gateway's own time + < 100 ms; the gateway time is the /gcswb call's, measured on the wire).
 * Every order's goods get a barcode first (bound in the ledger, as the first pack would), so each goods scan counts.
 * Run alone with `npx tsx bench/pack-check.ts`, or through `npm run bench`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { SoldOrder } from '../shared/api/schemas/sold-orders';
import { createSandbox } from '../sandbox/server';
import { startTestDesk, type TestDesk } from '../electron/testing/desk-test-harness';
import { presetScanProfile } from '../shared/scan/scan-profile';
import { goodsKey } from '../shared/scan/pack-check';
import { ascending, percentile } from './percentile';

const p95 = (xs: number[]) => percentile(ascending(xs), 95);
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** One pack: the order scanned, then each goods' barcode as many times as it is packed. */
const pack = async (desk: TestDesk, orderSn: string, barcodes: Map<string, string>) => {
  const session = desk.core.services.packSession;
  if (!session) throw new Error('the desk has no pack check');
  const t0 = performance.now();
  const opened = await session.scan(orderSn);
  const shown = performance.now() - t0;
  const scans = (opened.check?.lines ?? []).flatMap((l) =>
    Array.from({ length: l.need }, () => barcodes.get(goodsKey(l)) ?? ''),
  );
  for (const code of scans.slice(0, -1)) await session.scan(code);
  const callsBefore = desk.calls.length;
  const lastAt = Date.now();
  const done = await session.scan(scans.at(-1) ?? '');
  const e = done.entry;
  if (!e || e.dispatchMs === null || e.state !== 'dialog')
    throw new Error(`pack of ${orderSn} ended ${e?.state} ${e?.reason}`);
  const call = desk.calls.slice(callsBefore).find((c) => c.path.endsWith('/gcswb'));
  const gateway = call?.answeredAt !== undefined ? call.answeredAt - call.sentAt : 0;
  return { shown, dispatched: e.at + e.dispatchMs - lastAt, gateway, action: e.action };
};

export async function benchPackCheck(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const sandbox = await createSandbox({ orders: 300, rateLimit: false });
  const desk = await startTestDesk({ sandbox });
  try {
    const orders: SoldOrder[] = [];
    for (let page = 0; page < 3; page += 1) {
      const got = await desk.call('orders.page', { page, pageSize: 100, edition: 'normal' });
      orders.push(...got.rows.map((r) => r.order));
    }
    const awaiting = orders.filter((o) => o.order_status === 1);
    const s = desk.core.services.settings.get();
    desk.core.services.settings.update({
      scanProfile: { ...presetScanProfile(s), cpCode: 'YTO', labelSize: '100x150' },
      packCheck: true,
      scanRepeatSeconds: 0,
    });
    const store = desk.core.services.packStore;
    if (!store) throw new Error('the desk has no pack check store');
    const barcodes = new Map<string, string>();
    for (const o of awaiting) {
      const goods = { name: o.goods_name.trim(), spec: o.goods_spec.trim() };
      const key = goodsKey(goods);
      if (barcodes.has(key)) continue;
      const code = `BENCH-${barcodes.size + 1}`;
      await store.bind(code, goods);
      barcodes.set(key, code);
    }

    // New waybills: 30 packs, paced as the gateway's 10 calls/s allow.
    const NEW = 30;
    const fresh = [];
    for (const o of awaiting.slice(0, NEW)) {
      fresh.push(await pack(desk, o.order_sn, barcodes));
      await new Promise((r) => setTimeout(r, 100));
    }
    const overhead = fresh.map((r) => r.dispatched - r.gateway);
    console.log(
      `new waybill, ${NEW} packs: last goods scan → print dispatched p95 = gateway ${ms(p95(fresh.map((r) => r.gateway)))} ` +
        `+ desk ${ms(p95(overhead))} (target: gateway + < 100 ms: ${p95(overhead) < 100 ? 'met' : 'NOT met'})`,
    );

    // Reprints: the same orders packed again (their live waybills' stored labels).
    const again = [];
    for (let i = 0; i < 150; i += 1) again.push(await pack(desk, awaiting[i % NEW]!.order_sn, barcodes));
    if (again.some((r) => r.action !== 'reprint')) throw new Error('a repeat pack was not a reprint');
    const shown = [...fresh, ...again].map((r) => r.shown);
    const reprint = again.map((r) => r.dispatched);
    console.log(
      `order scan → goods shown, ${shown.length} packs: p95 ${ms(p95(shown))}, max ${ms(Math.max(...shown))} ` +
        `(target < 50 ms: ${p95(shown) < 50 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `reprint, ${again.length} packs: last goods scan → print dispatched p95 ${ms(p95(reprint))}, ` +
        `max ${ms(Math.max(...reprint))} (target < 50 ms: ${p95(reprint) < 50 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await desk.close();
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPackCheck();
