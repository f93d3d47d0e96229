import type { IssuedWaybill } from '../../../../shared/ipc/channels/waybills';
import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { toIssuedWaybill, WAYBILL_COLUMNS } from './waybill-row';

/*
 * Waybills by their exact codes: each code one probe of the waybill_code UNIQUE index, all in one statement,
 * in the order asked. What a scan, or a waybill kept before the ledger had it, is found by (never the text search,
 * which matches any part of a code).
 */

export function waybillsByCodes(ledger: LedgerDb, codes: string[]): IssuedWaybill[] {
  const asked = [...new Set(codes)];
  if (asked.length === 0) return [];
  return ledger
    .statement(
      `SELECT ${WAYBILL_COLUMNS}
       FROM json_each(:codes) AS j
       JOIN waybills w ON w.waybill_code = j.value
       ORDER BY j.key`,
    )
    .all({ codes: jsonList(asked) })
    .map((row) => toIssuedWaybill(row, ledger.desk));
}
