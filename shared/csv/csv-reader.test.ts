import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader';

describe('readCsv', () => {
  it('reads quoted cells, doubled quotes and commas inside quotes, after a byte-order mark', () => {
    expect(readCsv('\uFEFFa,b\r\n1,"大号, 带排水"\r\n2,"5"" screen"\r\n')).toEqual({
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '大号, 带排水'] },
        { line: 3, cells: ['2', '5" screen'] },
      ],
      brokenLines: [],
    });
  });

  it('says the physical line of each row after blank lines and multi-line cells', () => {
    const csv = 'h\n\n1,"two\nlines"\n\r\n  \n2\r3\n';
    expect(readCsv(csv).records).toEqual([
      { line: 1, cells: ['h'] },
      { line: 3, cells: ['1', 'two\nlines'] },
      { line: 7, cells: ['2'] },
      { line: 8, cells: ['3'] },
    ]);
  });

  it('reports a quote that never closes at its line and still reads the rows after it', () => {
    const csv = 'h\n1,"open\n2,b\n3,c';
    expect(readCsv(csv)).toEqual({
      records: [
        { line: 1, cells: ['h'] },
        { line: 3, cells: ['2', 'b'] },
        { line: 4, cells: ['3', 'c'] },
      ],
      brokenLines: [2],
    });
  });

  it('reports a closing quote followed by more than a comma, and reads on at the next line', () => {
    const csv = 'h\n1,"ab"c,x\n2,"ok"\n"3,d\n4,"e"';
    expect(readCsv(csv)).toEqual({
      records: [
        { line: 1, cells: ['h'] },
        { line: 3, cells: ['2', 'ok'] },
        { line: 5, cells: ['4', 'e'] },
      ],
      brokenLines: [2, 4],
    });
  });

  it('keeps a quote inside an unquoted cell as it is', () => {
    expect(readCsv('1,5" screen,x').records).toEqual([{ line: 1, cells: ['1', '5" screen', 'x'] }]);
  });

  it('reads a file of many unbalanced quotes row by row', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `"${i},name`);
    const reading = readCsv(lines.join('\n'));
    expect(reading.records).toEqual([]);
    expect(reading.brokenLines).toEqual(lines.map((_, i) => i + 1));
  });
});
