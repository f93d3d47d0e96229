import type { BookSearch } from '../order-book-store';
import { foldedSearchText } from '../order-book-grams';
import { normalizeSearchText } from '../../../storage/sqlite/search-index';
import { BOOK_WAYBILL_CONDITION } from '../book-rules';
import { int } from './pg-order-book-values';

/** The SQL of a search's conditions for some of its owners (one owner's read, or all of them at once). */
export interface PgBookConditions {
  /** `WHERE …` on the order row (`b`). */
  sql: string;
  /** The text conditions on the search row (`t`) through the grams index, exact: for a bitmap of the matches. */
  gramsSql: string;
  /** The text condition on the order row (`b`) for a walk of a sort index: the substring test alone. */
  walkTextSql: string;
}

/** A search's conditions as SQL, with the parameters they name ($1 = the owners, a text[]). */
export interface PgBookWhere {
  params: unknown[];
  /** The folded text's parameter, e.g. `$3`, always the last one (none without text). */
  text: string | null;
  /** The folded text (none without text). */
  folded: string | null;
  /** The count may read the search rows alone (no filter but the owner and the status). */
  narrow: boolean;
  /** The conditions for one owner (`= ($1::text[])[k]`, k from 1) or for all of them (`= ANY($1::text[])`). */
  of: (owner: string) => PgBookConditions;
  /** Every owner's own condition, one per owner: each is read on its own, in its sort index's order. */
  eachOwner: string[];
}

/**
 * The search's conditions: on the order row (`b`), and for text on its search row (`t`, order_book_text). A
 * query of <= 3 characters is its own gram, so `grams @>` is exact; a longer one holds all its 3-grams and the
 * substring test settles it.
 */
export function buildPgBookWhere(owners: readonly string[], input: BookSearch): PgBookWhere {
  const params: unknown[] = [owners];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters: string[] = [];
  const status = input.status !== undefined ? param(input.status) : undefined;
  if (status !== undefined) filters.push(`b.status = ${status}`);
  if (input.remarkTag !== undefined) filters.push(`b.remark_tag = ${param(input.remarkTag)}`);
  if (input.from !== undefined) filters.push(`b.confirm_time >= ${param(int(input.from))}`);
  if (input.to !== undefined) filters.push(`b.confirm_time <= ${param(int(input.to))}`);
  if (input.waybill !== undefined) filters.push(`(${BOOK_WAYBILL_CONDITION[input.waybill]})`);
  if (input.orderSns !== undefined) filters.push(`b.order_sn = ANY(${param(input.orderSns)}::text[])`);
  const narrow = filters.length === (status === undefined ? 0 : 1);
  const query = normalizeSearchText(input.text);
  const folded = query === '' ? null : foldedSearchText(query);
  const text = folded === null ? null : param(folded);
  const of = (owner: string): PgBookConditions => {
    // Written so that no index of the search rows but the grams one serves them (`|| ''`, `+ 0`): read through
    // the owner/status index, a text's candidates would each have their grams cut in a filter (seconds).
    const grams = [
      `t.owner_id || '' ${owner}`,
      ...(status !== undefined ? [`t.status + 0 = ${status}`] : []),
    ];
    // A walk tests the order row it reads anyway (its search text is the search row's): the substring test is
    // exact and cheap where cutting a row's grams is not, and no search row is looked up.
    const walk: string[] = [];
    if (text !== null) {
      grams.push(
        `order_book_grams_of(t.search_text) @> order_book_query_grams(${text}::text)`,
        `(char_length(${text}::text) <= 3 OR strpos(t.search_text, ${text}::text) > 0)`,
      );
      walk.push(`strpos(b.search_text, ${text}::text) > 0`);
    }
    return {
      sql: `WHERE ${[`b.owner_id ${owner}`, ...filters].join(' AND ')}`,
      gramsSql: grams.join(' AND '),
      walkTextSql: walk.length > 0 ? walk.join(' AND ') : 'true',
    };
  };
  return { params, text, folded, narrow, of, eachOwner: owners.map((_, k) => `= ($1::text[])[${k + 1}]`) };
}

/** The parameters of the conditions on the order row alone (`of(…).sql`): all but the text. */
export const rowParams = (where: PgBookWhere): unknown[] =>
  where.text === null ? where.params : where.params.slice(0, -1);

/** All the owners at once. */
export const ALL_OWNERS = '= ANY($1::text[])';
