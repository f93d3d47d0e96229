import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { foldedSearchText, searchTextGrams } from '../order-book-grams';
import { bookSearchText } from '../order-book-text';

/** A whole number for an integer column: the gateway may leave numbers out (tolerant schema), read as 0. */
export const int = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;

/** The folded search text a row stores. */
export const storedSearchText = (order: SoldOrder): string => foldedSearchText(bookSearchText(order));

/** The integer grams of a stored search text (migration 6's column), as an integer[] literal for unnest. */
const gramsLiteral = (text: string): string => `{${searchTextGrams(text).join(',')}}`;

/** What a row stores for search: the folded text and its grams (an integer[] literal, for unnest). */
export function searchColumns(order: SoldOrder): { text: string; grams: string } {
  const text = storedSearchText(order);
  return { text, grams: gramsLiteral(text) };
}
