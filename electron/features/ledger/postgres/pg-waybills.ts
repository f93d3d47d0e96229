import type { WaybillFilter } from '../../../../shared/ipc/channels/waybills';
import type { Ledger } from '../ledger-types';
import { LIST_EXTRA_COLUMNS, waybillStateConditions } from '../waybill-filter-rules';
import { escapeLike, normalizeSearchText } from '../../../storage/sqlite/search-index';
import type pg from 'pg';
import { num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { recordCloudPrintOutcome, recordPrints, recordRecycleOutcomes } from './pg-waybill-history';
import { readStoredWaybills, toListedWaybill, WAYBILL_COLUMNS } from './pg-waybill-row';

/*
 * The Waybills screen's queries on the shared database (what happened to waybills after issue is
 * pg-waybill-history.ts). Text matches any of the searched fields (a merged waybill's every order too)
 * as a substring, case-insensitive (ILIKE, the same fields the SQLite ledger's trigram index covers).
 */

type Methods = Pick<
  Ledger,
  | 'listWaybills'
  | 'matchingWaybillIds'
  | 'waybillDesks'
  | 'getWaybills'
  | 'recordRecycleOutcomes'
  | 'recordPrints'
  | 'recordCloudPrintOutcome'
>;

const ORDER = 'ORDER BY w.issued_at DESC, w.id DESC';
const SEARCHED = ['waybill_code', 'parent_waybill_code', 'order_sn', 'receiver_name', 'goods_name'];

function buildWhere(filter: WaybillFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.from !== undefined) conditions.push(`w.issued_at >= ${param(filter.from)}`);
  if (filter.to !== undefined) conditions.push(`w.issued_at <= ${param(filter.to)}`);
  if (filter.cpCode) conditions.push(`w.cp_code = ${param(filter.cpCode)}`);
  if (filter.desk) conditions.push(`w.desk = ${param(filter.desk)}`);
  if (filter.ownerId) conditions.push(`w.owner_id = ${param(filter.ownerId)}`);
  conditions.push(...waybillStateConditions(filter));
  const text = normalizeSearchText(filter.text);
  if (text !== '') {
    const like = param(`%${escapeLike(text)}%`);
    // A merged waybill is found by any of its orders (U+001F between them, so no match spans two).
    const searched = [...SEARCHED.map((c) => `w.${c}`), 'array_to_string(w.more_order_sns, chr(31))'];
    conditions.push(`(${searched.map((c) => `${c} ILIKE ${like}`).join(' OR ')})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

async function listWaybills(pool: pg.Pool, filter: WaybillFilter, offset: number, limit: number) {
  const where = buildWhere(filter);
  const from = Math.max(0, Math.floor(offset));
  const count = Math.max(0, Math.floor(limit));
  const n = where.params.length;
  const [total, page] = await Promise.all([
    pool.query<Row>(`SELECT count(*) AS n FROM waybills w ${where.sql}`, where.params),
    pool.query<Row>(
      `SELECT ${WAYBILL_COLUMNS}, ${LIST_EXTRA_COLUMNS}
       FROM waybills w ${where.sql} ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, count, from],
    ),
  ]);
  return { rows: page.rows.map(toListedWaybill), total: num(total.rows[0]?.n) };
}

async function matchingWaybillIds(pool: pg.Pool, filter: WaybillFilter): Promise<number[]> {
  const where = buildWhere(filter);
  const { rows } = await pool.query<Row>(`SELECT w.id FROM waybills w ${where.sql} ${ORDER}`, where.params);
  return rows.map((r) => num(r.id));
}

async function waybillDesks(pool: pg.Pool): Promise<{ desk: string; count: number }[]> {
  // Counted from the waybills_by_desk index; sorted bytewise, as the SQLite ledger sorts.
  const { rows } = await pool.query<Row>(
    'SELECT desk, count(*) AS n FROM waybills GROUP BY desk ORDER BY desk COLLATE "C"',
  );
  return rows.map((r) => ({ desk: String(r.desk), count: num(r.n) }));
}

export function createPgWaybills(db: PgLedgerDb): Methods {
  const { pool } = db;
  return {
    listWaybills: (filter, offset, limit) => listWaybills(pool, filter, offset, limit),
    matchingWaybillIds: (filter) => matchingWaybillIds(pool, filter),
    waybillDesks: () => waybillDesks(pool),
    getWaybills: (ids) => readStoredWaybills(pool, ids),
    recordRecycleOutcomes: (outcomes) => recordRecycleOutcomes(db, outcomes),
    recordPrints: (ids, printer, mode) => recordPrints(db, ids, printer, mode),
    recordCloudPrintOutcome: (id, status, msg) => recordCloudPrintOutcome(db, id, status, msg),
  };
}
