import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { createMemoryStore } from '../../storage/key-value-store';
import { isDeskError } from '../../kernel/desk-error';
import { labelPrinterDriver } from '../printing';
import { createLabelPrinterLink } from '../printing/label-printer-link';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../printing/testing/raw-printer-stand-in';
import { createSettingsService } from '../settings';
import type { Ledger } from '../ledger';
import { LABEL_DIMENSIONS } from '../../../shared/label/label-sizes';
import { handoverLabelLayout } from '../../../shared/printing/handover-label-list';
import { flattenDrawing } from '../printing/label-printers/label-drawing';
import { dotAt, type Raster } from '../printing/label-printers/raster';
import { marksDrawing } from '../printing/label-printers/render-label';
import {
  barcodesOnRaster,
  decodeTspl,
  decodeZpl,
  type DecodedLabel,
} from '../printing/testing/label-decoders';
import { createHandoverLabelPrint } from './handover-label-print';
import { createHandover } from './handover-service';
import { openHandoverStore } from './open-handover-store';

/*
 * A closed batch's handover list to a raw label printer (the stand-in over TCP, the real driver): sent straight,
 * its text drawn as bitmaps (no printer font needed for Chinese), every label read back from the bytes as the desk
 * drew it and the batch's Code128 decoded; a printer out of paper refuses it (nothing sent), one
 * that is not there is unreachable, both in the seller's words.
 */

const CODES = Array.from({ length: 12 }, (_, i) => `ZT${7000 + i}`);
const ZH_WORDS = {
  title: '交接单',
  carrier: '快递',
  desk: '工作台',
  at: '时间',
  count: '件数',
  signature: '快递员签字',
};

/** The header's date and time as the room writes it (local time). */
const headerTime = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The job cut into its labels (TSPL: each from its SIZE; ZPL: each ^XA…^XZ), each painted as a printer would. */
const labelsOf = (job: Uint8Array, language: 'tspl' | 'zpl'): DecodedLabel[] => {
  const bytes = Buffer.from(job);
  const cut = language === 'tspl' ? 'SIZE ' : '^XA';
  const starts: number[] = [];
  for (let at = bytes.indexOf(cut); at >= 0; at = bytes.indexOf(cut, at + 1))
    if (at === 0 || bytes[at - 1] === 0x0a) starts.push(at);
  return starts.map((start, i) => {
    const part = bytes.subarray(start, starts[i + 1] ?? bytes.length);
    return language === 'tspl' ? decodeTspl(part, 203) : decodeZpl(part);
  });
};

/** Inked dots between two heights (mm) of a 203-dpi page. */
const inkIn = (raster: Raster, fromMm: number, toMm: number): number => {
  let ink = 0;
  for (let y = Math.round((fromMm * 203) / 25.4); y < Math.round((toMm * 203) / 25.4); y++)
    for (let x = 0; x < raster.width; x++) if (dotAt(raster, x, y)) ink++;
  return ink;
};

