import type { z } from 'zod';
import type { ReportQuery } from '../../../shared/ipc/channels/report';

/*
 * The report's SQL is written once for both backends: `?` placeholders (PostgreSQL's runner numbers them), TRUE and
 * FALSE for flags (SQLite reads them as 1 and 0), count(*) FILTER (both), integer division of epoch ms (both).
 */

export type ReportRow = Record<string, unknown>;

/** Runs one statement of the report against the ledger's own database. */
export type RunReportSql = (sql: string, params: readonly unknown[]) => Promise<ReportRow[]>;

export type ParsedReportQuery = z.output<typeof ReportQuery>;

/** The period and the one before it, and how far the seller's clock is from UTC. */
export interface ReportSpan {
  prevStart: number;
  start: number;
  end: number;
  offsetMs: number;
}

export const spanOf = (q: ParsedReportQuery): ReportSpan => ({
  prevStart: q.start - (q.end - q.start),
  start: q.start,
  end: q.end,
  offsetMs: q.utcOffsetMinutes * 60_000,
});

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * The shop, carrier and desk filters as AND clauses: shop and carrier on the row that names them (the waybill, or
 * the fetch intent), desk on the desk that did the family's deed (fetched, printed, recycled, checked, weighed).
 */
export const filtersOf = (
  q: ParsedReportQuery,
  shopAndCarrierOf: string | null,
  deskColumn: string,
): SqlPart => {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (q.ownerId && shopAndCarrierOf) {
    parts.push(`${shopAndCarrierOf}.owner_id = ?`);
    params.push(q.ownerId);
  }
  if (q.cpCode && shopAndCarrierOf) {
    parts.push(`${shopAndCarrierOf}.cp_code = ?`);
    params.push(q.cpCode);
  }
  if (q.desk) {
    parts.push(`${deskColumn} = ?`);
    params.push(q.desk);
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
};

export const HOUR_MS = 3_600_000;

/**
 * Whether the hourly summary (report_hours, kept by the ledger's triggers) answers the query: the period and the
 * seller's offset from UTC fall on whole hours. A zone half an hour off UTC reads the rows themselves instead.
 */
export const hoursServe = (q: ParsedReportQuery): boolean =>
  [q.start, q.end, q.utcOffsetMinutes * 60_000].every((ms) => ms % HOUR_MS === 0);

export const num = (value: unknown): number => Number(value ?? 0);
/** A text column ('' for NULL). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
