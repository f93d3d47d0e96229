import { describe, expect, it } from 'vitest';
import { parseTypedUnitWeight } from './typed-unit-weight';

describe('a typed unit weight', () => {
  it('takes grams (a unit written after them too); an empty box forgets the typed weight', () => {
    expect(parseTypedUnitWeight('300')).toEqual({ ok: true, grams: 300 });
    expect(parseTypedUnitWeight(' 12.5 g ')).toEqual({ ok: true, grams: 12.5 });
    expect(parseTypedUnitWeight('450克')).toEqual({ ok: true, grams: 450 });
    expect(parseTypedUnitWeight('100000')).toEqual({ ok: true, grams: 100_000 });
    expect(parseTypedUnitWeight('  ')).toEqual({ ok: true, grams: null });
  });

  it('refuses what is not a number, nothing or less, and more than 100 kg', () => {
    for (const text of ['abc', '1,5', '0x10', '1e3', '12kg', 'NaN', 'Infinity'])
      expect(parseTypedUnitWeight(text), text).toEqual({ ok: false, problem: 'not-a-number' });
    for (const text of ['0', '-5', '-0.1'])
      expect(parseTypedUnitWeight(text), text).toEqual({ ok: false, problem: 'not-positive' });
    expect(parseTypedUnitWeight('100000.5')).toEqual({ ok: false, problem: 'too-heavy' });
  });
});
