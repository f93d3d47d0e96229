import {
  BOOK_TEXT_TOTAL_BOUND,
  BOOK_TOTAL_BOUND,
  type OrdersSearchResult,
} from '../../../../shared/ipc/channels/order-book';
import type { BookSearch } from '../order-book-store';
import {
  BOOK_WAYBILL_CONDITION,
  WAYBILL_CODE_ORDERS_SQL,
  waybillCodeQuery,
  withWaybillOrders,
} from '../book-rules';
import { jsonList, type LedgerDb, type Params } from '../../../storage/sqlite/ledger-db';
import { normalizeSearchText } from '../../../storage/sqlite/search-index';
import { createBookTextPlans, type TextCount, type TextPlan } from './order-book-text-plan';
import { createSqliteBookRows } from './order-book-rows';
import { mergedPage, ORDER_BY } from './order-book-merged-page';
import type { OrderStates } from './order-states';

/*
 * A search costs what its page costs, not what its matches cost (a million-order book holds tens of thousands of
 * matches of a common word):
 * - the page is read in its sort's order from the index of its status filter and sort (order_book_by_status,
 *   order_book_by_time, and migration 15's ship-by ones), LIMIT/OFFSET, or, for a rare text, from its few matches
 *   sorted (order-book-text-plan.ts decides);
 * - the total counts at most BOOK_TOTAL_BOUND + 1 matches: exact up to the bound, "at least the bound" past it.
 * The waybill-state filter joins the ledger's waybills and intents of the same file.
 */

/** The filters that compare one column of the book with the input's value, given as the parameter of its name. */
const COLUMN_FILTERS = [
  ['status', 'b.status = :status'],
  ['remarkTag', 'b.remark_tag = :remarkTag'],
  ['from', 'b.confirm_time >= :from'],
  ['to', 'b.confirm_time <= :to'],
] as const satisfies ReadonlyArray<readonly [keyof BookSearch, string]>;

/** The test of an owner column against the searched owners (`:owners`, a JSON list). */
export const OWNERS_IN = (column: string): string => `${column} IN (SELECT value FROM json_each(:owners))`;

/** The search's conditions on the order row (`b`) but its owner and its text, with the parameters they name. */
function columnConditions(input: BookSearch): { conditions: string[]; params: Params } {
  const conditions = ['1'];
  const params: Params = {};
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
  return { conditions, params };
}

type Statement = LedgerDb['statement'];

/** Every match, sorted: for a text whose candidates are few (the plan says so). */
function allMatches(statement: Statement, from: string, where: string, params: Params, input: BookSearch) {
  const row = statement(
    `SELECT json_group_array(b.id ${ORDER_BY[input.sort]}) AS ids FROM ${from} ${where}`,
  ).get(params);
  const ids = JSON.parse(String(row?.ids ?? '[]')) as number[];
  const first = input.page * input.pageSize;
  return { ids: ids.slice(first, first + input.pageSize), total: ids.length, bounded: false };
}

/**
 * The page in the sort index's order (one owner: LIMIT/OFFSET on its index; several: one walk per owner merged,
 * order-book-merged-page.ts), and the matches counted up to `bound` (one more says "past it").
 */
function pageInOrder(
  statement: Statement,
  owners: readonly string[],
  page: { where: string; params: Params },
  count: TextCount & { bound: number },
  input: BookSearch,
) {
  const ids = mergedPage(statement, owners, page, {
    sort: input.sort,
    offset: input.page * input.pageSize,
    limit: input.pageSize,
  });
  const counted = statement(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${count.from} WHERE ${count.condition} LIMIT ${count.bound + 1})`,
  ).get(count.params);
  const n = Number(counted?.n ?? 0);
  return { ids, total: Math.min(n, count.bound), bounded: n > count.bound };
}

/** The page's ids and the bounded total of a search, read as its text plan (null: no text) says. */
function pageOf(statement: Statement, owners: readonly string[], input: BookSearch, plan: TextPlan | null) {
  const { conditions, params } = columnConditions(input);
  const where = (extra: string[]) => [...conditions, ...extra].join(' AND ');
  // Counts and sorted few matches read every owner at once; a page in order reads each owner's index apart.
  const [only] = owners;
  const ownersIn: { conditions: string[]; params: Params } =
    owners.length === 1 && only !== undefined
      ? { conditions: ['b.owner_id = :owner'], params: { owner: only } }
      : { conditions: [OWNERS_IN('b.owner_id')], params: { owners: jsonList(owners) } };
  const counted = (extra: string[]) => where([...ownersIn.conditions, ...extra]);
  if (plan === null) {
    const count = {
      from: 'order_book b',
      condition: counted([]),
      params: { ...params, ...ownersIn.params },
      bound: BOOK_TOTAL_BOUND,
    };
    return pageInOrder(statement, owners, { where: where([]), params }, count, input);
  }
  if (plan.kind === 'none') return { ids: [], total: 0, bounded: false };
  const withText = { ...params, ...plan.params };
  if (plan.kind === 'few')
    return allMatches(
      statement,
      plan.from,
      `WHERE ${counted([plan.condition])}`,
      { ...withText, ...ownersIn.params },
      input,
    );
  const { count } = plan;
  return pageInOrder(
    statement,
    owners,
    { where: where([plan.condition]), params: withText },
    {
      from: count.from,
      condition: counted([count.condition]),
      params: { ...params, ...ownersIn.params, ...count.params },
      bound: BOOK_TEXT_TOTAL_BOUND,
    },
    input,
  );
}

/** The book's search: one page of matches with their states, and how many match (up to the bound). */
export function createSqliteOrderBookSearch(
  ledger: LedgerDb,
  orderStates: OrderStates,
  ftsSearch: boolean,
): (owners: readonly string[], input: BookSearch) => OrdersSearchResult {
  const { statement } = ledger;
  const rowsOf = createSqliteBookRows(ledger, orderStates);
  const textPlans = createBookTextPlans(ledger, ftsSearch);
  const ordersOfCode = statement(WAYBILL_CODE_ORDERS_SQL(OWNERS_IN('w.owner_id'), ':code'));

  return (owners, typed) => {
    // A whole waybill number finds the orders it was issued for, beside the orders whose text matches.
    const code = waybillCodeQuery(typed.text);
    const codeOrders =
      code === null
        ? []
        : ordersOfCode.all({ owners: jsonList(owners), code }).map((r) => String(r.order_sn));
    const input = withWaybillOrders(typed, codeOrders);
    const text = normalizeSearchText(input.text);
    const plan = text === '' ? null : textPlans(text, (input.page + 1) * input.pageSize);
    const { ids, total, bounded } = pageOf(statement, owners, input, plan);
    const rows = rowsOf(ids);
    return bounded ? { rows, total, totalBounded: true } : { rows, total };
  };
}
