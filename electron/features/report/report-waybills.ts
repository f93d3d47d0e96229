import type { ReportWaybill } from '../../../shared/ipc/channels/report';
import { filtersOf, num, spanOf, type ParsedReportQuery, type RunReportSql } from './report-sql';

/** The period's waybills for the CSV export, oldest first (shop names are the caller's). */
export const reportWaybills = async (
  run: RunReportSql,
  q: ParsedReportQuery,
): Promise<Array<Omit<ReportWaybill, 'shopName'>>> => {
  const { start, end } = spanOf(q);
  const filters = filtersOf(q, 'w', 'w.desk');
  const rows = await run(
    `SELECT w.waybill_code, w.parent_waybill_code, w.cp_code, w.owner_id, w.desk, w.order_sn, w.receiver_name,
       w.goods_name, w.issued_at, w.printed_count, w.dialog_count, w.status, w.recycled_at
     FROM waybills w WHERE w.issued_at >= ? AND w.issued_at < ?${filters.sql} ORDER BY w.issued_at, w.id`,
    [start, end, ...filters.params],
  );
  return rows.map((r) => ({
    waybillCode: String(r.waybill_code),
    parentWaybillCode: String(r.parent_waybill_code),
    cpCode: String(r.cp_code),
    ownerId: String(r.owner_id),
    desk: String(r.desk),
    orderSn: String(r.order_sn),
    receiverName: String(r.receiver_name),
    goodsName: String(r.goods_name),
    issuedAt: num(r.issued_at),
    printedCount: num(r.printed_count),
    dialogCount: num(r.dialog_count),
    status: r.status === 'recycled' ? 'recycled' : 'live',
    recycledAt: r.recycled_at == null ? null : num(r.recycled_at),
  }));
};
