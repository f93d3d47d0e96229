import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv, unescapeFormulaCell } from './csv-writer';

const HOSTILE = [
  '=1+1',
  '+41',
  '-5',
  '@A1',
  '=HYPERLINK("http://x.invalid","点我")',
  '\t=1',
  '\r=1',
  "'=1",
  "''+2",
];

const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row in CRLF', () => {
    const csv = toCsv(['barcode', 'name'], [['6901234567892', '竹制茶盘']]);
    expect(csv).toBe('\uFEFFbarcode,name\r\n6901234567892,竹制茶盘\r\n');
  });

  it('escapes commas, quotes and line breaks per RFC 4180', () => {
    const csv = toCsv(['a'], [['大号, 带排水'], ['5" screen'], ['两行\n规格']]);
    expect(csv).toBe('\uFEFFa\r\n"大号, 带排水"\r\n"5"" screen"\r\n"两行\n规格"\r\n');
  });

  it('puts an apostrophe before every cell a spreadsheet would run as a formula', () => {
    const written = cellsOf(
      toCsv(
        ['name'],
        HOSTILE.map((h) => [h]),
      ),
    )
      .slice(1)
      .map((r) => r[0]);
    expect(written).toEqual(HOSTILE.map((h) => `'${h}`));
    for (const cell of written) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('leaves harmless cells as they are, an apostrophe inside a value too', () => {
    const plain = ['茶盘', "O'Neil", "'abc", '1-2', 'a=b'];
    expect(
      cellsOf(
        toCsv(
          ['name'],
          plain.map((p) => [p]),
        ),
      )
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(plain);
  });
});

describe('unescapeFormulaCell', () => {
  it('gives back every value the writer wrote, hostile or not', () => {
    const values = [...HOSTILE, '茶盘', "O'Neil", "'abc", "'"];
    const back = cellsOf(
      toCsv(
        ['v'],
        values.map((v) => [v]),
      ),
    )
      .slice(1)
      .map((r) => unescapeFormulaCell(r[0] ?? ''));
    expect(back).toEqual(values);
  });
});
