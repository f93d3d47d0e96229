/*
 * Print queue benchmark: 1,000 labels queued to a label printer that takes 50 ms per label. Target: the printer
 * never waits on the desk, gaps between jobs (one job accepted → the next one's first byte) p95 < 20 ms. Runs
 * on the embedded ledger (the queue's records in SQLite, every print recorded) with the in-memory printer.
 * Run alone with `npx tsx bench/print-queue.ts`, or through `npm run bench`. Cleans up its temp dir.
 */
import { pathToFileURL } from 'node:url';
import { createDeskEvents } from '../electron/kernel/desk-events';
import { makeTempDir, recordFetch } from '../electron/testing/ledger-test-kit';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { createLedgerPrintQueue } from '../electron/features/printing/print-queue/ledger-print-queue';
import { createFakeLabelPrinters } from '../electron/features/printing/testing/fake-label-printer';
import { fakeLabelPrinterDriver } from '../electron/features/printing/testing/fake-label-printer-driver';
import { ascending, percentile } from './percentile';

const LABELS = 1_000;
const PRINTER_MS = 50;
const PRINTER = 'socket://127.0.0.1:9100?language=tspl&dpi=203';
/** A 100×150 mm TSPL label at 203 dpi is ~10-20 KB of BITMAP: the queue stores and reads bytes of that size. */
const LABEL_BYTES = 16 * 1024;

export async function benchPrintQueue(): Promise<void> {
  const tmp = makeTempDir('bench-print-queue-');
  const ledger = await openLedger(tmp.file('ledger.sqlite'), { desk: 'bench' });
  try {
    const waybills = await recordFetch(
      ledger,
      Array.from({ length: LABELS }, (_, i) => ({
        orderSn: `B-${i}`,
        waybillCode: `YT8${String(i).padStart(6, '0')}`,
      })),
    );
    const printers = createFakeLabelPrinters();
    const printer = printers.printer(PRINTER);
    printer.sendMs = PRINTER_MS;
    const queue = createLedgerPrintQueue({
      ledger,
      driver: fakeLabelPrinterDriver(printers),
      emit: createDeskEvents().emit,
    });
    const started = performance.now();
    await queue.enqueue(
      PRINTER,
      waybills.map((w, i) => {
        const bytes = new Uint8Array(LABEL_BYTES).fill(0x20);
        bytes.set(new TextEncoder().encode(`label ${i}`));
        return { waybillId: w.id, copy: 1, job: { language: 'tspl' as const, bytes } };
      }),
    );
    const queuedMs = performance.now() - started;
    await queue.idle();
    const totalMs = performance.now() - started;
    await queue.close();
    report(
      printer.jobs,
      queuedMs,
      totalMs,
      (await ledger.getWaybills(waybills.map((w) => w.id))).filter((w) => w.printedCount === 1).length,
    );
  } finally {
    await ledger.close();
    tmp.remove();
  }
}

const report = (
  jobs: Array<{ startedAt: number; acceptedAt: number }>,
  queuedMs: number,
  totalMs: number,
  printed: number,
) => {
  const gaps = ascending(jobs.slice(1).map((j, i) => j.startedAt - (jobs[i]?.acceptedAt ?? j.startedAt)));
  const p95 = percentile(gaps, 95);
  const ideal = LABELS * PRINTER_MS;
  console.log(`labels sent: ${jobs.length} of ${LABELS}; recorded printed: ${printed}`);
  console.log(`queued (written to the ledger) in ${queuedMs.toFixed(0)} ms`);
  console.log(
    `gap between jobs: p50 ${percentile(gaps, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ` +
      `max ${(gaps.at(-1) ?? NaN).toFixed(2)} ms (target p95 < 20 ms: ${p95 < 20 ? 'met' : 'MISSED'})`,
  );
  console.log(
    `all printed in ${(totalMs / 1000).toFixed(1)} s; the printer alone needs ${(ideal / 1000).toFixed(1)} s ` +
      `(busy ${((100 * ideal) / totalMs).toFixed(1)} % of the time)`,
  );
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPrintQueue();
