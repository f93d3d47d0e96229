import type { WaybillFilter } from '../../../../shared/ipc/channels/waybills';
import type { Ledger } from '../ledger-types';
import { waybillStateConditions } from '../waybill-filter-rules';
import { escapeLike, normalizeSearchText } from '../../../storage/sqlite/search-index';
import { inTransaction, num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { readStoredWaybills, toIssuedWaybill, WAYBILL_COLUMNS } from './pg-waybill-row';

/*
 * The Waybills screen's queries and what happened to waybills after issue (recycles, prints, cloud-print
 * outcomes), on the shared database. Text matches any of the searched fields (a merged waybill's every order too)
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

export function createPgWaybills({ pool, now, desk }: PgLedgerDb): Methods {
  return {
    async listWaybills(filter, offset, limit) {
      const where = buildWhere(filter);
      const from = Math.max(0, Math.floor(offset));
      const count = Math.max(0, Math.floor(limit));
      const n = where.params.length;
      const [total, page] = await Promise.all([
        pool.query<Row>(`SELECT count(*) AS n FROM waybills w ${where.sql}`, where.params),
        pool.query<Row>(
          `SELECT ${WAYBILL_COLUMNS} FROM waybills w ${where.sql} ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...where.params, count, from],
        ),
      ]);
      return { rows: page.rows.map(toIssuedWaybill), total: num(total.rows[0]?.n) };
    },

    async matchingWaybillIds(filter) {
      const where = buildWhere(filter);
      const { rows } = await pool.query<Row>(
        `SELECT w.id FROM waybills w ${where.sql} ${ORDER}`,
        where.params,
      );
      return rows.map((r) => num(r.id));
    },

    async waybillDesks() {
      // Counted from the waybills_by_desk index; sorted bytewise, as the SQLite ledger sorts.
      const { rows } = await pool.query<Row>(
        'SELECT desk, count(*) AS n FROM waybills GROUP BY desk ORDER BY desk COLLATE "C"',
      );
      return rows.map((r) => ({ desk: String(r.desk), count: num(r.n) }));
    },

    getWaybills: (ids) => readStoredWaybills(pool, ids),

    async recordRecycleOutcomes(outcomes) {
      if (outcomes.length === 0) return;
      const at = now();
      // An unknown id fails the foreign key and rolls the batch back: ids come from this ledger, so that is a bug.
      await inTransaction(pool, async (client) => {
        for (const o of outcomes) {
          await client.query<Row>(
            'INSERT INTO recycle_attempts (waybill_id, desk, at, ok, error_msg) VALUES ($1, $2, $3, $4, $5)',
            [o.id, desk, at, o.ok, o.ok ? null : (o.errorMsg ?? '')],
          );
          if (o.ok) {
            await client.query<Row>(
              `UPDATE waybills SET status = 'recycled', recycled_at = $1, last_recycle_error = NULL
               WHERE id = $2 AND status = 'live'`,
              [at, o.id],
            );
          } else if (o.voidAtGateway) {
            await client.query<Row>(
              `UPDATE waybills SET status = 'recycled', recycled_at = $1, last_recycle_error = $2
               WHERE id = $3 AND status = 'live'`,
              [at, o.errorMsg ?? '', o.id],
            );
          } else {
            await client.query<Row>('UPDATE waybills SET last_recycle_error = $1 WHERE id = $2', [
              o.errorMsg ?? '',
              o.id,
            ]);
          }
        }
      });
    },

    async recordPrints(ids, printer, mode) {
      if (ids.length === 0) return;
      const at = now();
      await inTransaction(pool, async (client) => {
        await client.query<Row>(
          `INSERT INTO prints (waybill_id, desk, at, printer, mode)
           SELECT id, $2, $3, $4, $5 FROM unnest($1::bigint[]) AS id`,
          [ids, desk, at, printer, mode],
        );
        // Once per listed id, as the SQLite ledger counts (a repeated id counts twice). The browser's print
        // dialog may be cancelled: "sent to the dialog" is its own count, never "printed".
        const [count, last] =
          mode === 'browser' ? ['dialog_count', 'last_dialog_at'] : ['printed_count', 'last_printed_at'];
        await client.query<Row>(
          `UPDATE waybills w SET ${count} = w.${count} + c.n, ${last} = $2
           FROM (SELECT id, count(*) AS n FROM unnest($1::bigint[]) AS id GROUP BY id) c WHERE w.id = c.id`,
          [ids, at],
        );
      });
    },

    async recordCloudPrintOutcome(id, status, msg) {
      await pool.query<Row>(
        'INSERT INTO cloud_print_outcomes (waybill_id, desk, at, status, msg) VALUES ($1, $2, $3, $4, $5)',
        [id, desk, now(), status, msg],
      );
    },
  };
}
