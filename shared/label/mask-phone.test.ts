import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['+86 13812345678', '+86 1******5678'],
    ['021-58881234', '021-****1234'],
    ['58881234', '58****34'],
    ['138****5678', '138****5678'],
    ['', ''],
    ['12', '*2'],
  ])('%s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('hides at least half of any number of 4 to 10 digits and at least 4 digits of a longer one', () => {
    for (let len = 4; len <= 16; len++) {
      const hidden = [...maskPhone('9'.repeat(len))].filter((c) => c === '*').length;
      expect(hidden).toBeGreaterThanOrEqual(len <= 10 ? Math.floor(len / 2) : 4);
    }
  });
});
