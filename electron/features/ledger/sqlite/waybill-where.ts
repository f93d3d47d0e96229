import type { WaybillFilter } from '../../../../shared/ipc/channels/waybills';
import { waybillStateConditions } from '../waybill-filter-rules';
import type { LedgerDb, Params } from '../../../storage/sqlite/ledger-db';
import {
  normalizeSearchText,
  SEARCH_COLUMNS,
  trigramTextCondition,
  WAYBILL_SEARCH,
  type TrigramSearch,
} from '../../../storage/sqlite/search-index';

export interface Where {
  sql: string;
  params: Params;
  hasText: boolean;
}

export interface TextSearchPlan {
  ftsSearch: boolean;
  maxShortTextPostings: number;
}

const LIKE_ANY_COLUMN = `(${SEARCH_COLUMNS.map((c) => `w.${c} LIKE :like ESCAPE '\\'`).join(' OR ')})`;

/** A filter's conditions on the waybills (`w`), only those set, so the planner sees the real conditions. */
export function createWaybillWhere(
  { statement, desk: localDesk }: LedgerDb,
  { ftsSearch, maxShortTextPostings }: TextSearchPlan,
): (filter: WaybillFilter) => Where {
  const textSearch: TrigramSearch = {
    index: WAYBILL_SEARCH,
    ftsSearch,
    maxShortTextPostings,
    id: 'w.id',
    like: LIKE_ANY_COLUMN,
    recheck: LIKE_ANY_COLUMN,
  };
  return (filter) => {
    const conditions: string[] = [];
    const params: Params = {};
    if (filter.from !== undefined) {
      conditions.push('w.issued_at >= :from');
      params.from = filter.from;
    }
    if (filter.to !== undefined) {
      conditions.push('w.issued_at <= :to');
      params.to = filter.to;
    }
    if (filter.cpCode) {
      conditions.push('w.cp_code = :cpCode');
      params.cpCode = filter.cpCode;
    }
    if (filter.desk) {
      // '' = written before desks had names, by this desk.
      conditions.push(filter.desk === localDesk ? "w.desk IN (:desk, '')" : 'w.desk = :desk');
      params.desk = filter.desk;
    }
    if (filter.ownerId) {
      conditions.push('w.owner_id = :ownerId');
      params.ownerId = filter.ownerId;
    }
    conditions.push(...waybillStateConditions(filter));
    const text = normalizeSearchText(filter.text);
    if (text !== '') conditions.push(trigramTextCondition(statement, textSearch, text, params) ?? '0');
    return {
      sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
      params,
      hasText: text !== '',
    };
  };
}
