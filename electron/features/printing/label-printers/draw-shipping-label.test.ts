import { describe, expect, it } from 'vitest';
import { dotMm, minModuleDots, type BarcodeFit } from '../../../../shared/label/barcode-geometry';
import type { LabelModel } from '../../../../shared/label/label-model';
import { LABEL_SIZES, type LabelSize } from '../../../../shared/label/label-sizes';
import { labelView } from '../../../../shared/label/label-view';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import { sampleDbkdChildLabel } from '../../../../shared/testing/print-data-samples';
import { barcodesOnRaster, decodeTspl, decodeZpl } from '../testing/label-decoders';
import type { PrinterDpi } from './label-printer';
import { flattenDrawing } from './label-drawing';
import { encodeDrawing } from './label-job';
import { dotAt, type Raster } from './raster';
import { shippingLabelDrawing } from './render-label';

/*
 * The label printer draws the barcodes the screen lays out: the view of the label at the printer's own dpi, every
 * barcode placed and sized by fitBarcode (whole dots, at least 0.25 mm a module, Code128's 10-module quiet zones),
 * nothing else inked in a barcode's box, and each reads back from the printer's bytes.
 */

const orders = ['261126-123456789012345', '261126-123456789012346'];
const models: Array<[string, LabelModel]> = [
  ['a DBKD child parcel', sampleDbkdChildLabel()],
  [
    'two merged orders of 22 characters',
    { ...sampleDbkdChildLabel(), orderSn: orders[0]!, orderSns: orders },
  ],
  [
    'a 20-character alphanumeric waybill and a short order',
    { ...sampleDbkdChildLabel(), waybillCode: 'JDVA2024061100123456', orderSn: 'PO-77A1', orderSns: [] },
  ],
];

const placement = (size: LabelSize) => ({ size, offsetXMm: 1.3, offsetYMm: 0.7, copies: 1 });

/** Where fitBarcode put a barcode, in the page's dots (the profile's offset added). */
const expectedMark = (fit: BarcodeFit | null, size: LabelSize, dpi: number) => {
  if (!fit?.ok) throw new Error(`no barcode: ${fit ? fit.reason : 'none'}`);
  const g = fit.geometry;
  const dot = dotMm(dpi);
  const { offsetXMm } = placement(size);
  return {
    value: g.value,
    x: Math.round(offsetXMm / dot) + Math.round(g.xMm / dot) + g.quietModules * g.moduleDots,
    module: g.moduleDots,
    height: Math.round(g.heightMm / dot),
    quietDots: g.quietModules * g.moduleDots,
  };
};

/** The inked dots in a rectangle of the page. */
const inkIn = (raster: Raster, x: number, y: number, w: number, h: number): number => {
  let n = 0;
  for (let j = Math.max(0, y); j < Math.min(raster.height, y + h); j++)
    for (let i = Math.max(0, x); i < Math.min(raster.width, x + w); i++) if (dotAt(raster, i, j)) n++;
  return n;
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each([203, 300] as const)('a shipping label at %i dpi', (dpi: PrinterDpi) => {
  it.each(LABEL_SIZES)(
    "%s: every barcode is fitBarcode's for the printer's dpi, with nothing else in its box or quiet zones",
    (size) => {
      for (const [name, model] of models) {
        const view = labelView(model, size, dpi);
        const drawing = shippingLabelDrawing(model, dpi, placement(size));
        const marks = drawing.barcodes.map(({ value, x, module, height }) => ({ value, x, module, height }));
        const expected = [view.bar.barcode, view.foot.orderBarcode].map((fit) =>
          expectedMark(fit, size, dpi),
        );
        expect(marks, name).toEqual(expected.map(({ quietDots: _, ...mark }) => mark));
        for (const mark of drawing.barcodes) {
          expect(mark.module, name).toBeGreaterThanOrEqual(minModuleDots(dpi));
          const quiet = expected.find((e) => e.value === mark.value)!.quietDots;
          const box = {
            x: mark.x - quiet,
            y: mark.y,
            w: mark.modules.length * mark.module + 2 * quiet,
            h: mark.height,
          };
          // The text and rules of the label (the barcodes are not in its raster) stay out of the whole box.
          expect(inkIn(drawing.raster, box.x, box.y, box.w, box.h), name).toBe(0);
          expect(
            drawing.rules.filter((r) => overlaps(r, box)),
            name,
          ).toEqual([]);
        }
      }
    },
  );

  it.each(LABEL_SIZES)('%s: zxing reads every barcode back from the TSPL and the ZPL bytes', async (size) => {
    for (const language of ['tspl', 'zpl'] as const) {
      const parsed = parsePrinterUri(`socket://127.0.0.1:9100?language=${language}&dpi=${dpi}`);
      if (!parsed.ok) throw new Error(parsed.problem.en);
      for (const [name, model] of models) {
        const drawing = shippingLabelDrawing(model, dpi, placement(size));
        const { bytes } = await encodeDrawing(drawing, parsed.target, placement(size));
        const raster = language === 'tspl' ? decodeTspl(bytes, dpi).raster : decodeZpl(bytes).raster;
        const codes = await barcodesOnRaster(raster);
        expect(codes.sort(), `${language} ${name}`).toEqual(
          [model.waybillCode, model.orderSns[0] ?? model.orderSn].sort(),
        );
      }
    }
  });
});

describe('the rows', () => {
  it.each(LABEL_SIZES)('%s: the small framed keys and boxes sit clear of the rules between rows', (size) => {
    for (const dpi of [203, 300] as const) {
      const { rules, raster } = shippingLabelDrawing(sampleDbkdChildLabel(), dpi, placement(size));
      const across = rules.filter((r) => r.w > raster.width * 0.8);
      const small = rules.filter((r) => r.w < raster.width / 2 && r.h < raster.height / 2);
      expect(across.length).toBeGreaterThanOrEqual(6);
      expect(small.length).toBeGreaterThan(0);
      expect(
        small.filter((r) => across.some((a) => overlaps(r, a))),
        `${dpi} dpi`,
      ).toEqual([]);
    }
  });
});

describe('a barcode fitBarcode cannot fit', () => {
  it('is said in words where the screen says it, and the other barcodes still print', async () => {
    const model = { ...sampleDbkdChildLabel(), waybillCode: 'JDva-2024-0611-0012-3456-7890-abcd' };
    const view = labelView(model, '76x130', 203);
    expect(view.bar.barcode).toMatchObject({ ok: false, reason: 'too-long' });
    const drawing = shippingLabelDrawing(model, 203, placement('76x130'));
    expect(drawing.barcodes.map((b) => b.value)).toEqual([model.orderSn]);
    // The words sit in the barcode's place: ink between the hub row and the code printed under it.
    const dot = dotMm(203);
    const { rows, insetMm } = view.layout;
    const top = Math.round((0.7 + insetMm + rows.head + rows.sort + rows.hub + 1) / dot);
    expect(inkIn(drawing.raster, 0, top, drawing.raster.width, Math.round(8 / dot))).toBeGreaterThan(100);
    expect(await barcodesOnRaster(flattenDrawing(drawing))).toEqual([model.orderSn]);
  });
});
