import type { ReportCharts } from '../../../shared/ipc/channels/report';
import { filtersOf, num, spanOf, type ParsedReportQuery, type RunReportSql } from './report-sql';

/*
 * The charts' numbers for the period: the period's waybills grouped four ways (desk and hour, day, carrier, shop),
 * each a read of the covering index waybills_report; points per day from the charges' own index.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

type Grouping = 'hour' | 'day' | 'carrier' | 'shop';

const GROUPED: Record<Grouping, string> = {
  hour: `w.desk AS k, ((w.issued_at + CAST(? AS BIGINT)) / ${HOUR_MS}) % 24 AS hour`,
  day: `(w.issued_at + CAST(? AS BIGINT)) / ${DAY_MS} AS k`,
  carrier: `w.cp_code AS k`,
  shop: `w.owner_id AS k`,
};

const groupWaybills = async (run: RunReportSql, q: ParsedReportQuery, grouping: Grouping) => {
  const { start, end, offsetMs } = spanOf(q);
  const filters = filtersOf(q, 'w', 'w.desk');
  const keys = grouping === 'hour' ? '1, 2' : '1';
  const offset = grouping === 'hour' || grouping === 'day' ? [offsetMs] : [];
  return run(
    `SELECT ${GROUPED[grouping]}, count(*) AS parcels FROM waybills w
     WHERE w.issued_at >= ? AND w.issued_at < ?${filters.sql} GROUP BY ${keys} ORDER BY ${keys}`,
    [...offset, start, end, ...filters.params],
  );
};

const pointsPerDay = async (run: RunReportSql, q: ParsedReportQuery) => {
  if (q.ownerId || q.cpCode) return [];
  const { start, end, offsetMs } = spanOf(q);
  const filters = filtersOf(q, null, 'c.desk');
  return run(
    `SELECT (c.at + CAST(? AS BIGINT)) / ${DAY_MS} AS k, sum(c.points) AS points FROM charges c
     WHERE c.at >= ? AND c.at < ? AND c.amount_reported = TRUE${filters.sql} GROUP BY 1`,
    [offsetMs, start, end, ...filters.params],
  );
};

const byParcels = (a: { parcels: number }, b: { parcels: number }) => b.parcels - a.parcels;

/** The charts of the period; shop names are the caller's (the shops room knows them). */
export const reportCharts = async (
  run: RunReportSql,
  q: ParsedReportQuery,
): Promise<Omit<ReportCharts, 'shops'> & { shops: Array<{ key: string; parcels: number }> }> => {
  const [hours, days, carriers, shops, points] = await Promise.all([
    groupWaybills(run, q, 'hour'),
    groupWaybills(run, q, 'day'),
    groupWaybills(run, q, 'carrier'),
    groupWaybills(run, q, 'shop'),
    pointsPerDay(run, q),
  ]);
  const perHour = hours.map((r) => ({ desk: String(r.k), hour: num(r.hour), parcels: num(r.parcels) }));
  const perDay = new Map<number, { day: number; parcels: number; points: number }>();
  for (const r of days) perDay.set(num(r.k), { day: num(r.k), parcels: num(r.parcels), points: 0 });
  for (const r of points) {
    const day = perDay.get(num(r.k)) ?? { day: num(r.k), parcels: 0, points: 0 };
    perDay.set(day.day, { ...day, points: num(r.points) });
  }
  const desks = new Map<string, number>();
  for (const h of perHour) desks.set(h.desk, (desks.get(h.desk) ?? 0) + h.parcels);
  const counts = (rows: typeof carriers) => rows.map((r) => ({ key: String(r.k), parcels: num(r.parcels) }));
  return {
    perHour,
    perDay: [...perDay.values()].sort((a, b) => a.day - b.day),
    carriers: counts(carriers).sort(byParcels),
    shops: counts(shops).sort(byParcels),
    desks: [...desks].map(([key, parcels]) => ({ key, parcels })).sort(byParcels),
  };
};

/** Every desk, carrier and shop (owner id) the ledger's waybills name: the filters' choices. */
export const reportChoices = async (
  run: RunReportSql,
): Promise<{ desks: string[]; carriers: string[]; owners: string[] }> => {
  const [desks, carriers, owners] = await Promise.all(
    ['desk', 'cp_code', 'owner_id'].map((c) => run(`SELECT DISTINCT ${c} AS k FROM waybills ORDER BY 1`, [])),
  );
  const keys = (rows: typeof desks) => (rows ?? []).map((r) => String(r.k));
  return { desks: keys(desks), carriers: keys(carriers), owners: keys(owners) };
};
