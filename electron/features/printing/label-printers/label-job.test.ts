import { describe, expect, it } from 'vitest';
import { minModuleDots } from '../../../../shared/label/barcode-geometry';
import { LABEL_SIZES, type LabelSize } from '../../../../shared/label/label-sizes';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import { sampleDbkdChildLabel } from '../../../../shared/testing/print-data-samples';
import { isDeskError } from '../../../kernel/desk-error';
import { barcodesOnRaster, decodeTspl, decodeZpl, type DecodedLabel } from '../testing/label-decoders';
import { calibrationCode } from './calibration-label';
import { calibrationJob, labelToPrinterJob } from './label-job';
import type { LabelPrinterUri, PrinterDpi, PrinterLanguage } from './label-printer';
import { flattenDrawing } from './label-drawing';
import { dotAt, type Raster } from './raster';
import { calibrationDrawing, pageDots, shippingLabelDrawing } from './render-label';

const target = (language: PrinterLanguage, dpi: PrinterDpi, extra = ''): LabelPrinterUri => {
  const parsed = parsePrinterUri(`socket://127.0.0.1:9100?language=${language}&dpi=${dpi}${extra}`);
  if (!parsed.ok) throw new Error(parsed.problem.en);
  return parsed.target;
};
const placement = (size: LabelSize, offsetXMm = 0, offsetYMm = 0, copies = 1) => ({
  size,
  offsetXMm,
  offsetYMm,
  copies,
});
const decode = (language: 'tspl' | 'zpl', bytes: Uint8Array, dpi: number): DecodedLabel =>
  language === 'tspl' ? decodeTspl(bytes, dpi) : decodeZpl(bytes);

/** The first inked column of the page's rows, left to right. */
const firstInkX = (r: Raster): number => {
  for (let x = 0; x < r.width; x++) for (let y = 0; y < r.height; y++) if (dotAt(r, x, y)) return x;
  return -1;
};

describe.each(['tspl', 'zpl'] as const)('a shipping label in %s', (language) => {
  it.each(LABEL_SIZES.flatMap((size) => [203, 300].map((dpi) => [size, dpi] as [LabelSize, PrinterDpi])))(
    '%s at %i dpi: the page is the label, and zxing reads the waybill and the order back',
    async (size, dpi) => {
      const label = sampleDbkdChildLabel();
      const job = await labelToPrinterJob(label, target(language, dpi), placement(size));
      expect(job.language).toBe(language);
      const decoded = decode(language, job.bytes, dpi);
      expect({ width: decoded.raster.width, height: decoded.raster.height }).toEqual(pageDots(size, dpi));
      if (language === 'tspl') expect(`${decoded.widthMm}x${decoded.heightMm}`).toBe(size);
      const codes = await barcodesOnRaster(decoded.raster);
      expect(codes).toContain(label.waybillCode);
      expect(codes).toContain(label.orderSn);
    },
  );

  it('applies copies, darkness and speed', async () => {
    const job = await labelToPrinterJob(
      sampleDbkdChildLabel(),
      target(language, 203, '&darkness=12&speed=4'),
      placement('100x150', 0, 0, 3),
    );
    const decoded = decode(language, job.bytes, 203);
    expect(decoded.copies).toBe(3);
    const text = decoded.commands.join('\n');
    expect(text).toContain(language === 'tspl' ? 'DENSITY 12' : '~SD12');
    expect(text).toContain(language === 'tspl' ? 'SPEED 4' : '^PR4');
  });

  it("moves the label by the profile's offset, in whole dots", async () => {
    const label = sampleDbkdChildLabel();
    const plain = decode(
      language,
      (await labelToPrinterJob(label, target(language, 203), placement('100x150'))).bytes,
      203,
    );
    const moved = decode(
      language,
      (await labelToPrinterJob(label, target(language, 203), placement('100x150', 2, 0))).bytes,
      203,
    );
    expect(firstInkX(moved.raster) - firstInkX(plain.raster)).toBe(16);
  });
});

