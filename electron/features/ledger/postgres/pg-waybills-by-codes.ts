import type { IssuedWaybill } from '../../../../shared/ipc/channels/waybills';
import type { Db, Row } from '../../../storage/postgres/pg-db';
import { toIssuedWaybill, WAYBILL_COLUMNS } from './pg-waybill-row';

/*
 * Waybills by their exact codes on the shared database: each code one probe of the waybill_code UNIQUE index, all
 * in one statement, in the order asked (the SQLite ledger's waybills-by-codes.ts, alike).
 */

export async function readWaybillsByCodes(db: Db, codes: string[]): Promise<IssuedWaybill[]> {
  const asked = [...new Set(codes)];
  if (asked.length === 0) return [];
  const { rows } = await db.query<Row>(
    `SELECT ${WAYBILL_COLUMNS}
     FROM unnest($1::text[]) WITH ORDINALITY AS j (code, ord)
     JOIN waybills w ON w.waybill_code = j.code
     ORDER BY j.ord`,
    [asked],
  );
  return rows.map(toIssuedWaybill);
}
