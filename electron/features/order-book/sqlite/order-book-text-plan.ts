import type { LedgerDb, Params } from '../../../storage/sqlite/ledger-db';
import { allTrigrams, escapeLike, foldCase, prefixUpperBound } from '../../../storage/sqlite/search-index';
import { BOOK_SEARCH } from './order-book-search-index';

/*
 * How a text search reads the book, chosen per query from the trigram index (order-book-search-index.ts): it
 * counts the text's candidate rows, stopping past the page's threshold (fewCandidates: a count that stops is
 * cheap however common the text).
 * - 'few': every match is collected and sorted: cheap, they are few, and the total is exact;
 * - 'many': the page walks the sort index and tests each row's text (LIKE on its search text) until the page is
 *   full: matches are common, so few rows are tested, at most about (rows to the page's end) × book ÷
 *   that threshold; the total counts matches driven from the index's candidates, stopping past the bound.
 * 3+ characters are the rows holding all their trigrams (checked by LIKE when longer than one trigram: the index
 * keeps no positions); 1-2 characters are the postings of every trigram that starts with them (the vocabulary:
 * plain FTS5 queries cannot, the tokenizer drops short text). Without FTS5 every text is 'many' by LIKE.
 */

/** At most this many candidates are ever collected and sorted; past it the page walks the sort index. */
const MOST_CANDIDATES = 10_000;
const LEAST_CANDIDATES = 500;

/*
 * Where collecting costs more than walking: collecting reads each of c candidates once; walking reads about
 * (rows to the page's end) × (book ÷ c) rows before its page is full. The two cost the same at
 * c = √(page end × book): 10,000 for the first page of a million orders, 3,162 of 100,000. The book's size is
 * estimated by its highest row id (one index probe; rows gone leave gaps, so it errs towards collecting).
 */
const fewCandidates = (pageEnd: number, bookRows: number): number =>
  Math.min(MOST_CANDIDATES, Math.max(LEAST_CANDIDATES, Math.round(Math.sqrt(pageEnd * bookRows))));

/** Where a count reads from, what it checks there and the parameters it names. */
export interface TextCount {
  from: string;
  condition: string;
  params: Params;
}

export type TextPlan =
  | { kind: 'none' }
  | { kind: 'few'; from: string; condition: string; params: Params }
  | { kind: 'many'; condition: string; params: Params; count: TextCount };

const TRIGRAM = 3;
const LIKE_TEXT =
  "EXISTS (SELECT 1 FROM order_book_text t WHERE t.id = b.id AND t.search_text LIKE :like ESCAPE '\\')";
const PHRASE = `(SELECT rowid AS id FROM ${BOOK_SEARCH.table} WHERE ${BOOK_SEARCH.table} MATCH :match LIMIT :cap)`;
const SHORT = `(SELECT doc AS id FROM ${BOOK_SEARCH.postings} WHERE term >= :lo AND term < :hi LIMIT :cap)`;

/**
 * The candidate rows of a text as the index gives them: `rows` a subquery of distinct `id`s, `postings` the index
 * entries they come from (a row may hold several trigrams that start with a short text), up to `cap`.
 */
function candidates(text: string): {
  rows: string;
  postings: (cap: number) => string;
  params: Params;
  recheck: boolean;
} {
  const length = [...text].length;
  if (length >= TRIGRAM) {
    return {
      rows: PHRASE.replace(':cap', '-1'),
      postings: (cap) => PHRASE.replace(':cap', String(cap)),
      params: { match: allTrigrams(text) },
      recheck: length > TRIGRAM,
    };
  }
  const lo = foldCase(text);
  return {
    rows: `(SELECT DISTINCT id FROM ${SHORT.replace(':cap', '-1')})`,
    postings: (cap) => SHORT.replace(':cap', String(cap)),
    params: { lo, hi: prefixUpperBound(lo) },
    recheck: false,
  };
}

/** The book's text plans (see above); `ftsSearch` false: no index, every text is searched by LIKE. */
export function createBookTextPlans(
  { statement }: LedgerDb,
  ftsSearch: boolean,
): (text: string, pageEnd: number) => TextPlan {
  return (text, pageEnd) => {
    const like = { like: `%${escapeLike(text)}%` };
    const scan: TextCount = { from: 'order_book b', condition: LIKE_TEXT, params: like };
    if (!ftsSearch) return { kind: 'many', condition: LIKE_TEXT, params: like, count: scan };
    const found = candidates(text);
    const book = Number(statement('SELECT max(id) AS n FROM order_book').get()?.n ?? 0);
    const few = fewCandidates(pageEnd, book);
    const counted = statement(`SELECT count(*) AS n FROM ${found.postings(few + 1)}`).get(found.params);
    const n = Number(counted?.n ?? 0);
    if (n === 0) return { kind: 'none' };
    const recheck = found.recheck ? ` AND ${LIKE_TEXT}` : '';
    const params = { ...found.params, ...(found.recheck ? like : {}) };
    // Driven from the candidates (CROSS JOIN keeps that order: else the planner may walk a sort index of every row).
    const fromCandidates = `${found.rows} c CROSS JOIN order_book b ON b.id = c.id`;
    if (n <= few) return { kind: 'few', from: fromCandidates, condition: `1${recheck}`, params };
    return {
      kind: 'many',
      condition: LIKE_TEXT,
      params: like,
      // Driven from the candidates (CROSS JOIN keeps that order), each looked up once, stopping past the bound.
      count: {
        from: `${found.rows} c CROSS JOIN order_book b ON b.id = c.id`,
        condition: `1${recheck}`,
        params,
      },
    };
  };
}
