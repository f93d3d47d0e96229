import type { ReportCharts } from '../../../shared/ipc/channels/report';
import { filtersOf, num, spanOf, type ParsedReportQuery, type RunReportSql } from './report-sql';

/*
 * The charts' numbers for the period: the period's waybills grouped twice (by local hour and desk: the hours, the
 * days, the desks; by carrier and shop), each a read of the covering index waybills_report; points per day from
 * the charges' own index.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The period's waybills by local day, hour and desk (the per-hour and per-day charts, the desks' split). */
const byDayHourDesk = (run: RunReportSql, q: ParsedReportQuery) => {
  const { start, end, offsetMs } = spanOf(q);
  const filters = filtersOf(q, 'w', 'w.desk');
  return run(
    `SELECT (w.issued_at + CAST(? AS BIGINT)) / ${HOUR_MS} AS h, w.desk, count(*) AS parcels FROM waybills w
     WHERE w.issued_at >= ? AND w.issued_at < ?${filters.sql} GROUP BY 1, 2`,
    [offsetMs, start, end, ...filters.params],
  );
};

/** The period's waybills by carrier and shop. */
const byCarrierShop = (run: RunReportSql, q: ParsedReportQuery) => {
  const { start, end } = spanOf(q);
  const filters = filtersOf(q, 'w', 'w.desk');
  return run(
    `SELECT w.cp_code, w.owner_id, count(*) AS parcels FROM waybills w
     WHERE w.issued_at >= ? AND w.issued_at < ?${filters.sql} GROUP BY 1, 2`,
    [start, end, ...filters.params],
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

const add = (counts: Map<string, number>, key: string, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);
const countsOf = (counts: Map<string, number>) =>
  [...counts].map(([key, parcels]) => ({ key, parcels })).sort(byParcels);

/** The charts of the period, summed from two grouped reads; shop names are the caller's (the shops room knows them). */
export const reportCharts = async (
  run: RunReportSql,
  q: ParsedReportQuery,
): Promise<Omit<ReportCharts, 'shops'> & { shops: Array<{ key: string; parcels: number }> }> => {
  const [hours, carrierShops, points] = await Promise.all([
    byDayHourDesk(run, q),
    byCarrierShop(run, q),
    pointsPerDay(run, q),
  ]);
  const perHour = new Map<string, { desk: string; hour: number; parcels: number }>();
  const perDay = new Map<number, { day: number; parcels: number; points: number }>();
  const desks = new Map<string, number>();
  for (const r of hours) {
    const [h, desk, n] = [num(r.h), String(r.desk), num(r.parcels)];
    const hour = { desk, hour: h % 24, parcels: n };
    const had = perHour.get(`${desk}\u001f${hour.hour}`);
    perHour.set(`${desk}\u001f${hour.hour}`, had ? { ...had, parcels: had.parcels + n } : hour);
    const day = Math.floor(h / 24);
    perDay.set(day, { day, parcels: (perDay.get(day)?.parcels ?? 0) + n, points: 0 });
    add(desks, desk, n);
  }
  for (const r of points) {
    const day = num(r.k);
    perDay.set(day, { day, parcels: perDay.get(day)?.parcels ?? 0, points: num(r.points) });
  }
  const carriers = new Map<string, number>();
  const shops = new Map<string, number>();
  for (const r of carrierShops) {
    add(carriers, String(r.cp_code), num(r.parcels));
    add(shops, String(r.owner_id), num(r.parcels));
  }
  return {
    perHour: [...perHour.values()].sort((a, b) => a.desk.localeCompare(b.desk) || a.hour - b.hour),
    perDay: [...perDay.values()].sort((a, b) => a.day - b.day),
    carriers: countsOf(carriers),
    shops: countsOf(shops),
    desks: countsOf(desks),
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
