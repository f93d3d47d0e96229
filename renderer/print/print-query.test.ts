import { describe, expect, it } from 'vitest';
import { parsePrintQuery } from './print-query';

describe('parsePrintQuery', () => {
  it('reads ids, size and autoprint', () => {
    expect(parsePrintQuery('?ids=1,2,3&size=100x150&autoprint=1')).toEqual({
      ids: [1, 2, 3],
      size: '100x150',
      autoprint: true,
      offsetXMm: 0,
      offsetYMm: 0,
      copies: 1,
    });
    expect(parsePrintQuery('?ids=7&k=secret')).toMatchObject({ ids: [7], size: undefined, autoprint: false });
  });

  it("reads a print profile's offsets and copies, kept within their bounds", () => {
    expect(parsePrintQuery('?ids=1&dx=1.5&dy=-2&copies=2')).toMatchObject({
      offsetXMm: 1.5,
      offsetYMm: -2,
      copies: 2,
    });
    expect(parsePrintQuery('?ids=1&dx=99&dy=abc&copies=40')).toMatchObject({
      offsetXMm: 20,
      offsetYMm: 0,
      copies: 5,
    });
  });

  it('names what is wrong with an unusable query', () => {
    expect(parsePrintQuery('?size=100x150')).toEqual({ error: 'no labels asked for (?ids= is empty)' });
    expect(parsePrintQuery('?ids=1,x,3')).toEqual({ error: '?ids= holds "x", not a waybill id' });
    expect(parsePrintQuery('?ids=1,-2')).toEqual({ error: '?ids= holds "-2", not a waybill id' });
    const bad = parsePrintQuery('?ids=1&size=A4');
    expect('error' in bad && bad.error).toMatch(/\?size=A4 is not a label size/);
  });
});
