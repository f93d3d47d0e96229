import { describe, expect, it } from 'vitest';
import {
  handoverLabelCommands,
  type HandoverLabelSheet,
  type HandoverLabelStock,
} from './handover-label-list';

/*
 * The handover list for a label printer, read back from its commands: every waybill code and order number once,
 * the header on the first label, the batch's Code128, the signature on the last, every mark inside its label.
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

const stock = (language: 'tspl' | 'zpl'): HandoverLabelStock => ({
  language,
  widthMm: 76,
  heightMm: 130,
  dpi: 203,
  offsetXMm: 0,
  offsetYMm: 0,
  stock: { kind: 'gap', mm: 2 },
});

interface ReadLabel {
  texts: string[];
  barcodes: string[];
  ys: number[];
}

/** TSPL read back: each CLS…PRINT a label, TEXT strings (\["] unquoted) and BARCODE values. */
const readTspl = (commands: string): ReadLabel[] =>
  commands
    .split('CLS\r\n')
    .slice(1)
    .map((body) => {
      const lines = body.split('\r\n');
      const quoted = (l: string) => /"((?:[^"\\]|\\\["\])*)"$/.exec(l)![1]!.replace(/\\\["\]/g, '"');
      return {
        texts: lines.filter((l) => l.startsWith('TEXT ')).map(quoted),
        barcodes: lines.filter((l) => l.startsWith('BARCODE ')).map(quoted),
        ys: lines
          .filter((l) => /^(TEXT|BAR|BARCODE) /.test(l))
          .map((l) => Number(l.split(' ')[1]!.split(',')[1])),
      };
    });

/** ZPL read back: each ^XA…^XZ a label, ^FH^FD fields with their hex escapes undone, ^BC fields as barcodes. */
const readZpl = (commands: string): ReadLabel[] =>
  commands
    .split('^XA\n')
    .slice(1)
    .map((body) => {
      const lines = body.split('\n');
      const field = (l: string) =>
        /\^FD(.*)\^FS$/
          .exec(l)![1]!
          .replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return {
        texts: lines.filter((l) => l.includes('^A0N')).map(field),
        barcodes: lines.filter((l) => l.includes('^BC')).map(field),
        ys: lines.filter((l) => l.startsWith('^FO')).map((l) => Number(/^\^FO\d+,(\d+)/.exec(l)![1])),
      };
    });

describe.each([
  ['tspl', readTspl],
  ['zpl', readZpl],
] as const)('the handover list in %s', (language, read) => {
  it('holds every waybill code and order once, header first, barcode, signature last, inside each label', () => {
    const { commands, labels: count } = handoverLabelCommands(sheet(30), stock(language));
    const labels = read(commands);
    expect(labels).toHaveLength(count);
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
    const heightDots = Math.round((130 * 203) / 25.4);
    for (const l of labels) for (const y of l.ys) expect(y).toBeLessThan(heightDots);
  });

  it('one label for a short batch: header, rows and signature together', () => {
    const labels = read(handoverLabelCommands(sheet(2), stock(language)).commands);
    expect(labels).toHaveLength(1);
    expect(labels[0]!.texts).toEqual(expect.arrayContaining(['ZT1000', 'ZT1001', '快递员签字:']));
  });
});

it('a ZPL field cannot start a command: ^ ~ _ in a desk name go as hex escapes', () => {
  const zpl = handoverLabelCommands({ ...sheet(1), desk: 'A^XZ~JR_1' }, stock('zpl')).commands;
  expect(zpl).toContain('^FH^FD工作台: A_5EXZ_7EJR_5F1^FS');
  expect(zpl.match(/\^XZ/g)).toHaveLength(1);
});
