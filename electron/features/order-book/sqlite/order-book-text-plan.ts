import type { LedgerDb, Params } from '../../../storage/sqlite/ledger-db';
import { allTrigrams, escapeLike, foldCase, prefixUpperBound } from '../../../storage/sqlite/search-index';
import { BOOK_SEARCH } from './order-book-search-index';
import { heldCandidates, IN_CANDIDATES } from './order-book-text-candidates';

/*
 * How a text search reads the book, chosen per query from the trigram index (order-book-search-index.ts): it
 * reads the text's candidate rows' ids, stopping past the number worth counting exactly (exactUpTo below: a
 * read that stops is cheap however common the text), and takes the cheapest read of its page (cheapestRead).
 * - 'few': every match is collected and sorted: cheap, they are few, and the total is exact;
 * - 'held': the candidates' ids are held in memory and the page walks the sort index testing each row against
 *   them (no read of its text but for a text the index matches loosely) until the page is full;
 * - 'many': the page walks the sort index and tests each row's text (LIKE on its search text) until the page is
 *   full: matches are common, so few rows are tested;
 * 'held' and 'many' count their total from the index's candidates joined to their rows, stopping past the bound.
 * 3+ characters are the rows holding all their trigrams (checked by LIKE when longer than one trigram: the index
 * keeps no positions); 1-2 characters are the postings of every trigram that starts with them (the vocabulary:
 * plain FTS5 queries cannot, the tokenizer drops short text). Without FTS5 every text is 'many' by LIKE.
 */

/*
 * Three ways to read a text's page, for a text of c candidates (rows the index says may hold it) in a book of n
 * rows and a page ending at row e (a walk reads about w = e × n ÷ c rows, at most the book):
 * - collect every candidate, look each up and sort them: c × COST.collect (needs c exactly);
 * - hold the candidates' ids in memory (order-book-text-candidates.ts) and walk the sort index testing each row
 *   against them: c × COST.hold + w × COST.heldTest;
 * - walk the sort index reading each row's search text: w × COST.probe.
 * The cheapest is taken. Relative costs per row, measured on the bench's 300,000-order book
 * (bench/order-book-search.ts): the B-tree probe of a row (its text, or its sort columns) is what the walk and the
 * collection pay per row; holding reads ids from the index's list, testing one is a lookup in memory.
 */
const COST = { collect: 6, hold: 0.8, heldTest: 0.7, probe: 5 };
/** Bounds on the candidates counted exactly, and on those held in memory. */
const LEAST_EXACT = 500;
const MOST_EXACT = 10_000;
const MOST_HELD = 50_000;

/**
 * Up to how many candidates are counted exactly (past it their number is estimated): where collecting stops paying
 * over holding, c = √(e × n × heldTest ÷ (collect − hold)), within bounds.
 */
export function exactUpTo(pageEnd: number, bookRows: number): number {
  const crossing = Math.sqrt((pageEnd * bookRows * COST.heldTest) / (COST.collect - COST.hold));
  return Math.min(MOST_EXACT, Math.max(LEAST_EXACT, Math.round(crossing)));
}

/** The cheapest read of a page ending at row `pageEnd` of a text of `c` candidates (`exact`: counted, not estimated). */
export function cheapestRead(
  c: number,
  exact: boolean,
  pageEnd: number,
  bookRows: number,
): 'few' | 'held' | 'many' {
  const walked = Math.min(bookRows, (pageEnd * bookRows) / Math.max(c, 1));
  const costs: Array<['few' | 'held' | 'many', number]> = [
    ['few', exact ? c * COST.collect : Infinity],
    ['held', c <= MOST_HELD ? c * COST.hold + walked * COST.heldTest : Infinity],
    ['many', walked * COST.probe],
  ];
  return costs.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}

/** Where a count reads from, what it checks there and the parameters it names. */
export interface TextCount {
  from: string;
  condition: string;
  params: Params;
}

export type TextPlan =
  | { kind: 'none' }
  | { kind: 'few'; from: string; condition: string; params: Params }
  | { kind: 'held' | 'many'; condition: string; params: Params; count: TextCount };

const TRIGRAM = 3;
const LIKE_TEXT =
  "EXISTS (SELECT 1 FROM order_book_text t WHERE t.id = b.id AND t.search_text LIKE :like ESCAPE '\\')";
const PHRASE = `(SELECT rowid AS id FROM ${BOOK_SEARCH.table} WHERE ${BOOK_SEARCH.table} MATCH :match LIMIT :cap)`;
const SHORT = `(SELECT doc AS id FROM ${BOOK_SEARCH.postings} WHERE term >= :lo AND term < :hi LIMIT :cap)`;

/**
 * The candidate rows of a text as the index gives them: `rows` a subquery of distinct `id`s, `postings` the index
 * entries they come from (a row may hold several trigrams that start with a short text), up to `cap`; `newest`
 * (3+ characters) the `cap` highest ids, read from the end of the index's list.
 */
