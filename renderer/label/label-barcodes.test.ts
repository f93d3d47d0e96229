import { describe, expect, it } from 'vitest';
import { BARCODE_RULES, dotMm } from '../../shared/label/barcode-geometry';
import type { LabelModel } from '../../shared/label/label-model';
import { LABEL_SIZES } from '../../shared/label/label-sizes';
import { sampleDbkdChildLabel } from '../../shared/testing/print-data-samples';
import { code128sInRgba } from '../../shared/testing/zxing-reader';
import { labelView } from '../../shared/label/label-view';
import { printedDots } from '../../shared/testing/printed-dots';

/*
 * Every barcode of every label size, put down as a 203-dpi thermal printer does (a dot is black when its centre
 * falls on a bar), decodes back to its text; and the model's sizes are the rules: whole dots of at least 0.25 mm,
 * at least 8 mm tall.
 */

const DPI = 203;

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
