import { foldCase } from '../../storage/sqlite/search-index';

/*
 * The order book's search text cut into n-grams, for a database without a usable substring index of its own
 * (PostgreSQL: pg_trgm depends on the server's LC_CTYPE and cannot use 1-2 characters). Every field of the
 * folded search text (order-book-text.ts: fields joined by U+001F) gives every run of 1, 2 and 3 characters,
 * each hashed to a 32-bit integer. A query of n characters needs its 1-gram (n = 1), its 2-gram (n = 2) or all
 * its 3-grams (n >= 3) among a row's grams: that narrows the candidates through a GIN index; the exact
 * substring test on the folded text then settles them (a hash collision or 3-grams found apart only add a
 * candidate, never lose a match). Grams never cross the separator, so neither does a match. Folding is
 * JavaScript's (foldCase, as the SQLite trigram index folds), never the server's locale.
 * Since shared-ledger migration 7 the searches read exact grams cut in SQL from this folded text (order_book_text,
 * see pg-migrations.ts); these hashed grams are cut only by the open's backfill of rows stored without them (a
 * synced page writes them empty, see pg-order-book-writes.ts).
 */

const MAX_GRAM = 3;
const SEPARATOR = '\u001f';

/** FNV-1a over the code points, as a signed 32-bit integer (PostgreSQL's integer). */
function gramKey(chars: readonly string[], from: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < from + length; i++) {
    h = Math.imul(h ^ (chars[i]?.codePointAt(0) ?? 0), 0x01000193);
  }
  return h | 0;
}

/** The book's search text as stored and compared: case folded per character. */
export const foldedSearchText = (searchText: string): string => foldCase(searchText);

/** Every 1-, 2- and 3-gram of every field of a folded search text (distinct, in no particular order). */
export function searchTextGrams(folded: string): number[] {
  const grams = new Set<number>();
  for (const field of folded.split(SEPARATOR)) {
    const chars = [...field];
    for (let i = 0; i < chars.length; i++) {
      for (let n = 1; n <= MAX_GRAM && i + n <= chars.length; n++) grams.add(gramKey(chars, i, n));
    }
  }
  return [...grams];
}

/** The grams a row must hold to contain a folded, non-empty query (see above). */
export function queryGrams(folded: string): number[] {
  const chars = [...folded];
  const n = Math.min(chars.length, MAX_GRAM);
  const grams = new Set<number>();
  for (let i = 0; i + n <= chars.length; i++) grams.add(gramKey(chars, i, n));
  return [...grams];
}
