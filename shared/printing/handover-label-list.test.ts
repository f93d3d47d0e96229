import { describe, expect, it } from 'vitest';
import { handoverLabelLayout, type HandoverLabelSheet, type HandoverLabelStock } from './handover-label-list';
import type { LabelMark } from './label-marks';

/*
 * The handover list laid out for a label printer: every waybill code and order number once, the header on the
 * first label, the batch's Code128, the signature on the last, every mark inside its label. (The printing room
 * draws the marks; the handover room's test reads the printer's bytes back.)
 */

const sheet = (rows: number): HandoverLabelSheet => ({
  carrier: '中通 ZTO',
  desk: 'Desk "A"',
  at: '2026-11-28 15:40',
  count: rows,
  batchCode: 'HO-12',
  rows: Array.from({ length: rows }, (_, i) => ({
    waybillCode: `ZT${1000 + i}`,
    orderSns: i % 3 === 0 ? [`O-${i}-a`, `O-${i}-b`, `O-${i}-c`, `O-${i}-d`] : [`O-${i}`],
  })),
  words: {
    title: '交接单',
    carrier: '快递',
    desk: '工作台',
    at: '时间',
    count: '件数',
    signature: '快递员签字',
  },
});

const STOCK: HandoverLabelStock = { widthMm: 76, heightMm: 130 };

interface ReadLabel {
  texts: string[];
  barcodes: string[];
  /** Every mark's bottom edge, in mm. */
  bottoms: number[];
}

const read = (labels: LabelMark[][]): ReadLabel[] =>
  labels.map((marks) => ({
    texts: marks.flatMap((m) => (m.kind === 'text' ? [m.text] : [])),
    barcodes: marks.flatMap((m) => (m.kind === 'code128' ? [m.value] : [])),
    bottoms: marks.map((m) => m.y + (m.kind === 'text' ? m.sizeMm : m.h)),
  }));

describe('the handover list laid out on labels', () => {
  it('holds every waybill code and order once, header first, barcode, signature last, inside each label', () => {
    const labels = read(handoverLabelLayout(sheet(30), STOCK));
    expect(labels.length).toBeGreaterThan(1);
    const texts = labels.flatMap((l) => l.texts);
    for (let i = 0; i < 30; i++) {
      expect(texts.filter((t) => t === `ZT${1000 + i}`)).toHaveLength(1);
      expect(texts.filter((t) => t.split(' ').includes(`O-${i}`) || t.includes(`O-${i}-d`))).toHaveLength(1);
    }
    expect(labels[0]!.texts.slice(0, 5)).toEqual([
      '交接单',
      '快递: 中通 ZTO',
      '工作台: Desk "A"',
      '时间: 2026-11-28 15:40',
      '件数: 30',
    ]);
    expect(labels.flatMap((l) => l.barcodes)).toEqual(['HO-12']);
    expect(labels.at(-1)!.texts.at(-1)).toBe('快递员签字:');
    for (const l of labels) for (const bottom of l.bottoms) expect(bottom).toBeLessThanOrEqual(130);
  });

  it('one label for a short batch: header, rows and signature together', () => {
    const labels = read(handoverLabelLayout(sheet(2), STOCK));
    expect(labels).toHaveLength(1);
    expect(labels[0]!.texts).toEqual(expect.arrayContaining(['ZT1000', 'ZT1001', '快递员签字:']));
  });
});
