/*
 * Handover benchmark over a SQLite ledger of 10,000 waybills (filled as half a year of use would, see
 * electron/testing/ledger-sample-data.ts):
 *  - one scan → its answer in main (the ledger's read, the verdict, the scan's row), p50/p95 over 600 scans of
 *    waybill codes and order numbers (target p95 < 50 ms for scan → answer on screen; the IPC hop and the render
 *    come on top of this);
 *  - closing a batch of 500 parcels (the transaction that marks its scans closed under the unique index), and
 *    reading the batch the handover list is drawn from;
 *  - close 500 → PDF (target < 3 s): from the close call to the PDF bytes of its handover list, the real print route
 *    drawn in headless Chromium (see handover-list-pdf.ts: the page calls through its own HTTP bridge, the clock
 *    starts once Chromium has finished starting) and saved as A4 PDF, with the split (close, route loaded, batch
 *    answered, list drawn, PDF written; CPU of drawing and of the PDF); the PDF is read back (pages, and
 *    every waybill code of the batch in its text).
 * Run alone with `npx tsx bench/handover.ts`, or through `npm run bench -- Handover`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createHandover } from '../electron/features/handover/handover-service';
import { openHandoverStore } from '../electron/features/handover/open-handover-store';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { fillLedger } from '../electron/testing/ledger-sample-data';
import { makeTempDir } from '../electron/testing/ledger-test-kit';
import { PDFDocument } from 'pdf-lib';
import { pdfPageTexts } from '../e2e/fixtures/pdf-text';
import { openListPrinter } from './handover-list-pdf';
import { treeCpuSeconds } from './process-tree-usage';
import { ascending, percentile } from './percentile';

const ms = (x: number) => `${x.toFixed(2)} ms`;

export async function benchHandover(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const tmp = makeTempDir('bench-handover-');
  const file = tmp.file('ledger.sqlite');
  const now = Date.now();
  await fillLedger(file, 10_000, now);
  const ledger = await openLedger(file, { now: Date.now });
  try {
    if (ledger.connection.kind !== 'sqlite') throw new Error('the bench ledger is SQLite');
    const rows = ledger.connection.db.db
      .prepare('SELECT waybill_code, order_sn, cp_code, status FROM waybills ORDER BY id')
      .all()
      .map((r) => ({
        code: String(r.waybill_code),
        orderSn: String(r.order_sn),
        cp: String(r.cp_code),
        live: r.status === 'live',
      }));
    const samples = { codes: rows.map((r) => r.code), orderSns: rows.map((r) => r.orderSn) };
    const handover = createHandover({ store: openHandoverStore(ledger.connection), emit: () => undefined });
    const batch = await handover.open('YTO');
    console.log(`ledger: ${rows.length} waybills`);
    const times: number[] = [];
    const kinds = new Map<string, number>();
    for (let i = 0; i < 600; i++) {
      // Every fifth scan is an order number (the order's live waybill is looked up), the rest waybill codes.
      const list = i % 5 === 4 ? samples.orderSns : samples.codes;
      const code = list[(i * 7919) % list.length]!;
      const t0 = performance.now();
      const { verdict } = await handover.scan(batch.id, code, true);
      times.push(performance.now() - t0);
      kinds.set(verdict.kind, (kinds.get(verdict.kind) ?? 0) + 1);
    }
    const sorted = ascending(times);
    console.log(
      `scan → answer (main): p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
        `max ${ms(sorted.at(-1) ?? NaN)} over ${times.length} scans (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    );

    // A batch of 500 parcels of one carrier, closed.
    const zto = await handover.open('ZTO');
    let counted = 0;
    for (const { code } of rows.filter((r) => r.cp === 'ZTO' && r.live)) {
      if (counted === 500) break;
      const { verdict } = await handover.scan(zto.id, code, true);
      if (verdict.kind === 'counted') counted++;
    }
    const printer = await openListPrinter(handover);
    try {
      // CPU time too (this process and Chromium's): on a shared machine the wall time waits for other work.
      const cpu0 = treeCpuSeconds() + process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
      const t0 = performance.now();
      const closed = await handover.close(zto.id);
      const closeMs = performance.now() - t0;
      const { bytes, renderMs, pdfMs, drawn, cpu: split } = await printer.pdf(zto.id);
      const totalMs = performance.now() - t0;
      const cpu = treeCpuSeconds() + process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 - cpu0;
      console.log(
        `close a batch of ${closed.scans.length} → PDF: ${ms(totalMs)} (target < 3000 ms; close ${ms(closeMs)}, ` +
          `list drawn ${ms(renderMs)} [route loaded ${ms(drawn.loadedMs)}, batch answered ${ms(drawn.batchMs)}], ` +
          `PDF written ${ms(pdfMs)}; CPU ${ms(cpu * 1000)}, of which Chromium drawing ${ms(split.drawnS * 1000)}, ` +
          `writing the PDF ${ms(split.pdfS * 1000)}); ` +
          (await paperOf(bytes, closed.scans)),
      );
    } finally {
      await printer.close();
    }
  } finally {
    await ledger.close();
    tmp.remove();
  }
}

/** The PDF read back: its pages and size, and whether every waybill code of the batch is in its text. */
const paperOf = async (bytes: Uint8Array, scans: Array<{ waybill: { waybillCode: string } }>) => {
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const text = (await pdfPageTexts(bytes)).join('\n');
  const missing = scans.filter((s) => !text.includes(s.waybill.waybillCode)).length;
  if (missing > 0) throw new Error(`${missing} waybill codes of the batch are not in its PDF`);
  return `${pages} A4 pages, ${(bytes.length / 1024).toFixed(0)} KB, all ${scans.length} codes in its text`;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchHandover();