describe.each(ledgerBackends())('the handover list on a label printer ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => Date.now());
  let standIn: RawPrinterStandIn;
  beforeEach(async () => {
    standIn = await startRawPrinterStandIn();
  });
  afterEach(() => standIn.close());

  const closedBatch = async (ledger: Ledger) => {
    const service = createHandover({ store: openHandoverStore(ledger.connection), emit: () => undefined });
    const waybills = await recordFetch(
      ledger,
      CODES.map((waybillCode, i) => ({ orderSn: `O-${i}`, waybillCode })),
      'ZTO',
    );
    await ledger.recordPrints(
      waybills.map((w) => w.id),
      null,
      'silent',
    );
    const batch = await service.open('ZTO');
    for (const code of CODES) await service.scan(batch.id, code, false);
    await service.close(batch.id);
    return { service, batchId: batch.id };
  };

  const labelPrintOver = (ledger: Ledger, service: ReturnType<typeof createHandover>, connection: string) => {
    const settings = createSettingsService(createMemoryStore());
    settings.update({
      printProfiles: { '76x130': { printer: null, connection, offsetXMm: 0, offsetYMm: 0, copies: 2 } },
    });
    const link = createLabelPrinterLink({ settings, driver: labelPrinterDriver });
    return { settings, print: createHandoverLabelPrint({ service, link, settings }) };
  };

  it.each(['tspl', 'zpl'] as const)(
    'sends the list in %s, its words drawn as bitmaps: every label as the desk drew it, the batch Code128 decodes',
    async (language) => {
      const { service, batchId } = await closedBatch(subject.ledger);
      const { print } = labelPrintOver(subject.ledger, service, standIn.uri(language));
      expect(print.printers().printers).toEqual([{ size: '76x130', uri: standIn.uri(language), language }]);
      const outcome = await print.print(batchId, '76x130', 'zh-CN', '中通快递');
      expect(outcome).toMatchObject({ outcome: 'sent', message: '就绪' });
      expect(outcome.labels).toBeGreaterThan(1);
      const [job] = await standIn.waitForJobs(1);
      // No text in the printer's resident font: a printer without a Chinese font prints the words all the same.
      const commands = Buffer.from(job!).toString('latin1');
      expect(commands).not.toMatch(language === 'tspl' ? /^TEXT /m : /\^A0/);
      const printed = labelsOf(job!, language);
      // One job, one copy of each label whatever the profile's copies say: the courier signs one list.
      expect(printed.map((l) => l.copies)).toEqual(Array<number>(outcome.labels).fill(1));
      // Every label on the paper is the list laid out (every waybill code, its orders, the carrier by the name
      // the seller reads, the words) as the printing room draws text: glyph for glyph.
      const batch = await service.batch(batchId);
      const laidOut = handoverLabelLayout(
        {
          carrier: '中通快递',
          desk: batch.desk,
          at: headerTime(batch.closedAt!),
          count: CODES.length,
          batchCode: `HO-${batchId}`,
          rows: batch.scans.map((r) => ({
            waybillCode: r.waybill.waybillCode,
            orderSns: r.waybill.orderSns,
          })),
          words: ZH_WORDS,
        },
        LABEL_DIMENSIONS['76x130'],
      );
      expect(printed).toHaveLength(laidOut.length);
      const placement = { size: '76x130', offsetXMm: 0, offsetYMm: 0, copies: 1 } as const;
      laidOut.forEach((marks, i) =>
        expect(Buffer.from(printed[i]!.raster.bits)).toEqual(
          Buffer.from(flattenDrawing(marksDrawing(marks, 203, placement)).bits),
        ),
      );
      // The title's Chinese is ink on the first label, where the layout put it.
      const title = laidOut[0]!.find((m) => m.kind === 'text' && m.text === '交接单')!;
      expect(inkIn(printed[0]!.raster, title.y, title.y + 4)).toBeGreaterThan(50);
      expect(await barcodesOnRaster(printed[0]!.raster)).toContain(`HO-${batchId}`);
    },
  );

  it('a printer out of paper refuses the list (nothing sent); one that is not there is unreachable', async () => {
    const { service, batchId } = await closedBatch(subject.ledger);
    const { print } = labelPrintOver(subject.ledger, service, standIn.uri('tspl'));
    standIn.state.paperOut = true;
    expect(await print.print(batchId, '76x130', 'zh-CN')).toMatchObject({
      outcome: 'refused',
      message: '缺纸：请装入新的标签纸',
    });
    expect(standIn.jobs).toHaveLength(0);
    await standIn.setMode({ kind: 'refuse' });
    expect(await print.print(batchId, '76x130', 'en')).toMatchObject({
      outcome: 'unreachable',
      message: 'The printer is offline: check its power and cable',
    });
  });

  it('a size with no label printer, or an open batch, is refused by field and sends nothing', async () => {
    const { service, batchId } = await closedBatch(subject.ledger);
    const { print } = labelPrintOver(subject.ledger, service, standIn.uri('tspl'));
    const refused = await print.print(batchId, '100x150', 'zh-CN').catch((e: unknown) => e);
    expect(isDeskError(refused) && refused.field).toBe('size');
    const open = await service.open('ZTO');
    const notClosed = await print.print(open.id, '76x130', 'zh-CN').catch((e: unknown) => e);
    expect(isDeskError(notClosed) && notClosed.field).toBe('batchId');
    expect(standIn.jobs).toHaveLength(0);
  });
});
