import type { OrdersSearchResult } from '../../../../shared/ipc/channels/order-book';
import type { BookSearch } from '../order-book-store';
import {
  BOOK_WAYBILL_CONDITION,
  WAYBILL_CODE_ORDERS_SQL,
  waybillCodeQuery,
  withWaybillOrders,
} from '../book-rules';
import { jsonList, type LedgerDb, type Params } from '../../../storage/sqlite/ledger-db';
import {
  normalizeSearchText,
  trigramTextCondition,
  type TrigramSearch,
} from '../../../storage/sqlite/search-index';
import { BOOK_SEARCH } from './order-book-search-index';
import { createSqliteBookRows } from './order-book-rows';
import type { OrderStates } from './order-states';

/*
 * Queries are built from the filters set (each shape prepared once): without text, count and page read the
 * (owner, status, confirm_time) index; with text, the matching ids are found once from the trigram index (3+
 * characters a phrase, 1-2 characters the vocabulary), then counted and paged. The waybill-state filter joins the
 * ledger's waybills and intents of the same file.
 */

const MAX_SHORT_TEXT_POSTINGS = 20_000;

/** The filters that compare one column of the book with the input's value, given as the parameter of its name. */
const COLUMN_FILTERS = [
  ['status', 'b.status = :status'],
  ['remarkTag', 'b.remark_tag = :remarkTag'],
  ['from', 'b.confirm_time >= :from'],
  ['to', 'b.confirm_time <= :to'],
] as const satisfies ReadonlyArray<readonly [keyof BookSearch, string]>;

const ORDER_BY: Record<BookSearch['sort'], string> = {
  newest: 'ORDER BY b.confirm_time DESC, b.order_sn DESC',
  oldest: 'ORDER BY b.confirm_time ASC, b.order_sn ASC',
  'ship-by': 'ORDER BY b.last_ship_time ASC, b.confirm_time DESC, b.order_sn DESC',
};

/** The book's search: one page of matches with their states, and how many match in all. */
export function createSqliteOrderBookSearch(
  ledger: LedgerDb,
  orderStates: OrderStates,
  ftsSearch: boolean,
): (ownerId: string, input: BookSearch) => OrdersSearchResult {
  const { statement } = ledger;
  const rowsOf = createSqliteBookRows(ledger, orderStates);
  const textSearch: TrigramSearch = {
    index: BOOK_SEARCH,
    ftsSearch,
    maxShortTextPostings: MAX_SHORT_TEXT_POSTINGS,
    id: 'b.id',
    like: "b.id IN (SELECT d.id FROM order_book_docs d WHERE d.search_text LIKE :like ESCAPE '\\')",
    recheck:
      "EXISTS (SELECT 1 FROM order_book_docs d WHERE d.id = b.id AND d.search_text LIKE :like ESCAPE '\\')",
  };

  function buildWhere(ownerId: string, input: BookSearch): { sql: string; params: Params; hasText: boolean } {
    const conditions = ['b.owner_id = :owner'];
    const params: Params = { owner: ownerId };
    for (const [key, condition] of COLUMN_FILTERS) {
      const value = input[key];
      if (value === undefined) continue;
      conditions.push(condition);
      params[key] = value;
    }
    if (input.waybill !== undefined) conditions.push(`(${BOOK_WAYBILL_CONDITION[input.waybill]})`);
    if (input.orderSns !== undefined) {
      conditions.push('b.order_sn IN (SELECT value FROM json_each(:orderSns))');
      params.orderSns = jsonList(input.orderSns);
    }
    const text = normalizeSearchText(input.text);
    if (text !== '') conditions.push(trigramTextCondition(statement, textSearch, text, params) ?? '0');
    return { sql: `WHERE ${conditions.join(' AND ')}`, params, hasText: text !== '' };
  }

  const ordersOfCode = statement(WAYBILL_CODE_ORDERS_SQL('?', '?'));

  return (ownerId, typed) => {
    // A whole waybill number finds the orders it was issued for, beside the orders whose text matches.
    const code = waybillCodeQuery(typed.text);
    const codeOrders = code === null ? [] : ordersOfCode.all(ownerId, code).map((r) => String(r.order_sn));
    const input = withWaybillOrders(typed, codeOrders);
    const where = buildWhere(ownerId, input);
    const order = ORDER_BY[input.sort];
    const from = input.page * input.pageSize;
    if (where.hasText) {
      const row = statement(
        `SELECT json_group_array(b.id ${order}) AS ids FROM order_book b ${where.sql}`,
      ).get(where.params);
      const ids = JSON.parse(String(row?.ids ?? '[]')) as number[];
      return { rows: rowsOf(ownerId, ids.slice(from, from + input.pageSize)), total: ids.length };
    }
    const total = statement(`SELECT count(*) AS n FROM order_book b ${where.sql}`).get(where.params);
    const ids = statement(`SELECT b.id FROM order_book b ${where.sql} ${order} LIMIT :limit OFFSET :offset`)
      .all({ ...where.params, limit: input.pageSize, offset: from })
      .map((r) => Number(r.id));
    return { rows: rowsOf(ownerId, ids), total: Number(total?.n ?? 0) };
  };
}
