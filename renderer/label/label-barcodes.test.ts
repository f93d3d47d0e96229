import { describe, expect, it } from 'vitest';
import { BARCODE_RULES, dotMm, type BarcodeFit } from '../../shared/label/barcode-geometry';
import type { LabelModel } from '../../shared/label/label-model';
import { LABEL_SIZES } from '../../shared/label/label-sizes';
import { sampleDbkdChildLabel } from '../../shared/testing/print-data-samples';
import { code128sInRgba } from '../../shared/testing/zxing-reader';
import { labelView } from '../../shared/label/label-view';

/*
 * Every barcode of every label size, put down as a 203-dpi thermal printer does (a dot is black when its centre
 * falls on a bar), decodes back to its text; and the model's sizes are the rules: whole dots of at least 0.25 mm,
 * at least 8 mm tall.
 */

const DPI = 203;

/** The barcode's row of dots across the page at `dpi`, as RGBA pixels with a white margin, `rows` tall. */
const printedDots = (fit: BarcodeFit, dpi: number) => {
  if (!fit.ok) throw new Error(`${fit.value}: ${fit.reason}`);
  const g = fit.geometry;
  const dot = dotMm(dpi);
  const margin = 16;
  const firstDot = Math.floor(g.xMm / dot);
  const width = Math.ceil((g.xMm + g.widthMm) / dot) - firstDot + 2 * margin;
  const rows = Math.round(g.heightMm / dot);
  const height = rows + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let c = 0; c < width; c++) {
    const centreMm = (firstDot + c - margin + 0.5) * dot;
    const module = Math.floor((centreMm - g.xMm) / g.moduleMm) - g.quietModules;
    if (g.modules[module] !== '1') continue;
    for (let r = margin; r < margin + rows; r++) data.fill(0, (r * width + c) * 4, (r * width + c) * 4 + 3);
  }
  return { data, width, height };
};

const merged = ['261126-123456789012345', '261126-123456789012346', '261126-123456789012347'];
const models: Array<[string, LabelModel]> = [
  ['one order', sampleDbkdChildLabel()],
  [
    'the gateway’s 22-character order numbers, merged',
    { ...sampleDbkdChildLabel(), orderSn: merged[0]!, orderSns: merged },
  ],
  [
    'a long alphanumeric waybill code',
    { ...sampleDbkdChildLabel(), waybillCode: 'DPK12345678901234567890', orderSn: 'DOC-ABCDEF12-1' },
  ],
  ['an SF waybill', { ...sampleDbkdChildLabel(), waybillCode: 'SF1234567890123', parentWaybillCode: '' }],
];

describe.each(LABEL_SIZES)('label %s printed at 203 dpi', (size) => {
  it.each(models)('%s: every barcode decodes and keeps the rules', async (_name, model) => {
    const view = labelView(model, size, DPI);
    const barcodes = [
      [view.bar.barcode, model.waybillCode],
      [view.foot.orderBarcode, model.orderSns[0] ?? model.orderSn],
    ] as const;
    for (const [fit, text] of barcodes) {
      if (!fit?.ok) throw new Error(`${size}: no barcode for ${text} (${fit ? fit.reason : 'none'})`);
      const g = fit.geometry;
      const dot = dotMm(DPI);
      expect(g.moduleDots).toBeGreaterThanOrEqual(2);
      expect(g.moduleMm / dot).toBeCloseTo(g.moduleDots, 9);
      expect(g.moduleMm).toBeGreaterThanOrEqual(BARCODE_RULES.minModuleMm);
      expect(g.heightMm).toBeGreaterThanOrEqual(BARCODE_RULES.minHeightMm);
      expect(g.xMm / dot).toBeCloseTo(Math.round(g.xMm / dot), 9);
      expect(g.leftMm).toBeGreaterThanOrEqual(0);
      expect(await code128sInRgba(printedDots(fit, DPI))).toEqual([text]);
    }
  });
});
