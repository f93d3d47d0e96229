import type { IssuedWaybill, WaybillExport, WaybillFilter } from '../../../shared/ipc/channels/waybills';
import { WAYBILL_EXPORT_MAX } from '../../../shared/ipc/channels/waybills';
import { waybillsCsv, type WaybillCsvWords } from '../../../shared/waybills/waybill-csv';
import type { Ledger } from './ledger-types';

/** Waybills read per list call while exporting: the list's own largest page. */
const EXPORT_PAGE = 5000;

/**
 * The Waybills screen's filtered list as CSV, newest first, with every column the screen shows (its weight and
 * handover too: read through the list, page by page). Free: the ledger alone.
 */
export async function exportWaybills(
  ledger: Ledger,
  filter: WaybillFilter,
  words: WaybillCsvWords,
): Promise<WaybillExport> {
  const rows: IssuedWaybill[] = [];
  let total = 0;
  do {
    const page = await ledger.listWaybills(filter, rows.length, EXPORT_PAGE);
    total = page.total;
    rows.push(...page.rows);
    if (page.rows.length === 0) break;
  } while (rows.length < Math.min(total, WAYBILL_EXPORT_MAX));
  const written = rows.slice(0, WAYBILL_EXPORT_MAX);
  return { csv: waybillsCsv(written, words), count: written.length, truncated: total > written.length };
}
