import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { innerWidthMm, LABEL_RULES } from '../../../../shared/label/label-layout';
import { LABEL_DIMENSIONS, LABEL_SIZES, type LabelSize } from '../../../../shared/label/label-sizes';
import { labelView } from '../../../../shared/label/label-view';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import { sampleDbkdChildLabel } from '../../../../shared/testing/print-data-samples';
import { decodeTspl, decodeZpl } from '../testing/label-decoders';
import { dotPen } from './dot-pen';
import { labelToPrinterJob } from './label-job';
import { blankRaster, dotAt, fillDots, type Raster } from './raster';
import { pageDots } from './render-label';

/*
 * The weighed parcel's weight on its label, read back from the bytes each label printer language sends: the label
 * of a weighed parcel differs from the same label unweighed by exactly the words "重量 0.62 kg" (the same dots as
 * those words drawn alone), at the right of the signature line under the footer's rule; an unweighed label has no
 * weight line at all.
 */

const DPI = 203;
const placement = (size: LabelSize) => ({ size, offsetXMm: 0, offsetYMm: 0, copies: 1 });

/** A PDF job's one image (the label's raster, RGB as pdf-lib embeds a PNG) back as dots: dark = inked. */
const decodePdf = async (bytes: Uint8Array): Promise<Raster> => {
  const pdf = await PDFDocument.load(bytes);
  const image = pdf.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .find(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  if (!image) throw new Error('no image in the PDF job');
  const size = (key: string) => (image.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
  const [width, height] = [size('Width'), size('Height')];
  const rgb = inflateSync(image.contents);
  const raster = blankRaster(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (rgb[(y * width + x) * 3]! < 128) fillDots(raster, x, y, 1, 1);
  return raster;
};

const rasterOf = async (language: 'tspl' | 'zpl' | 'pdf', grams: number | null, size: LabelSize) => {
  const parsed = parsePrinterUri(
    language === 'pdf'
      ? `ipp://127.0.0.1:631/printers/label?language=pdf&dpi=${DPI}`
      : `socket://127.0.0.1:9100?language=${language}&dpi=${DPI}`,
  );
  if (!parsed.ok) throw new Error(parsed.problem.en);
  const { bytes } = await labelToPrinterJob(
    { ...sampleDbkdChildLabel(), parcelGrams: grams },
    parsed.target,
    placement(size),
  );
  if (language === 'tspl') return decodeTspl(bytes, DPI).raster;
  if (language === 'zpl') return decodeZpl(bytes).raster;
  return decodePdf(bytes);
};

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where two rasters differ: the bounding box of the differing dots, null when none. */
const differing = (a: Raster, b: Raster): Box | null => {
  let box: Box | null = null;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      if (dotAt(a, x, y) === dotAt(b, x, y)) continue;
      box = box
        ? {
            x0: Math.min(box.x0, x),
            y0: Math.min(box.y0, y),
            x1: Math.max(box.x1, x),
            y1: Math.max(box.y1, y),
          }
        : { x0: x, y0: y, x1: x, y1: y };
    }
  return box;
};

/**
 * The words drawn alone where the label's weight line is (right-aligned to the footer's text edge, on the
 * signature line under the footer's rule; bold, the small type).
 */
const wordsAlone = (words: string, size: LabelSize): Raster => {
  const { width, height } = pageDots(size, DPI);
  const pen = dotPen(width, height, DPI);
  const { layout, foot } = labelView(sampleDbkdChildLabel(), size, DPI);
  const rows = Object.values(layout.rows).reduce((a, b) => a + b, 0);
  const top = layout.insetMm + LABEL_RULES.borderMm;
  const right = top + innerWidthMm(layout) - LABEL_RULES.padXMm;
  pen.text(words, right, top + rows + LABEL_RULES.padYMm + foot.areaMm + 0.5, layout.font.small, {
    weight: 700,
    align: 'right',
  });
  return pen.drawing.raster;
};

/** The dots where `label` is not `plain` with `words` inked over it. */
const strayDots = (label: Raster, plain: Raster, words: Raster): number => {
  let n = 0;
  for (let y = 0; y < label.height; y++)
    for (let x = 0; x < label.width; x++)
      if (dotAt(label, x, y) !== (dotAt(plain, x, y) || dotAt(words, x, y))) n++;
  return n;
};

describe.each(['tspl', 'zpl', 'pdf'] as const)('the weight line in %s', (language) => {
  it.each(LABEL_SIZES)(
    '%s: the weighed label adds exactly "重量 0.62 kg" right of the signature',
    async (size) => {
      const plain = await rasterOf(language, null, size);
      const weighed = await rasterOf(language, 623, size);
      const box = differing(plain, weighed);
      expect(box).not.toBeNull();
      // The added dots are the words at the weight line's place, and nothing else changed.
      expect(strayDots(weighed, plain, wordsAlone('重量 0.62 kg', size))).toBe(0);
      // On the signature line: in the label's right half, near its bottom.
      const k = DPI / 25.4;
      expect(box!.x0).toBeGreaterThan(plain.width / 2);
      expect(box!.y0).toBeGreaterThan((LABEL_DIMENSIONS[size].heightMm - 10) * k);
    },
  );
});

describe('the label view', () => {
  it('says the weight in kilograms where the parcel was weighed, and nothing where it was not', () => {
    for (const size of LABEL_SIZES) {
      expect(labelView({ ...sampleDbkdChildLabel(), parcelGrams: 1205 }, size).foot.weight).toBe(
        '重量 1.21 kg',
      );
      expect(labelView(sampleDbkdChildLabel(), size).foot.weight).toBe('');
    }
  });
});
