import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, type LedgerDb, type Params } from './ledger-db';

/*
 * Substring search over waybill code, parent code, order number, receiver and goods: one contentless FTS5
 * table with the trigram tokenizer (case-insensitive). Each waybill is indexed as its five fields joined by
 * U+001F and followed by two more, so every character of every field starts a trigram. Hence:
 * - the index keeps only which rows hold each trigram (detail=none: no positions, columnsize=0: no row sizes;
 *   under half the size of a full index); text of 3+ characters finds the rows holding all its trigrams, and text longer than one trigram is
 *   then checked on those rows (LIKE), as positions would have;
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

const searchText = (alias: string) =>
  `${SEARCH_COLUMNS.map((c) => `${alias}.${c}`).join(' || char(31) || ')} || char(31, 31)`;

/**
 * One contentless FTS5 trigram index over the rows of a table (by their `id`), fed by three triggers. The
 * Waybills search and the order book's (order-book-search-index.ts) are two of them, built and read alike.
 */
export interface TrigramIndex {
  /** The FTS5 table. */
  table: string;
  /** The indexed table. */
  source: string;
  /** The indexed text of one row of `source`, by its alias. */
  text: (alias: string) => string;
  /** The columns of `source` whose update re-indexes a row. */
  updateOf: readonly string[];
  /** The feeding triggers: after insert, update and delete. */
  triggers: readonly [insert: string, update: string, remove: string];
  /** Triggers an older app fed the index with: dropped whenever the index is rebuilt. */
  oldTriggers?: readonly string[];
  /** Per connection: terms (trigrams with their counts) and postings (term, row id) of the index. */
  terms: string;
  postings: string;
}

export const WAYBILL_SEARCH: TrigramIndex = {
  table: 'waybill_search',
  source: 'waybills',
  text: searchText,
  updateOf: SEARCH_COLUMNS,
  // Versioned names: a file whose triggers feed another index (other columns, or positions kept: an older
  // app's) gets the index rebuilt.
  triggers: ['waybills_search_insert_v3', 'waybills_search_update_v3', 'waybills_search_delete_v3'],
  oldTriggers: [
    'waybills_search_insert',
    'waybills_search_update',
    'waybills_search_delete',
    'waybills_search_insert_v2',
    'waybills_search_update_v2',
    'waybills_search_delete_v2',
  ],
  terms: 'temp.waybill_search_terms',
  postings: 'temp.waybill_search_postings',
};

/*
 * Contentless and without per-row sizes (columnsize=0: nothing ranks by length), so a row leaves the index by the
 * 'delete' command given the text it was indexed with: the triggers compute it from the old row, as the insert did.
 */
const createIndexSql = ({
  table,
  source,
  text,
  updateOf,
  triggers: [insert, update, remove],
}: TrigramIndex) => `
  DROP TABLE IF EXISTS ${table};
  CREATE VIRTUAL TABLE ${table} USING fts5(
    text, content = '', tokenize = 'trigram', detail = none, columnsize = 0
  );
  CREATE TRIGGER ${insert} AFTER INSERT ON ${source} BEGIN
    INSERT INTO ${table} (rowid, text) VALUES (new.id, ${text('new')});
  END;
  CREATE TRIGGER ${update} AFTER UPDATE OF ${updateOf.join(', ')} ON ${source} BEGIN
    INSERT INTO ${table} (${table}, rowid, text) VALUES ('delete', old.id, ${text('old')});
    INSERT INTO ${table} (rowid, text) VALUES (new.id, ${text('new')});
  END;
  CREATE TRIGGER ${remove} AFTER DELETE ON ${source} BEGIN
    INSERT INTO ${table} (${table}, rowid, text) VALUES ('delete', old.id, ${text('old')});
  END;
  INSERT INTO ${table} (rowid, text) SELECT s.id, ${text('s')} FROM ${source} s;
`;

function sqliteHasFts5(db: DatabaseSync): boolean {
  return db
    .prepare('PRAGMA compile_options')
    .all()
    .some((row) => row.compile_options === 'ENABLE_FTS5');
}