function candidates(text: string): {
  rows: string;
  postings: (cap: number) => string;
  newest: ((cap: number) => string) | null;
  params: Params;
  recheck: boolean;
} {
  const length = [...text].length;
  if (length >= TRIGRAM) {
    return {
      rows: PHRASE.replace(':cap', '-1'),
      postings: (cap) => PHRASE.replace(':cap', String(cap)),
      newest: (cap) => PHRASE.replace('LIMIT :cap', `ORDER BY rowid DESC LIMIT ${cap}`),
      params: { match: allTrigrams(text) },
      recheck: length > TRIGRAM,
    };
  }
  const lo = foldCase(text);
  return {
    rows: `(SELECT DISTINCT id FROM ${SHORT.replace(':cap', '-1')})`,
    postings: (cap) => SHORT.replace(':cap', String(cap)),
    newest: null,
    params: { lo, hi: prefixUpperBound(lo) },
    recheck: false,
  };
}

/** The newest rows a short text is first tried on: their share holding it says how common it is. */
const SAMPLE_ROWS = 200;
const SAMPLE =
  'SELECT count(*) AS n FROM (SELECT search_text FROM order_book_text ORDER BY id DESC LIMIT ' +
  `${SAMPLE_ROWS}) WHERE search_text LIKE :like ESCAPE '\\'`;

/**
 * How many candidates the text has: exact up to `upTo`, past it estimated from the density of the `upTo` + 1
 * newest (their ids' span: one read from the end of the index's list, never a read of all). A short text's
 * postings are not in id order: past `upTo` it says only "more" (Infinity), and so it does at once when the
 * newest rows say the text is far too common to collect (one character most orders hold: its postings, many per
 * row, would be read to the cap for nothing). Counted exactly, the ids read come with it (`ids`, a JSON list): a
 * text collected whole reads them, not the index again (an order-number fragment's trigrams are common digits).
 */
function candidateCount(
  statement: LedgerDb['statement'],
  found: ReturnType<typeof candidates>,
  limits: { upTo: number; bookEnd: number; like: Params },
): { n: number; ids?: string } {
  const { upTo, bookEnd } = limits;
  if (found.newest === null) {
    const sampled = Number(statement(SAMPLE).get(limits.like)?.n ?? 0);
    if ((sampled / SAMPLE_ROWS) * bookEnd > 4 * upTo) return { n: Infinity };
  }
  const read = found.newest ?? found.postings;
  const row = statement(
    `SELECT count(*) AS n, min(id) AS lowest, json_group_array(id) AS ids FROM ${read(upTo + 1)}`,
  ).get(found.params);
  const n = Number(row?.n ?? 0);
  if (n <= upTo) return { n, ids: String(row?.ids ?? '[]') };
  if (found.newest === null) return { n: Infinity };
  const span = bookEnd - Number(row?.lowest ?? 0) + 1;
  return { n: Math.round((n * bookEnd) / Math.max(span, n)) };
}

/** Rows of the candidates read (a JSON list of ids, a short text's with repeats) as a subquery of distinct ids. */
const READ_CANDIDATES = '(SELECT DISTINCT value AS id FROM json_each(:candidates))';

/** The book's text plans (see above); `ftsSearch` false: no index, every text is searched by LIKE. */
export function createBookTextPlans(
  { db, statement }: LedgerDb,
  ftsSearch: boolean,
): (text: string, pageEnd: number) => TextPlan {
  const held = heldCandidates(db);
  return (text, pageEnd) => {
    const like = { like: `%${escapeLike(text)}%` };
    const scan: TextCount = { from: 'order_book b', condition: LIKE_TEXT, params: like };
    if (!ftsSearch) return { kind: 'many', condition: LIKE_TEXT, params: like, count: scan };
    const found = candidates(text);
    const book = Number(statement('SELECT max(id) AS n FROM order_book').get()?.n ?? 0);
    const upTo = exactUpTo(pageEnd, book);
    const { n, ids: read } = candidateCount(statement, found, { upTo, bookEnd: book, like });
    if (n === 0) return { kind: 'none' };
    const kind = cheapestRead(n, n <= upTo, pageEnd, book);
    const recheck = found.recheck ? ` AND ${LIKE_TEXT}` : '';
    const params = { ...found.params, ...(found.recheck ? like : {}) };
    // Driven from the candidates (CROSS JOIN keeps that order: else the planner may walk a sort index of every row).
    const fromCandidates = `${found.rows} c CROSS JOIN order_book b ON b.id = c.id`;
    if (kind === 'few' && read !== undefined) {
      const from = `${READ_CANDIDATES} c CROSS JOIN order_book b ON b.id = c.id`;
      const withIds = { ...(found.recheck ? like : {}), candidates: read };
      return { kind: 'few', from, condition: `1${recheck}`, params: withIds };
    }
    // The total: each candidate looked up once (CROSS JOIN keeps that order), stopping past the bound.
    const count = { from: fromCandidates, condition: `1${recheck}`, params };
    if (kind === 'many') return { kind: 'many', condition: LIKE_TEXT, params: like, count };
    const all = statement(`SELECT json_group_array(id) AS ids FROM ${found.postings(MOST_HELD + 1)}`).get(
      found.params,
    );
    const ids = JSON.parse(String(all?.ids ?? '[]')) as number[];
    if (ids.length > MOST_HELD) return { kind: 'many', condition: LIKE_TEXT, params: like, count };
    held.hold(ids);
    return {
      kind: 'held',
      condition: `${IN_CANDIDATES}${recheck}`,
      params: found.recheck ? like : {},
      count,
    };
  };
}
