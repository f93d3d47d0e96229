import { describe, expect, it } from 'vitest';
import { foldedSearchText, queryGrams, searchTextGrams } from './order-book-grams';

/*
 * The grams' one promise: every substring of one field of a text gives query grams the text holds (so the
 * index never loses a match), and a fragment across the separator usually does not (the exact test settles
 * the rest). Folding is per character and locale-free.
 */

const text = foldedSearchText(
  ['261122-987654321', '欧阳娜娜', 'Thermos FLASK 保温壶', '1L 珍珠白'].join('\u001f'),
);

describe('order book grams', () => {
  it('folds case per character, keeping other characters', () => {
    expect(foldedSearchText('Thermos FLASK 保温壶 ÄÖ')).toBe('thermos flask 保温壶 äö');
  });

  it('holds the query grams of every substring of every field', () => {
    const held = new Set(searchTextGrams(text));
    for (const field of text.split('\u001f')) {
      const chars = [...field];
      for (let from = 0; from < chars.length; from++) {
        for (let to = from + 1; to <= chars.length; to++) {
          const grams = queryGrams(chars.slice(from, to).join(''));
          expect(grams.length).toBeGreaterThan(0);
          expect(grams.every((g) => held.has(g))).toBe(true);
        }
      }
    }
  });

  it('cuts no gram across the separator', () => {
    const held = new Set(searchTextGrams(text));
    expect(queryGrams('壶1').every((g) => held.has(g))).toBe(false);
    expect(queryGrams('娜t').every((g) => held.has(g))).toBe(false);
  });

  it('gives 32-bit integers, one per distinct gram', () => {
    const grams = searchTextGrams(foldedSearchText('aaaa'));
    expect(grams).toHaveLength(3);
    expect(grams.every((g) => Number.isInteger(g) && g >= -(2 ** 31) && g < 2 ** 31)).toBe(true);
    expect(queryGrams('张')).toHaveLength(1);
    expect(queryGrams('杭州')).toHaveLength(1);
    expect(queryGrams('杭州市西湖')).toHaveLength(3);
  });
});
