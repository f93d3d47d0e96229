import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './ledger-db';
import { sqliteHasFts5 } from './search-index';

/*
 * Substring search over the order book, built as the Waybills search is (search-index.ts): one contentless FTS5
 * trigram table fed by triggers from order_book_docs.search_text (the searchable fields joined by U+001F, see
 * order-book-text.ts); 1-2 character text reads the index's vocabulary. Derived data: rebuilt at open when
 * its triggers are missing, dropped (LIKE fallback) without FTS5.
 */

export const BOOK_SEARCH_TERMS = 'temp.order_book_search_terms';
export const BOOK_SEARCH_POSTINGS = 'temp.order_book_search_postings';

const TRIGGERS = ['order_book_search_insert', 'order_book_search_update', 'order_book_search_delete'];

const CREATE_INDEX = `
  DROP TABLE IF EXISTS order_book_search;
  CREATE VIRTUAL TABLE order_book_search USING fts5(
    text, content = '', contentless_delete = 1, tokenize = 'trigram'
  );
  CREATE TRIGGER order_book_search_insert AFTER INSERT ON order_book_docs BEGIN
    INSERT INTO order_book_search (rowid, text) VALUES (new.id, new.search_text);
  END;
  CREATE TRIGGER order_book_search_update AFTER UPDATE OF search_text ON order_book_docs BEGIN
    DELETE FROM order_book_search WHERE rowid = old.id;
    INSERT INTO order_book_search (rowid, text) VALUES (new.id, new.search_text);
  END;
  CREATE TRIGGER order_book_search_delete AFTER DELETE ON order_book_docs BEGIN
    DELETE FROM order_book_search WHERE rowid = old.id;
  END;
  INSERT INTO order_book_search (rowid, text) SELECT d.id, d.search_text FROM order_book_docs d;
`;

/** Makes sure the book's index exists and is fed; returns whether FTS5 search can be used. */
export function ensureOrderBookSearchIndex(db: DatabaseSync, wanted: boolean): boolean {
  const usable = wanted && sqliteHasFts5(db);
  const present = db
    .prepare(
      `SELECT count(*) AS n FROM sqlite_master
       WHERE type = 'trigger' AND name IN (${TRIGGERS.map(() => '?').join(', ')})`,
    )
    .get(...TRIGGERS);
  if (!usable || Number(present?.n ?? 0) !== TRIGGERS.length) {
    inTransaction(db, () => {
      for (const name of TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
      if (usable) db.exec(CREATE_INDEX);
    });
  }
  if (usable) {
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${BOOK_SEARCH_TERMS} USING fts5vocab(main, order_book_search, 'row')`,
    );
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${BOOK_SEARCH_POSTINGS} USING fts5vocab(main, order_book_search, 'instance')`,
    );
  }
  return usable;
}
