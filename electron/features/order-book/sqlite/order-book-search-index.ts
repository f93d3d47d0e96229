import type { DatabaseSync } from 'node:sqlite';
import { ensureTrigramIndex, type TrigramIndex } from '../../../storage/sqlite/search-index';

/*
 * Substring search over the order book, built as the Waybills search is (search-index.ts): one contentless FTS5
 * trigram table fed by triggers from order_book_text.search_text (the searchable fields joined by U+001F, see
 * order-book-text.ts; a narrow table of its own, so a row's text is read without its JSON); 1-2 character text
 * reads the index's vocabulary. Derived data: rebuilt at open when
 * its triggers are missing, dropped (LIKE fallback) without FTS5.
 */

export const BOOK_SEARCH: TrigramIndex = {
  table: 'order_book_search',
  source: 'order_book_text',
  text: (alias) => `${alias}.search_text`,
  updateOf: ['search_text'],
  // Versioned names: a file whose index keeps positions or is fed from order_book_docs (an older app's) gets it
  // rebuilt.
  triggers: ['order_book_search_insert_v3', 'order_book_search_update_v3', 'order_book_search_delete_v3'],
  oldTriggers: [
    'order_book_search_insert',
    'order_book_search_update',
    'order_book_search_delete',
    'order_book_search_insert_v2',
    'order_book_search_update_v2',
    'order_book_search_delete_v2',
  ],
  terms: 'temp.order_book_search_terms',
  postings: 'temp.order_book_search_postings',
};

/** Makes sure the book's index exists and is fed; returns whether FTS5 search can be used. */
export const ensureOrderBookSearchIndex = (db: DatabaseSync, wanted: boolean): boolean =>
  ensureTrigramIndex(db, wanted, BOOK_SEARCH);
