import type { PgLedgerDb, Row } from '../../../storage/postgres/pg-db';
import { checksByWaybill } from '../pack-check-rows';
import type { PackCheckRecord, PackCheckRecordInput } from '../pack-check-store';

/** Each pack check, recorded on the shared ledger with the waybill its label printed. */

const recordCheck = async ({ pool, now, desk }: PgLedgerDb, input: PackCheckRecordInput): Promise<void> => {
  await pool.query(
    `INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides, wrong_scans)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      input.waybillId,
      input.orderSns,
      desk,
      now(),
      JSON.stringify(input.lines),
      input.overrides,
      input.wrongScans ?? 0,
    ],
  );
};

const checksOf = async ({ pool }: PgLedgerDb, ids: number[]): Promise<Map<number, PackCheckRecord>> => {
  const { rows } = await pool.query<Row>(
    'SELECT * FROM pack_checks WHERE waybill_id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  return checksByWaybill(rows);
};

export const pgPackChecks = { recordCheck, checksOf };