describe('the drawing', () => {
  it('draws every Code128 bar as a whole number of modules of at least 2 dots at 203 dpi', async () => {
    const label = sampleDbkdChildLabel();
    const { raster } = decodeZpl(
      (await labelToPrinterJob(label, target('zpl', 203), placement('76x130'))).bytes,
    );
    // The waybill barcode's row: 76x130 puts the bar row below head, sort and hub (8 + 14 + 9 mm) and the border.
    const y = Math.round((1.5 + 0.4 + 8 + 14 + 9 + 3) * 8);
    const runs: number[] = [];
    let run = 0;
    for (let x = 0; x <= raster.width; x++) {
      const ink = x < raster.width && dotAt(raster, x, y);
      if (ink) run++;
      else if (run) {
        runs.push(run);
        run = 0;
      }
    }
    const bars = runs.slice(1, -1); // the label's border each side
    expect(bars.length).toBeGreaterThan(20);
    const module = Math.min(...bars);
    expect(module).toBeGreaterThanOrEqual(2);
    expect(bars.every((w) => w % module === 0)).toBe(true);
  });

  it.each(['tspl', 'zpl'] as const)(
    'keeps every %s job of a 100×150 label at 203 dpi within 20 KB (and prints the size of every job)',
    async (language) => {
      const sizes: string[] = [];
      for (const size of LABEL_SIZES) {
        const shipping = await labelToPrinterJob(
          sampleDbkdChildLabel(),
          target(language, 203),
          placement(size),
        );
        const calibration = await calibrationJob(target(language, 203), placement(size));
        sizes.push(`${size}: label ${shipping.bytes.length} B, calibration ${calibration.bytes.length} B`);
        if (size !== '100x150') continue;
        expect(shipping.bytes.length).toBeLessThanOrEqual(20 * 1024);
        expect(calibration.bytes.length).toBeLessThanOrEqual(20 * 1024);
      }
      console.info(`${language.toUpperCase()} at 203 dpi: ${sizes.join('; ')}`);
    },
  );

  it('sends TSPL Code128s as BARCODE at whole dots and the text alone as BITMAP, and reads back dot for dot', async () => {
    const label = sampleDbkdChildLabel();
    const placed = placement('100x150', 1.3, 0.7);
    const job = await labelToPrinterJob(label, target('tspl', 203), placed);
    const decoded = decodeTspl(job.bytes, 203);
    const barcodes = decoded.commands.filter((c) => c.startsWith('BARCODE '));
    for (const code of [label.waybillCode, label.orderSn]) {
      const command = barcodes.find((c) => c.endsWith(`"${code}"`));
      // Human-readable line off, no rotation, narrow = wide = the module, at least 2 dots.
      const module = Number(/^BARCODE \d+,\d+,"128",\d+,0,0,(\d+),\1,"/.exec(command ?? '')?.[1]);
      expect(module, command).toBeGreaterThanOrEqual(2);
    }
    // BITMAP overwrites its block (white included): every one comes before the first BAR or BARCODE.
    const kinds = decoded.commands
      .map((c) => c.split(' ')[0])
      .filter((c) => /^(BITMAP|BAR|BARCODE)$/.test(c!));
    expect(kinds.lastIndexOf('BITMAP')).toBeLessThan(kinds.indexOf('BAR'));
    // The page the printer builds is the label drawn, to the dot.
    const drawn = flattenDrawing(shippingLabelDrawing(label, 203, placed));
    expect(Buffer.from(decoded.raster.bits).equals(Buffer.from(drawn.bits))).toBe(true);
  });

  it.each([203, 300] as const)(
    'prints the calibration label at %i dpi: its code and size read back in both languages, every size',
    async (dpi) => {
      for (const size of LABEL_SIZES) {
        for (const language of ['tspl', 'zpl'] as const) {
          // Its barcode fitted by fitBarcode at the printer's dpi: at least 0.25 mm a module, in whole dots.
          for (const mark of calibrationDrawing(dpi, placement(size)).barcodes)
            expect(mark.module).toBeGreaterThanOrEqual(minModuleDots(dpi));
          const job = await calibrationJob(target(language, dpi), placement(size));
          const { raster } = decode(language, job.bytes, dpi);
          expect(await barcodesOnRaster(raster), `${language} ${size}`).toEqual([calibrationCode(size, dpi)]);
        }
      }
      // The ruler: a tick at every millimetre along the top edge.
      const { raster } = decodeTspl(
        (await calibrationJob(target('tspl', dpi), placement('100x150'))).bytes,
        dpi,
      );
      const ticks = [...Array(100).keys()].filter((mm) => dotAt(raster, Math.round((mm * dpi) / 25.4), 2));
      expect(ticks.length).toBeGreaterThanOrEqual(99);
    },
  );

  it('refuses an offset beyond the label by field, in the seller language, before drawing', async () => {
    const attempt = labelToPrinterJob(
      sampleDbkdChildLabel(),
      target('zpl', 203),
      placement('76x130', 80, 0),
      'en',
    );
    await expect(attempt).rejects.toSatisfy(
      (e: unknown) => isDeskError(e) && e.field === 'offsetXMm' && /76 mm width/.test(e.message),
    );
    await expect(
      labelToPrinterJob(sampleDbkdChildLabel(), target('zpl', 203), placement('76x130', 0, -140)),
    ).rejects.toThrow(/垂直偏移须在标签高度 130 mm 之内/);
  });
});