/** Makes sure the index exists and is fed by its triggers; returns whether FTS5 search can be used. */
export function ensureTrigramIndex(db: DatabaseSync, wanted: boolean, index: TrigramIndex): boolean {
  const usable = wanted && sqliteHasFts5(db);
  const { triggers } = index;
  const present = db
    .prepare(
      `SELECT count(*) AS n FROM sqlite_master
       WHERE type = 'trigger' AND name IN (${triggers.map(() => '?').join(', ')})`,
    )
    .get(...triggers);
  if (!usable || Number(present?.n ?? 0) !== triggers.length) {
    inTransaction(db, () => {
      for (const name of [...(index.oldTriggers ?? []), ...triggers])
        db.exec(`DROP TRIGGER IF EXISTS ${name}`);
      if (usable) db.exec(createIndexSql(index));
    });
  }
  if (usable) {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${index.terms} USING fts5vocab(main, ${index.table}, 'row')`);
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${index.postings} USING fts5vocab(main, ${index.table}, 'instance')`,
    );
  }
  return usable;
}

/** The Waybills search index; see ensureTrigramIndex. */
export const ensureSearchIndex = (db: DatabaseSync, wanted: boolean): boolean =>
  ensureTrigramIndex(db, wanted, WAYBILL_SEARCH);

/** Trigrams need at least 3 characters (code points). */
const TRIGRAM = 3;

export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Every trigram of `text` (3+ characters), each an FTS5 string, all required: the rows that may hold `text`. */
export const allTrigrams = (text: string): string => {
  const chars = [...text];
  const grams = new Set<string>();
  for (let i = 0; i + TRIGRAM <= chars.length; i++) grams.add(chars.slice(i, i + TRIGRAM).join(''));
  return [...grams].map((g) => `"${g.replaceAll('"', '""')}"`).join(' AND ');
};

/** How one query searches text through a trigram index. */
export interface TrigramSearch {
  index: TrigramIndex;
  /** False without FTS5: every text is searched by `like`. */
  ftsSearch: boolean;
  /** Above this many postings, a 1-2 character text is searched by `like` too (one scan is cheaper). */
  maxShortTextPostings: number;
  /** The searched row's id as the query names it (`w.id`). */
  id: string;
  /** The scanning condition; it reads :like (an escaped LIKE pattern). */
  like: string;
  /** The same test on the one row `id` names (the check of the index's candidates); it reads :like. */
  recheck: string;
}

/**
 * The SQL condition for a search text, or null when nothing can match: 3+ characters are the rows holding all
 * its trigrams (checked by `recheck` when longer than one trigram: the index keeps no positions); 1-2 characters
 * are the postings of every trigram that starts with them, read from the vocabulary (plain FTS5 queries cannot:
 * the trigram tokenizer drops short text), unless they are so many that a scan is cheaper.
 */
export function trigramTextCondition(
  statement: LedgerDb['statement'],
  search: TrigramSearch,
  text: string,
  params: Params,
): string | null {
  const { index, id } = search;
  const length = [...text].length;
  if (search.ftsSearch && length >= TRIGRAM) {
    params.match = allTrigrams(text);
    const candidates = `${id} IN (SELECT rowid FROM ${index.table} WHERE ${index.table} MATCH :match)`;
    if (length === TRIGRAM) return candidates;
    params.like = `%${escapeLike(text)}%`;
    return `(${candidates} AND ${search.recheck})`;
  }
  if (search.ftsSearch) {
    const range = { lo: foldCase(text), hi: prefixUpperBound(foldCase(text)) };
    // detail=none counts rows per term (doc), not instances (cnt is null).
    const stats = statement(
      `SELECT total(doc) AS postings FROM ${index.terms} WHERE term >= :lo AND term < :hi`,
    ).get(range);
    const postings = Number(stats?.postings ?? 0);
    if (postings === 0) return null;
    if (postings <= search.maxShortTextPostings) {
      Object.assign(params, range);
      return `${id} IN (SELECT doc FROM ${index.postings} WHERE term >= :lo AND term < :hi)`;
    }
  }
  params.like = `%${escapeLike(text)}%`;
  return search.like;
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
