import type { IssuedWaybill, WaybillFilter } from '../../../../shared/ipc/channels/waybills';
import type { StoredWaybill } from '../ledger-types';
import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import {
  PARCEL_GRAMS_COLUMN,
  PRINT_DATA_COLUMNS,
  PRINT_DATA_JOIN,
  toListedWaybill,
  toStoredWaybill,
  WAYBILL_COLUMNS,
} from './waybill-row';
import { LIST_EXTRA_COLUMNS } from '../waybill-filter-rules';
import { createWaybillWhere, type TextSearchPlan, type Where } from './waybill-where';

/*
 * The Waybills screen's queries. The SQL is built from which filters are set (waybill-where.ts: so the planner sees
 * the real conditions and picks the covering listing index), and each distinct shape is prepared once and cached.
 * A page is found on ids alone, then only its rows are read. Without text, the count and the page read
 * only the covering listing index; with text, the matching ids are found once, then counted and paged.
 * Text: 3+ characters → FTS5 phrase; 1-2 characters → the postings of every trigram starting with it, unless
 * they are so many (a digit, a letter) that one scan of the waybills table with LIKE is cheaper.
 */

const ORDER = 'ORDER BY w.issued_at DESC, w.id DESC';
/** Above this many postings, a short text is searched by scanning instead (measured on 100,000 waybills). */
export const MAX_SHORT_TEXT_POSTINGS = 20_000;

interface WaybillQueries {
  listWaybills(
    filter: WaybillFilter,
    offset: number,
    limit: number,
  ): { rows: IssuedWaybill[]; total: number };
  matchingWaybillIds(filter: WaybillFilter): number[];
  waybillDesks(): Array<{ desk: string; count: number }>;
  getWaybills(ids: number[]): StoredWaybill[];
}

/**
 * Desks by waybills written, from the waybills_by_desk index alone; '' (written before desks had names, by this
 * desk) counts as this desk's own, as the filter reads it.
 */
function waybillDesksOf({ statement, desk: localDesk }: LedgerDb): Array<{ desk: string; count: number }> {
  const counts = new Map<string, number>();
  for (const row of statement('SELECT desk, count(*) AS n FROM waybills GROUP BY desk').all()) {
    const desk = String(row.desk) || localDesk;
    counts.set(desk, (counts.get(desk) ?? 0) + Number(row.n));
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([desk, count]) => ({ desk, count }));
}

/** In the order asked for (labels print in the seller's order); unknown ids are left out. */
function waybillsWithPrintData({ statement, desk: localDesk }: LedgerDb, ids: number[]): StoredWaybill[] {
  return statement(
    `SELECT ${WAYBILL_COLUMNS}, ${PRINT_DATA_COLUMNS}, ${PARCEL_GRAMS_COLUMN}
     FROM json_each(:ids) AS j
     JOIN waybills w ON w.id = j.value
     ${PRINT_DATA_JOIN}
     ORDER BY j.key`,
  )
    .all({ ids: jsonList(ids) })
    .map((row) => toStoredWaybill(row, localDesk));
}

export function createWaybillQueries(ledger: LedgerDb, plan: TextSearchPlan): WaybillQueries {
  const { statement, desk: localDesk } = ledger;
  const toListed = (row: Parameters<typeof toListedWaybill>[0]) => toListedWaybill(row, localDesk);
  const buildWhere = createWaybillWhere(ledger, plan);

  /** Every matching id, newest first, as one JSON text (not one JS object per id: there may be 100,000). */
  function matchingIds(where: Where): number[] {
    const row = statement(`SELECT json_group_array(w.id ${ORDER}) AS ids FROM waybills w ${where.sql}`).get(
      where.params,
    );
    return JSON.parse(String(row?.ids ?? '[]')) as number[];
  }

  function rowsOf(ids: number[]): IssuedWaybill[] {
    return statement(
      `SELECT ${WAYBILL_COLUMNS}, ${LIST_EXTRA_COLUMNS}
       FROM json_each(:ids) AS j JOIN waybills w ON w.id = j.value ORDER BY j.key`,
    )
      .all({ ids: jsonList(ids) })
      .map(toListed);
  }

  return {
    listWaybills(filter, offset, limit) {
      const where = buildWhere(filter);
      const from = Math.max(0, Math.floor(offset));
      const to = from + Math.max(0, Math.floor(limit));
      if (where.hasText) {
        // Text matches are found once (index postings or a scan), counted and paged from that one list.
        const ids = matchingIds(where);
        return { rows: rowsOf(ids.slice(from, to)), total: ids.length };
      }
      // Without text, counting and paging both read only the covering listing index.
      const total = statement(`SELECT count(*) AS n FROM waybills w ${where.sql}`).get(where.params);
      const pageIds = statement(
        `SELECT w.id FROM waybills w ${where.sql} ${ORDER} LIMIT :limit OFFSET :offset`,
      )
        .all({ ...where.params, limit: to - from, offset: from })
        .map((row) => Number(row.id));
      return { rows: rowsOf(pageIds), total: Number(total?.n ?? 0) };
    },

    matchingWaybillIds(filter) {
      return matchingIds(buildWhere(filter));
    },

    waybillDesks: () => waybillDesksOf(ledger),
    getWaybills: (ids) => waybillsWithPrintData(ledger, ids),
  };
}
