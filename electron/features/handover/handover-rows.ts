import type {
  HandoverBatch,
  HandoverBatchHead,
  HandoverScanRow,
  HandoverWaybill,
} from '../../../shared/ipc/channels/handover';
import type { HandoverMark, WaybillFacts } from './handover-store';

/*
 * The handover's rows as both backends read them (same column names): SQLite gives lists as JSON text and flags
 * as 0/1, PostgreSQL as arrays and booleans.
 */

type Row = Record<string, unknown>;

const listOf = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
const flag = (value: unknown): boolean => value === true || Number(value) === 1;

/** The SQL (both backends) of a waybill's print as the handover reads it, over waybills `w`. */
export const PRINTED_SQL = `CASE WHEN w.printed_count > 0 THEN 'printed'
  WHEN w.dialog_count > 0 OR EXISTS (SELECT 1 FROM print_jobs j WHERE j.waybill_id = w.id
    AND (j.state = 'sent' OR (j.state = 'failed' AND j.accepted = TRUE))) THEN 'may-have-printed'
  ELSE 'never' END`;

export const waybillOf = (r: Row): HandoverWaybill => ({
  id: Number(r.id),
  waybillCode: String(r.waybill_code),
  cpCode: String(r.cp_code),
  orderSns: listOf<string>(r.order_sns),
  status: r.status === 'recycled' ? 'recycled' : 'live',
  printed: r.printed as HandoverWaybill['printed'],
  lastPrintedAt: r.last_printed_at == null ? null : Number(r.last_printed_at),
});

export const factsOf = (r: Row): WaybillFacts => ({
  ...waybillOf(r),
  batches: listOf<{ batchId: number; closed: unknown }>(r.batches).map((b) => ({
    batchId: Number(b.batchId),
    closed: flag(b.closed),
  })),
});

export const headOf = (r: Row): HandoverBatchHead => ({
  id: Number(r.id),
  cpCode: String(r.cp_code),
  desk: String(r.desk),
  openedAt: Number(r.opened_at),
  closedAt: r.closed_at == null ? null : Number(r.closed_at),
  count: Number(r.count ?? 0),
});

export const scanOf = (r: Row): HandoverScanRow => ({
  waybill: waybillOf(r),
  desk: String(r.scan_desk),
  scannedAt: Number(r.scanned_at),
  confirmed: flag(r.confirmed),
});

export const batchOf = (head: Row, scans: Row[], reopens: Row[]): HandoverBatch => ({
  ...headOf({ ...head, count: scans.length }),
  scans: scans.map(scanOf),
  reopens: reopens.map((r) => ({ desk: String(r.desk), at: Number(r.at), reason: String(r.reason) })),
});

export const markOf = (r: Row): HandoverMark => ({
  waybillId: Number(r.waybill_id),
  batchId: Number(r.batch_id),
  at: Number(r.scanned_at),
  closed: flag(r.closed),
});

/** Of each waybill's marks (closed ones first, then newest), the one it shows. */
export const firstMarkPerWaybill = (marks: HandoverMark[]): HandoverMark[] => {
  const seen = new Map<number, HandoverMark>();
  for (const m of marks) if (!seen.has(m.waybillId)) seen.set(m.waybillId, m);
  return [...seen.values()];
};
