import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './ledger-db';

/*
 * Substring search over waybill code, parent code, order number, receiver and goods: one contentless FTS5
 * table with the trigram tokenizer (case-insensitive). Each waybill is indexed as its five fields joined by
 * U+001F and followed by two more, so every character of every field starts a trigram. Hence:
 * - text of 3+ characters is an FTS5 phrase (consecutive trigrams = the substring, never across fields);
 * - text of 1-2 characters (a surname, a two-character name) is every trigram that starts with it, read
 *   from fts5vocab tables, which plain FTS5 queries cannot do (the trigram tokenizer drops short text).
 * The index is derived data, so it is not part of the versioned schema: it is (re)built at open when its
 * triggers are missing. Without FTS5 the triggers are dropped (a trigger into a missing module would make
 * every waybill insert fail) and search falls back to LIKE; the index is rebuilt when FTS5 is back.
 */

export const SEARCH_COLUMNS = [
  'waybill_code',
  'parent_waybill_code',
  'order_sn',
  'receiver_name',
  'goods_name',
  // A merged waybill's other orders (U+001F between them, so no trigram spans two), found like the first.
  'more_order_sns',
];

/** Per connection: terms (trigrams with their counts) and postings (term, waybill id) of the index. */
export const SEARCH_TERMS = 'temp.waybill_search_terms';
export const SEARCH_POSTINGS = 'temp.waybill_search_postings';

/** Versioned names: a file whose triggers index other columns (an older app's) gets the index rebuilt. */
const TRIGGERS = ['waybills_search_insert_v2', 'waybills_search_update_v2', 'waybills_search_delete_v2'];
const OLD_TRIGGERS = ['waybills_search_insert', 'waybills_search_update', 'waybills_search_delete'];

const searchText = (alias: string) =>
  `${SEARCH_COLUMNS.map((c) => `${alias}.${c}`).join(' || char(31) || ')} || char(31, 31)`;

const CREATE_INDEX = `
  DROP TABLE IF EXISTS waybill_search;
  CREATE VIRTUAL TABLE waybill_search USING fts5(
    text, content = '', contentless_delete = 1, tokenize = 'trigram'
  );
  CREATE TRIGGER waybills_search_insert_v2 AFTER INSERT ON waybills BEGIN
    INSERT INTO waybill_search (rowid, text) VALUES (new.id, ${searchText('new')});
  END;
  CREATE TRIGGER waybills_search_update_v2 AFTER UPDATE OF ${SEARCH_COLUMNS.join(', ')} ON waybills BEGIN
    DELETE FROM waybill_search WHERE rowid = old.id;
    INSERT INTO waybill_search (rowid, text) VALUES (new.id, ${searchText('new')});
  END;
  CREATE TRIGGER waybills_search_delete_v2 AFTER DELETE ON waybills BEGIN
    DELETE FROM waybill_search WHERE rowid = old.id;
  END;
  INSERT INTO waybill_search (rowid, text) SELECT w.id, ${searchText('w')} FROM waybills w;
`;

export function sqliteHasFts5(db: DatabaseSync): boolean {
  return db
    .prepare('PRAGMA compile_options')
    .all()
    .some((row) => row.compile_options === 'ENABLE_FTS5');
}

/** Makes sure the search index exists and is fed by triggers; returns whether FTS5 search can be used. */
export function ensureSearchIndex(db: DatabaseSync, wanted: boolean): boolean {
  const usable = wanted && sqliteHasFts5(db);
  const present = db
    .prepare(
      `SELECT count(*) AS n FROM sqlite_master
       WHERE type = 'trigger' AND name IN (${TRIGGERS.map(() => '?').join(', ')})`,
    )
    .get(...TRIGGERS);
  if (!usable || Number(present?.n ?? 0) !== TRIGGERS.length) {
    inTransaction(db, () => {
      for (const name of [...OLD_TRIGGERS, ...TRIGGERS]) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
      if (usable) db.exec(CREATE_INDEX);
    });
  }
  if (usable) {
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${SEARCH_TERMS} USING fts5vocab(main, waybill_search, 'row')`,
    );
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${SEARCH_POSTINGS} USING fts5vocab(main, waybill_search, 'instance')`,
    );
  }
  return usable;
}

/** Search text as the index sees it: no control characters (the separator cannot be searched), trimmed. */
export const normalizeSearchText = (text: string | undefined): string =>
  [...(text ?? '')]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .join('')
    .trim();

/** Folds case per character as the trigram tokenizer does (keeping one code point per character). */
export const foldCase = (text: string): string =>
  [...text]
    .map((c) => {
      const lower = c.toLowerCase();
      return [...lower].length === 1 ? lower : c;
    })
    .join('');

/** The smallest string above every string that starts with `prefix` (its last code point plus one). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  let next = last + 1;
  if (next >= 0xd800 && next < 0xe000) next = 0xe000; // surrogates are not characters
  return chars.join('') + String.fromCodePoint(Math.min(next, 0x10ffff));
}
