import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import type { BookOrder, MergeGroup, OrdersSearchResult } from '../../../../shared/ipc/channels/order-book';
import { AWAITING_SHIPMENT_STATUS, mergeKeyOf } from '../../../../shared/orders/merge-key';
import {
  EMPTY_SYNC_STATE,
  type BookSearch,
  type OrderBookStore,
  type StoreCounts,
  type SyncState,
} from '../order-book-store';
import { bookSearchText } from '../order-book-text';
import {
  awaitingMergeKeys,
  BOOK_WAYBILL_CONDITION,
  mergeGroupsOf,
  WAYBILL_CODE_ORDERS_SQL,
  waybillCodeQuery,
  withWaybillOrders,
} from '../book-rules';
import { inTransaction, jsonList, type LedgerDb, type Params } from '../../../storage/sqlite/ledger-db';
import { BOOK_SEARCH } from './order-book-search-index';
import type { OrderStates } from './order-states';
import { normalizeSearchText, trigramTextCondition, type TrigramSearch } from '../../../storage/sqlite/search-index';

/*
 * The order book in the ledger's SQLite file. Queries are built from the filters set (each shape prepared once):
 * without text, count and page read the (owner, status, confirm_time) index; with text, the matching ids are
 * found once from the trigram index (3+ characters a phrase, 1-2 characters the vocabulary), then counted and
 * paged. The waybill-state filter joins the ledger's waybills and intents of the same file.
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

export type SqliteOrderBook = {
  [K in keyof OrderBookStore]: (
    ...args: Parameters<NonNullable<OrderBookStore[K]>>
  ) => Awaited<ReturnType<NonNullable<OrderBookStore[K]>>>;
};

export function createSqliteOrderBook(
  ledger: LedgerDb,
  orderStates: OrderStates,
  ftsSearch: boolean,
): SqliteOrderBook {
  const { db, now, statement } = ledger;
  backfillDerivedColumns(ledger);
  const textSearch: TrigramSearch = {
    index: BOOK_SEARCH,
    ftsSearch,
    maxShortTextPostings: MAX_SHORT_TEXT_POSTINGS,
    id: 'b.id',
    like: "b.id IN (SELECT d.id FROM order_book_docs d WHERE d.search_text LIKE :like ESCAPE '\\')",
  };

  const existing = statement('SELECT status FROM order_book WHERE owner_id = ? AND order_sn = ?');
  const upsert = statement(
    `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
     VALUES (:owner, :sn, :status, :confirm, :shipBy, :tag, :mergeKey, :seenAt)
     ON CONFLICT (owner_id, order_sn) DO UPDATE SET status = excluded.status, confirm_time = excluded.confirm_time,
       last_ship_time = excluded.last_ship_time, remark_tag = excluded.remark_tag, merge_key = excluded.merge_key,
       seen_at = excluded.seen_at
     RETURNING id`,
  );
  const upsertDoc = statement(
    `INSERT INTO order_book_docs (id, json, search_text) VALUES (:id, :json, :text)
     ON CONFLICT (id) DO UPDATE SET json = excluded.json, search_text = excluded.search_text
       WHERE json <> excluded.json`,
  );
  const ordersOfCode = statement(WAYBILL_CODE_ORDERS_SQL('?', '?'));
  const saveState = statement(
    `INSERT INTO order_book_sync (owner_id, json) VALUES (?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET json = excluded.json`,
  );

  function store(ownerId: string, orders: SoldOrder[]): StoreCounts {
    const counts: StoreCounts = { stored: 0, newOrders: 0, statusChanged: 0 };
    const seenAt = now();
    for (const order of orders) {
      const before = existing.get(ownerId, order.order_sn);
      if (!before) counts.newOrders++;
      else if (Number(before.status) !== (order.order_status ?? 0)) counts.statusChanged++;
      const row = upsert.get({
        owner: ownerId,
        sn: order.order_sn,
        // The gateway may leave numbers out (tolerant schema): such an order sorts as the oldest.
        status: order.order_status ?? 0,
        confirm: order.confirm_time ?? 0,
        shipBy: order.last_ship_time ?? 0,
        tag: order.remark_tag,
        mergeKey: mergeKeyOf(ownerId, order),
        seenAt,
      });
      // An unchanged copy (most of a re-check) leaves the text index alone.
      upsertDoc.run({ id: Number(row?.id), json: JSON.stringify(order), text: bookSearchText(order) });
      counts.stored++;
    }
    return counts;
  }

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

  function mergeGroups(ownerId: string, orders: SoldOrder[]): Map<string, MergeGroup> {
    const keys = awaitingMergeKeys(ownerId, orders);
    if (keys.length === 0) return new Map<string, MergeGroup>();
    // Driven from the keys (CROSS JOIN keeps that order) through the merge index: a few rows per key, never a
    // scan of every awaiting order.
    const members = statement(
      `SELECT b.merge_key, b.order_sn FROM json_each(:keys) AS k
       CROSS JOIN order_book b ON b.owner_id = :owner AND b.merge_key = k.value
         AND b.status = ${AWAITING_SHIPMENT_STATUS}
       ORDER BY b.confirm_time DESC, b.order_sn DESC`,
    ).all({ owner: ownerId, keys: JSON.stringify(keys) });
    const states = orderStates.orderWaybillStates(members.map((m) => String(m.order_sn)));
    return mergeGroupsOf(members, states);
  }

  function rowsOf(ownerId: string, ids: number[]): BookOrder[] {
    const orders = statement(
      `SELECT d.json FROM json_each(:ids) AS j JOIN order_book_docs d ON d.id = j.value ORDER BY j.key`,
    )
      .all({ ids: jsonList(ids) })
      .map((row) => JSON.parse(String(row.json)) as SoldOrder);
    const states = orderStates.orderWaybillStates(orders.map((o) => o.order_sn));
    const groups = mergeGroups(ownerId, orders);
    return orders.map((order) => {
      const merge = groups.get(order.order_sn);
      const waybill = states.get(order.order_sn) ?? {
        state: 'none' as const,
        liveWaybillCodes: [],
        liveWaybillIds: [],
        printedCount: 0,
        dialogCount: 0,
      };
      return merge ? { order, waybill, merge } : { order, waybill };
    });
  }

  return {
    upsertOrders(ownerId, orders) {
      if (orders.length === 0) return { stored: 0, newOrders: 0, statusChanged: 0 };
      return inTransaction(db, () => store(ownerId, orders));
    },

    storeSyncPage(ownerId, orders, state) {
      return inTransaction(db, () => {
        const counts = store(ownerId, orders);
        saveState.run(ownerId, JSON.stringify(state));
        return counts;
      });
    },

    getOrders(ownerId, orderSns) {
      const found = new Map<string, SoldOrder>();
      const rows = statement(
        `SELECT b.order_sn, d.json FROM order_book b JOIN order_book_docs d ON d.id = b.id
         WHERE b.owner_id = :owner AND b.order_sn IN (SELECT value FROM json_each(:sns))`,
      ).all({ owner: ownerId, sns: jsonList(orderSns) });
      // Written by store() from an already validated SoldOrder.
      for (const row of rows) found.set(String(row.order_sn), JSON.parse(String(row.json)) as SoldOrder);
      return found;
    },

    search(ownerId, typed): OrdersSearchResult {
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
    },

    countsByStatus(ownerId) {
      const counts: Record<string, number> = {};
      for (const row of statement(
        'SELECT status, count(*) AS n FROM order_book WHERE owner_id = ? GROUP BY status',
      ).all(ownerId)) {
        counts[String(row.status)] = Number(row.n);
      }
      return counts;
    },

    countConfirmedBetween(ownerId, from, to, statuses) {
      const row = statement(
        `SELECT count(*) AS n FROM order_book WHERE owner_id = :owner AND confirm_time BETWEEN :from AND :to
           AND (:all OR status IN (SELECT value FROM json_each(:statuses)))`,
      ).get({ owner: ownerId, from, to, all: statuses ? 0 : 1, statuses: jsonList(statuses ?? []) });
      return Number(row?.n ?? 0);
    },

    oldestChangeable(ownerId, from) {
      const row = statement(
        `SELECT min(confirm_time) AS t FROM order_book
         WHERE owner_id = ? AND status IN (1, 2) AND confirm_time >= ?`,
      ).get(ownerId, from);
      return row?.t == null ? null : Number(row.t);
    },

    syncState(ownerId) {
      const row = statement('SELECT json FROM order_book_sync WHERE owner_id = ?').get(ownerId);
      return row ? { ...EMPTY_SYNC_STATE, ...(JSON.parse(String(row.json)) as SyncState) } : EMPTY_SYNC_STATE;
    },

    saveSyncState(ownerId, state) {
      saveState.run(ownerId, JSON.stringify(state));
    },

    // One desk per SQLite file: the sync's own in-process join (order-sync.ts) is the only lock it needs.
    takeSyncLease() {
      return { lease: { renew: () => Promise.resolve(true), release: () => Promise.resolve() } };
    },
  };
}

/** Rows copied from order_snapshots by migration 3 get their merge key and search text here (once). */
function backfillDerivedColumns({ db, statement }: LedgerDb): void {
  const pending = statement(
    `SELECT b.id, b.owner_id, d.json FROM order_book_docs d JOIN order_book b ON b.id = d.id
     WHERE d.search_text = ''`,
  ).all();
  if (pending.length === 0) return;
  const key = statement('UPDATE order_book SET merge_key = ? WHERE id = ?');
  const text = statement('UPDATE order_book_docs SET search_text = ? WHERE id = ?');
  inTransaction(db, () => {
    for (const row of pending) {
      const order = JSON.parse(String(row.json)) as SoldOrder;
      key.run(mergeKeyOf(String(row.owner_id), order), Number(row.id));
      text.run(bookSearchText(order), Number(row.id));
    }
  });
}
