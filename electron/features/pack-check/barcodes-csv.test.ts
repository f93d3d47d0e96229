import { describe, expect, it } from 'vitest';
import { barcodesToCsv, parseBarcodeCsv } from './barcodes-csv';

/* Goods barcodes CSV: every row kept or listed at its physical line, by the single bind's rules; export round trip. */

const TEA = '6901234567892';
const CUP = '6920152400012';

describe('parseBarcodeCsv', () => {
  it('keeps the first row of a file without a known header, read as barcode, name, spec', () => {
    const { rows, bad } = parseBarcodeCsv(`${TEA},普洱茶饼,357克\n${CUP},白瓷茶杯,6只装`);
    expect(rows).toEqual([
      { line: 1, barcode: TEA, name: '普洱茶饼', spec: '357克' },
      { line: 2, barcode: CUP, name: '白瓷茶杯', spec: '6只装' },
    ]);
    expect(bad).toEqual([]);
  });

  it('lists an unbalanced quote at its line and still reads the rows after it', () => {
    const csv = [
      '条码,商品名称,规格',
      `${TEA},"普洱茶饼,357克`,
      `${CUP},白瓷茶杯,6只装`,
      'SKU-3,茶盘,大号',
    ].join('\n');
    const { rows, bad } = parseBarcodeCsv(csv);
    expect(rows.map((r) => [r.line, r.barcode])).toEqual([
      [3, CUP],
      [4, 'SKU-3'],
    ]);
    expect(bad).toEqual([{ line: 2, barcode: '', reason: 'unbalanced-quote' }]);
  });

  it('says the physical line after blank lines and multi-line cells', () => {
    const csv = ['barcode,name,spec', '', `SKU-1,"茶盘","大号`, `带排水"`, '', 'SKU-2,,'].join('\r\n');
    const { rows, bad } = parseBarcodeCsv(csv);
    // The spec's line break is refused as the single bind refuses it; the row is listed where it starts.
    expect(rows).toEqual([]);
    expect(bad).toEqual([
      { line: 3, barcode: 'SKU-1', reason: 'control-character' },
      { line: 6, barcode: 'SKU-2', reason: 'no-goods' },
    ]);
  });

  it('applies the single bind’s limits: a name over 200 characters, a spec over 200 are listed', () => {
    const csv = ['barcode,name,spec', `SKU-1,${'茶'.repeat(10_000)},`, `SKU-2,茶盘,${'大'.repeat(201)}`].join(
      '\n',
    );
    expect(parseBarcodeCsv(csv)).toEqual({
      rows: [],
      bad: [
        { line: 2, barcode: 'SKU-1', reason: 'name-too-long' },
        { line: 3, barcode: 'SKU-2', reason: 'spec-too-long' },
      ],
    });
  });

  it('refuses NUL, ESC and RLO in a barcode, and shows the barcode without them', () => {
    const csv = ['barcode,name,spec', 'SKU\u0000A,茶盘,', 'SKU\u001bB,茶盘,', 'SKU\u202eC,茶盘,'].join('\n');
    expect(parseBarcodeCsv(csv)).toEqual({
      rows: [],
      bad: [
        { line: 2, barcode: 'SKU\uFFFDA', reason: 'control-character' },
        { line: 3, barcode: 'SKU\uFFFDB', reason: 'control-character' },
        { line: 4, barcode: 'SKU\uFFFDC', reason: 'control-character' },
      ],
    });
  });
});

describe('barcodesToCsv', () => {
  it('neutralises formula cells, and reads back to the very values', () => {
    const hostile = [
      { barcode: '=1+1', name: '+41', spec: '-5' },
      { barcode: '@A1', name: '=HYPERLINK("http://x.invalid","点我")', spec: "'=already" },
      { barcode: TEA, name: '普洱茶饼, 357克', spec: '' },
    ];
    const csv = barcodesToCsv(hostile.map((h) => ({ ...h, desk: 'd', createdAt: 0 })));
    expect(csv.startsWith('\uFEFFbarcode,name,spec\r\n')).toBe(true);
    for (const line of csv.slice(1).split('\r\n')) expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
    expect(parseBarcodeCsv(csv)).toEqual({ rows: hostile.map((h, i) => ({ line: i + 2, ...h })), bad: [] });
  });
});
