import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeskEvents } from '../../../kernel/desk-events';
import { killChildOnCue } from '../../../testing/kill-child-on-cue';
import { makeTempDir, recordFetch, type TempDir } from '../../../testing/ledger-test-kit';
import { openLedger } from '../../ledger/sqlite/open-ledger';
import { createFakeLabelPrinters } from '../testing/fake-label-printer';
import { fakeLabelPrinterDriver } from '../testing/fake-label-printer-driver';
import { createLedgerPrintQueue } from './ledger-print-queue';
import { openPrintQueueStore } from './open-print-queue-store';

/*
 * kill -9 of a desk process during a 200-label queue: after the restart no label is lost (each printed, or shown
 * as "may have printed"), and none is printed twice unless the seller asked for a reprint.
 */

const RUNNER = join(import.meta.dirname, '..', 'testing', 'print-queue-crash-runner.ts');
const PRINTER = 'socket://127.0.0.1:9100?language=tspl&dpi=203';
const LABELS = 200;

let tmp: TempDir | null = null;
afterEach(() => tmp?.remove());

describe('print queue across a kill -9', () => {
  it('loses no label and prints none twice by itself', async () => {
    tmp = makeTempDir('print-queue-crash-');
    const file = tmp.file('ledger.sqlite');
    const before = await openLedger(file, { desk: 'desk 1' });
    const waybills = await recordFetch(
      before,
      Array.from({ length: LABELS }, (_, i) => ({
        orderSn: `K-${i}`,
        waybillCode: `YT9${String(i).padStart(6, '0')}`,
      })),
    );
    await openPrintQueueStore(before.connection).enqueue(
      PRINTER,
      waybills.map((w, i) => ({
        waybillId: w.id,
        copy: 1,
        job: { language: 'tspl', bytes: new TextEncoder().encode(`label ${i}`) },
      })),
    );
    await before.close();

    // The first desk is killed a few dozen labels in, right after the printer took one (before it said so).
    const firstPaper: string[] = [];
    await killChildOnCue(RUNNER, [file, PRINTER, '20'], (line) => {
      if (line.startsWith('printed ')) firstPaper.push(line.slice('printed '.length));
      return firstPaper.length === 60;
    });
    expect(firstPaper.length).toBeGreaterThanOrEqual(60);
    expect(firstPaper.length).toBeLessThan(LABELS);

    // The desk starts again: jobs on the wire may have printed; queued ones continue by themselves.
    const ledger = await openLedger(file, { desk: 'desk 1' });
    const printers = createFakeLabelPrinters();
    const queue = createLedgerPrintQueue({
      ledger,
      driver: fakeLabelPrinterDriver(printers),
      emit: createDeskEvents().emit,
    });
    try {
      await queue.start();
      await queue.idle();
      const secondPaper = printers.printer(PRINTER).texts();
      const [status] = await queue.status();
      const uncertain = status?.uncertain ?? [];
      const uncertainLabels = uncertain.map(
        (j) => `label ${waybills.findIndex((w) => w.id === j.waybillId)}`,
      );

      // 0 lost: every label is on paper, or shown to the seller as "may have printed".
      const accounted = new Set([...firstPaper, ...secondPaper, ...uncertainLabels]);
      expect(accounted.size).toBe(LABELS);
      // 0 printed twice by the desk itself.
      const paper = [...firstPaper, ...secondPaper];
      expect(new Set(paper).size).toBe(paper.length);
      // What may have printed: the label the printer took as the desk died (and any taken but not yet confirmed
      // by the printer's status): none is sent again by itself.
      expect(uncertainLabels).toContain(firstPaper.at(-1));
      for (const label of uncertainLabels) expect(firstPaper).toContain(label);
      expect(status?.queued).toBe(0);

      // The seller asks for a reprint: only then does that label come out again.
      await queue.reprint(uncertain.map((j) => j.id));
      await queue.idle();
      const reprinted = printers.printer(PRINTER).texts().slice(secondPaper.length);
      expect(reprinted.sort()).toEqual([...uncertainLabels].sort());
      expect(await queue.status()).toEqual([]);
    } finally {
      await queue.close();
      await ledger.close();
    }
  }, 60_000);
});
