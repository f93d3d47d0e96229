import { describe, expect, it } from 'vitest';
import { continuousProtocol } from './continuous';

const parse = (line: string, unit: 'kg' | 'g' | 'lb' = 'kg') => continuousProtocol.parse(line, unit);

describe('continuous ST/US lines', () => {
  it.each([
    ['ST,GS,+  1.234kg', { grams: 1234, stable: true, division: 1 }],
    ['US,GS,+  1.234kg', { grams: 1234, stable: false, division: 1 }],
    ['ST,NT,+  0.560kg', { grams: 560, stable: true, division: 1 }],
    ['US,NT,-  0.010kg', { grams: -10, stable: false, division: 1 }],
    ['ST,GS,+  1.23 kg', { grams: 1230, stable: true, division: 10 }],
    ['ST,GS,+1.2kg', { grams: 1200, stable: true, division: 100 }],
    ['ST,GS,   1234 g', { grams: 1234, stable: true, division: 1 }],
    ['ST,GS,+ 1234.5g', { grams: 1234.5, stable: true, division: 0.1 }],
    ['ST,GS,+  2.50lb', { grams: 1133.981, stable: true, division: 4.536 }],
    ['st,gs,+  1.000KG', { grams: 1000, stable: true, division: 1 }],
    ['  ST , GS , +  0.500 kg  ', { grams: 500, stable: true, division: 1 }],
    ['ST,TR,+  0.100kg', { grams: 100, stable: true, division: 1 }],
  ])('%s', (line, reading) => {
    expect(parse(line)).toEqual({ kind: 'reading', ...reading });
  });

  it('reads a line without a unit in the set unit', () => {
    expect(parse('ST,GS,+  1.234', 'kg')).toEqual({
      kind: 'reading',
      grams: 1234,
      stable: true,
      division: 1,
    });
    expect(parse('ST,GS,+  1234', 'g')).toEqual({ kind: 'reading', grams: 1234, stable: true, division: 1 });
    expect(parse('US,GS,+  1.00', 'lb')).toMatchObject({ grams: 453.592, stable: false, division: 4.536 });
  });

  it('reads over capacity as OL, in the status or the weight', () => {
    expect(parse('OL,GS,+  0.000kg')).toEqual({ kind: 'over' });
    expect(parse('ST,GS,+    OL kg')).toEqual({ kind: 'over' });
    expect(parse('US,GS,+ -------kg')).toEqual({ kind: 'over' });
  });

  it.each(['', 'hello', 'ST,GS', 'XX,GS,+  1.234kg', 'ST,GS,+  1.234oz', 'ST,GS,+ 1.2.3kg', '\u0000\u00ff'])(
    'knows no garbage: %j',
    (line) => {
      expect(parse(line)).toBeNull();
    },
  );

  it('frames lines on CR LF, CR or LF alone', () => {
    expect(
      'ST,GS,+  1.234kg\r\nUS,GS,+  1.000kg\rST,GS,+  2.000kg\n'.split(continuousProtocol.frame),
    ).toEqual(['ST,GS,+  1.234kg', 'US,GS,+  1.000kg', 'ST,GS,+  2.000kg', '']);
    expect(continuousProtocol.request).toBeUndefined();
  });
});
