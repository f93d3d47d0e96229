import type { BookSearch } from '../order-book-store';
import { foldedSearchText } from '../order-book-grams';
import { normalizeSearchText } from '../../../storage/sqlite/search-index';
import { BOOK_WAYBILL_CONDITION } from '../book-rules';
import { int } from './pg-order-book-values';

/** A search's conditions as SQL, with the parameters they name ($1 = the owner, or the owners as a text[]). */
export interface PgBookWhere {
  /** `WHERE …` on the order row (`b`). */
  sql: string;
  /** The text conditions on the search row (`t`) for the count. */
  textSql: string;
  /** The text conditions on the search row (`t`) for the page. */
  pageTextSql: string;
  /** The text conditions on the search row (`t`) for a page walking the sort index: the substring test alone. */
  walkTextSql: string;
  params: unknown[];
  hasText: boolean;
  /** The count may read the search rows alone (no filter but the status). */
  narrow: boolean;
}

/**
 * The search's conditions: on the order row (`b`), and for text on its search row (`t`, order_book_text). A
 * query of <= 3 characters is its own gram, so `grams @>` is exact; a longer one holds all its 3-grams and the
 * substring test settles it.
 */
export function buildPgBookWhere(owners: readonly string[], input: BookSearch): PgBookWhere {
  // One owner is compared as such: the sort indexes (owner first) then give the page in order without a sort.
  const one = owners.length === 1;
  const params: unknown[] = [one ? owners[0] : owners];
  const owner = one ? '= $1' : '= ANY($1::text[])';
  const conditions = [`b.owner_id ${owner}`];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const status = input.status !== undefined ? param(input.status) : undefined;
  if (status !== undefined) conditions.push(`b.status = ${status}`);
  if (input.remarkTag !== undefined) conditions.push(`b.remark_tag = ${param(input.remarkTag)}`);
  if (input.from !== undefined) conditions.push(`b.confirm_time >= ${param(int(input.from))}`);
  if (input.to !== undefined) conditions.push(`b.confirm_time <= ${param(int(input.to))}`);
  if (input.waybill !== undefined) conditions.push(`(${BOOK_WAYBILL_CONDITION[input.waybill]})`);
  if (input.orderSns !== undefined) conditions.push(`b.order_sn = ANY(${param(input.orderSns)}::text[])`);
  const narrow = conditions.length === (status === undefined ? 1 : 2);
  const text = normalizeSearchText(input.text);
  // Written so that no index of the search rows but the grams one serves them (`|| ''`, `+ 0`): read through the
  // owner/status index, a text's candidates would each have their grams cut in a filter (seconds on a busy server).
  const textConditions = [`t.owner_id || '' ${owner}`];
  if (status !== undefined) textConditions.push(`t.status + 0 = ${status}`);
  const pageConditions = [...textConditions];
  // The walk reads the sort index and each row's search row by its key: plain conditions keep the planner's
  // estimates true (it would otherwise scan every search row and sort).
  const walkConditions = [`t.owner_id ${owner}`, ...(status !== undefined ? [`t.status = ${status}`] : [])];
  if (text !== '') {
    const folded = param(foldedSearchText(text));
    const grams = `order_book_grams_of(t.search_text) @> order_book_query_grams(${folded}::text)`;
    const substring = `strpos(t.search_text, ${folded}::text) > 0`;
    textConditions.push(grams, `(char_length(${folded}::text) <= 3 OR ${substring})`);
    // The page may test rows one by one (walking the sort index): the substring test is exact and cheap there,
    // where cutting a row's grams is not.
    pageConditions.push(grams, substring);
    walkConditions.push(substring);
  }
  return {
    sql: `WHERE ${conditions.join(' AND ')}`,
    textSql: textConditions.join(' AND '),
    pageTextSql: pageConditions.join(' AND '),
    walkTextSql: walkConditions.join(' AND '),
    params,
    hasText: text !== '',
    narrow,
  };
}
