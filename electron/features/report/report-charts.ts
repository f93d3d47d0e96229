import type { ReportCharts } from '../../../shared/ipc/channels/report';
import { filtersOf, hoursServe, num, spanOf, type ParsedReportQuery, type RunReportSql } from './report-sql';
import { summaryCharts } from './report-summary-charts';

/*
 * The charts' numbers for the period: its parcels grouped three ways (by local hour of the day and desk: the hours
 * and the desks; by local day; by carrier and shop) and points per local day. On whole hours they read the summary
 * (report-summary-charts.ts: a period's days and edge hours, never its parcels); off whole hours the waybills'
 * covering index and the charges'.
 */

/** Where the chart reads parcels or points from, as `t`: its table, time in hours since the epoch, and count. */
interface Source {
  table: string;
  /** The local hour since the epoch, `?` the seller's offset in the source's unit. */
  hour: string;
  time: string;
  count: string;
  /** Milliseconds per unit of `time`. */
  unit: number;
}

const SOURCES = {
  parcels: {
    rows: {
      table: 'waybills t',
      hour: '(t.issued_at + CAST(? AS BIGINT)) / 3600000',
      time: 't.issued_at',
      count: 'count(*)',
      unit: 1,
    },
  },
  points: {
    rows: {
      table: 'charges t',
      hour: '(t.at + CAST(? AS BIGINT)) / 3600000',
      time: 't.at',
      count: 'sum(t.points)',
      unit: 1,
      only: ' AND t.amount_reported = TRUE',
    },
  },
} satisfies Record<string, Record<'rows', Source & { only?: string }>>;

/** The period's counts grouped by `groups` (SQL over the source's local hour `HOUR` and its row `t`). */
const grouped = (
  run: RunReportSql,
  q: ParsedReportQuery,
  source: Source & { only?: string },
  groups: string[],
  shopAndCarrier: boolean,
) => {
  const { start, end, offsetMs } = spanOf(q);
  const filters = filtersOf(q, shopAndCarrier ? 't' : null, 't.desk');
  const keys = groups.map((g, i) => `${g.replaceAll('HOUR', source.hour)} AS k${i}`).join(', ');
  return run(
    `SELECT ${keys}, ${source.count} AS n FROM ${source.table}
     WHERE ${source.time} >= ? AND ${source.time} < ?${source.only ?? ''}${filters.sql}
     GROUP BY ${groups.map((_, i) => i + 1).join(', ')} HAVING ${source.count} > 0`,
    [
      ...groups.flatMap((g) => (g.includes('HOUR') ? [offsetMs / source.unit] : [])),
      start / source.unit,
      end / source.unit,
      ...filters.params,
    ],
  );
};

const readCharts = (run: RunReportSql, q: ParsedReportQuery) => {
  if (hoursServe(q)) return summaryCharts(run, q);
  const parcels = SOURCES.parcels.rows;
  return Promise.all([
    grouped(run, q, parcels, ['HOUR % 24', 't.desk'], true),
    grouped(run, q, parcels, ['HOUR / 24'], true),
    grouped(run, q, parcels, ['t.cp_code', 't.owner_id'], true),
    q.ownerId || q.cpCode ? Promise.resolve([]) : grouped(run, q, SOURCES.points.rows, ['HOUR / 24'], false),
  ]);
};

const byParcels = (a: { parcels: number }, b: { parcels: number }) => b.parcels - a.parcels;

const add = (counts: Map<string, number>, key: string, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);
const countsOf = (counts: Map<string, number>) =>
  [...counts].map(([key, parcels]) => ({ key, parcels })).sort(byParcels);

/** The charts of the period; shop names are the caller's (the shops room knows them). */
export const reportCharts = async (
  run: RunReportSql,
  q: ParsedReportQuery,
): Promise<Omit<ReportCharts, 'shops'> & { shops: Array<{ key: string; parcels: number }> }> => {
  const [hours, days, carrierShops, points] = await readCharts(run, q);
  const perHour = hours.map((r) => ({ desk: String(r.k1), hour: num(r.k0), parcels: num(r.n) }));
  const perDay = new Map<number, { day: number; parcels: number; points: number }>();
  for (const r of days) perDay.set(num(r.k0), { day: num(r.k0), parcels: num(r.n), points: 0 });
  for (const r of points) {
    const day = num(r.k0);
    perDay.set(day, { day, parcels: perDay.get(day)?.parcels ?? 0, points: num(r.n) });
  }
  const [carriers, shops, desks] = [
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
  ];
  for (const r of carrierShops) {
    add(carriers, String(r.k0), num(r.n));
    add(shops, String(r.k1), num(r.n));
  }
  for (const h of perHour) add(desks, h.desk, h.parcels);
  return {
    perHour: perHour.sort((a, b) => a.desk.localeCompare(b.desk) || a.hour - b.hour),
    perDay: [...perDay.values()].sort((a, b) => a.day - b.day),
    carriers: countsOf(carriers),
    shops: countsOf(shops),
    desks: countsOf(desks),
  };
};

/**
 * One column's distinct values, each found by a probe of the summary's index on it (a skip scan written out: the
 * next value after the last one), so the choices cost a few probes, not a pass over every hour or parcel.
 */
const distinctOf = (column: string) => `WITH RECURSIVE k (v) AS (
    SELECT min(${column}) FROM report_hours WHERE parcels > 0
    UNION ALL SELECT (SELECT min(r.${column}) FROM report_hours r WHERE r.${column} > k.v AND r.parcels > 0)
      FROM k WHERE k.v IS NOT NULL
  ) SELECT v AS k FROM k WHERE v IS NOT NULL`;

/** Every desk, carrier and shop (owner id) the ledger's waybills name: the filters' choices. */
export const reportChoices = async (
  run: RunReportSql,
): Promise<{ desks: string[]; carriers: string[]; owners: string[] }> => {
  const [desks, carriers, owners] = await Promise.all(
    ['desk', 'cp_code', 'owner_id'].map((c) => run(distinctOf(c), [])),
  );
  const keys = (rows: typeof desks) => (rows ?? []).map((r) => String(r.k));
  return { desks: keys(desks), carriers: keys(carriers), owners: keys(owners) };
};
