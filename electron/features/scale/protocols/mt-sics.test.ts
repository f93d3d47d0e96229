import { describe, expect, it } from 'vitest';
import { mtSicsProtocol } from './mt-sics';

const parse = (line: string, unit: 'kg' | 'g' | 'lb' = 'kg') => mtSicsProtocol.parse(line, unit);

describe('MT-SICS answers', () => {
  it.each([
    ['S S     1.234 kg', { grams: 1234, stable: true, division: 1 }],
    ['S D     1.230 kg', { grams: 1230, stable: false, division: 1 }],
    ['S S    -0.002 kg', { grams: -2, stable: true, division: 1 }],
    ['S S      1234 g', { grams: 1234, stable: true, division: 1 }],
    ['S S    123.45 g', { grams: 123.45, stable: true, division: 0.01 }],
    ['S S      2.50 lb', { grams: 1133.981, stable: true, division: 4.536 }],
    ['S S     0.500', { grams: 500, stable: true, division: 1 }],
  ])('%s', (line, reading) => {
    expect(parse(line)).toEqual({ kind: 'reading', ...reading });
  });

  it('reads busy, over and under range', () => {
    expect(parse('S I')).toEqual({ kind: 'busy' });
    expect(parse('S +')).toEqual({ kind: 'over' });
    expect(parse('S -')).toEqual({ kind: 'under' });
    expect(parse('S  +')).toEqual({ kind: 'over' });
  });

  it.each(['ES', 'EL', 'ET'])('reads the error %s', (code) => {
    expect(parse(code)).toEqual({ kind: 'error', code });
  });

  it.each(['', 'S', 'S X 1.0 kg', 'S S kg', 'SS 1.0 kg', 'S S 1.0 oz', 'garbage'])(
    'knows no garbage: %j',
    (line) => {
      expect(parse(line)).toBeNull();
    },
  );

  it('asks for a stable weight every 100 ms, and frames on CR LF', () => {
    expect(mtSicsProtocol.request).toEqual({ text: 'S\r\n', everyMs: 100 });
    expect('S S     1.234 kg\r\nS D     1.230 kg\r\n'.split(mtSicsProtocol.frame)).toEqual([
      'S S     1.234 kg',
      'S D     1.230 kg',
      '',
    ]);
  });
});
