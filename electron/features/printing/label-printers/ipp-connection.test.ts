import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import { sampleDbkdChildLabel } from '../../../../shared/testing/print-data-samples';
import { cupsMissing, startPrivateCups, type PrivateCups } from '../testing/private-cups';
import { barcodesOnRaster, decodeZpl } from '../testing/label-decoders';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../testing/raw-printer-stand-in';
import { createIppConnection } from './ipp-connection';
import type { LabelPrinterUri } from './label-printer';
import { labelToPrinterJob } from './label-job';

const missing = cupsMissing();
if (missing) console.warn(`ipp-connection.test.ts: skipped, ${missing}`);

const target = (uri: string): LabelPrinterUri => {
  const parsed = parsePrinterUri(uri);
  if (!parsed.ok) throw new Error(parsed.problem.en);
  return parsed.target;
};
const FAST = { requestMs: 5000, jobMs: 20_000, pollMs: 100 };

describe.skipIf(missing !== null)(
  'an IPP printer: a private CUPS whose raw queue feeds the printer stand-in',
  () => {
    let cups: PrivateCups;
    let standIn: RawPrinterStandIn;
    let queue: string;
    beforeAll(async () => {
      standIn = await startRawPrinterStandIn();
      cups = await startPrivateCups();
      queue = cups.addRawQueue('label', `socket://127.0.0.1:${standIn.port}`);
    }, 30_000);
    afterAll(async () => {
      await cups?.stop();
      await standIn?.close();
    });

    it('sends a ZPL label that arrives whole at the printer, and reads the job back as completed', async () => {
      const printer = createIppConnection(target(`${queue}?language=zpl`), FAST);
      const label = sampleDbkdChildLabel();
      const job = await labelToPrinterJob(label, printer.target, {
        size: '100x150',
        offsetXMm: 0,
        offsetYMm: 0,
        copies: 1,
      });
      await printer.send(job);
      const [arrived] = await standIn.waitForJobs(1);
      expect(Buffer.compare(arrived!, Buffer.from(job.bytes))).toBe(0);
      expect(await barcodesOnRaster(decodeZpl(arrived!).raster)).toContain(label.waybillCode);
      await printer.close();
    }, 30_000);

    it('reads printer-state and its reasons: a stopped queue is paused', async () => {
      const printer = createIppConnection(target(`${queue}?language=zpl`), FAST);
      expect((await printer.health()).state).toBe('ready');
      const { spawnSync } = await import('node:child_process');
      spawnSync('/usr/sbin/cupsdisable', ['-h', `127.0.0.1:${cups.port}`, 'label']);
      const paused = await printer.health();
      spawnSync('/usr/sbin/cupsenable', ['-h', `127.0.0.1:${cups.port}`, 'label']);
      expect(paused).toMatchObject({ state: 'paused', answered: true });
      expect(paused.detail).toContain('paused');
    });

    it("a queue that is not there is the printer's error, and nothing was accepted", async () => {
      const printer = createIppConnection(
        target(`ipp://127.0.0.1:${cups.port}/printers/nope?language=zpl`),
        FAST,
      );
      await expect(
        printer.send({ language: 'zpl', bytes: new Uint8Array([94, 88, 65]) }),
      ).rejects.toMatchObject({
        kind: 'printer-error',
        accepted: false,
      });
    });
  },
);
