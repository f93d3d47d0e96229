import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { checksByWaybill } from '../pack-check-rows';
import type { PackCheckRecord, PackCheckRecordInput } from '../pack-check-store';

/** Each pack check, recorded in the desk's SQLite ledger with the waybill its label printed. */

const recordCheck = ({ statement, now, desk }: LedgerDb, input: PackCheckRecordInput): void => {
  statement(
    `INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides, wrong_scans)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.waybillId,
    jsonList(input.orderSns),
    desk,
    now(),
    JSON.stringify(input.lines),
    input.overrides,
    input.wrongScans ?? 0,
  );
};

const checksOf = ({ statement }: LedgerDb, ids: number[]): Map<number, PackCheckRecord> =>
  checksByWaybill(
    statement(
      `SELECT * FROM pack_checks WHERE waybill_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    ).all(jsonList(ids)),
  );

export const sqlitePackChecks = { recordCheck, checksOf };
