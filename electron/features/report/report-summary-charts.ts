import { num, type ParsedReportQuery, type ReportRow, type RunReportSql } from './report-sql';
import {
  HOURS_OF_DAY,
  hourColumn,
  localDayShift,
  localHour,
  offsetHours,
  PARCELS_LEVELS,
  POINTS_LEVELS,
  summaryRows,
  type SummaryLevels,
} from './report-summary';

/*
 * The charts' numbers from the summary on whole hours, in three reads: one grouped by desk, carrier and shop (a
 * handful of rows, each with its parcels per UTC hour of the day) feeds the hours-by-desk chart, the desks, and the
 * carrier and shop bars; one per UTC day (its hours summed into the local days they fall in) feeds parcels per
 * day; one alike for points. The seller's zone moves the hours in JavaScript, so the SQL is the same for any zone
 * on whole hours but for which hours of a UTC day fall in the local day before or after.
 */

const hourColumns = (level: 'day' | 'hour') =>
  HOURS_OF_DAY.map((i) => (level === 'day' ? `t.h${i}` : hourColumn('parcels', 'h', i))).join(', ');

/** Parcels by desk, carrier and shop, with their UTC hours of the day. */
const byKeys = (run: RunReportSql, q: ParsedReportQuery) => {
  const rows = summaryRows(
    q,
    [q.start, q.end],
    PARCELS_LEVELS,
    (level) => `t.desk, t.cp_code, t.owner_id, t.parcels, ${hourColumns(level)}`,
  );
  return run(
    `SELECT s.desk, s.cp_code, s.owner_id, sum(s.parcels) AS n,
      ${HOURS_OF_DAY.map((i) => `sum(s.h${i}) AS h${i}`).join(', ')}
    FROM (${rows.sql}) s GROUP BY s.desk, s.cp_code, s.owner_id`,
    rows.params,
  );
};

/** The UTC hours of the day that fall in the local day `shift` away from their UTC day. */
const hoursShifted = (shift: number, offset: number) =>
  HOURS_OF_DAY.filter((i) => localDayShift(i, offset) === shift);

const SHIFTS = [-1, 0, 1];

/** `count` per UTC day, split into the local day before, the same and after (columns b0, b1, b2). */
const byDay = (
  run: RunReportSql,
  q: ParsedReportQuery,
  levels: SummaryLevels,
  count: string,
  prefix: string,
) => {
  const offset = offsetHours(q);
  const bucket = (level: 'day' | 'hour', shift: number) => {
    const hours = hoursShifted(shift, offset);
    if (hours.length === 0) return '0';
    return level === 'day'
      ? hours.map((i) => `t.${prefix}${i}`).join(' + ')
      : `CASE WHEN t.hour % 24 IN (${hours.join(', ')}) THEN t.${count} ELSE 0 END`;
  };
  const rows = summaryRows(q, [q.start, q.end], levels, (level) =>
    [
      `${level === 'day' ? 't.day' : 't.hour / 24'} AS d`,
      ...SHIFTS.map((shift, k) => `${bucket(level, shift)} AS b${k}`),
    ].join(', '),
  );
  return run(
    `SELECT s.d, sum(s.b0) AS b0, sum(s.b1) AS b1, sum(s.b2) AS b2 FROM (${rows.sql}) s GROUP BY s.d`,
    rows.params,
  );
};

type Counts<K> = Map<K, { keys: unknown[]; n: number }>;

/** Rows as the rows' charts give them: k0 (k1) and n, for the counts above zero. */
const asRows = <K>(counts: Counts<K>): ReportRow[] =>
  [...counts.values()]
    .filter((c) => c.n > 0)
    .map(({ keys, n }) => ({ ...Object.fromEntries(keys.map((k, i) => [`k${i}`, k])), n }));

const addTo = <K>(counts: Counts<K>, key: K, keys: unknown[], n: number) => {
  const c = counts.get(key) ?? { keys, n: 0 };
  c.n += n;
  counts.set(key, c);
};

const localDays = (rows: ReportRow[]) => {
  const days: Counts<number> = new Map();
  for (const r of rows)
    SHIFTS.forEach((shift, k) => addTo(days, num(r.d) + shift, [num(r.d) + shift], num(r[`b${k}`])));
  return asRows(days);
};

/**
 * The four groupings the charts are made of, as the rows would give them: parcels by local hour of the day and
 * desk, parcels by local day, parcels by carrier and shop, points by local day.
 */
export const summaryCharts = async (
  run: RunReportSql,
  q: ParsedReportQuery,
): Promise<[ReportRow[], ReportRow[], ReportRow[], ReportRow[]]> => {
  const pointsKnown = !q.ownerId && !q.cpCode;
  const [keys, days, points] = await Promise.all([
    byKeys(run, q),
    byDay(run, q, PARCELS_LEVELS, 'parcels', 'h'),
    pointsKnown ? byDay(run, q, POINTS_LEVELS, 'points', 'p') : Promise.resolve([]),
  ]);
  const offset = offsetHours(q);
  const hours: Counts<string> = new Map();
  const carrierShops: Counts<string> = new Map();
  for (const r of keys) {
    for (const i of HOURS_OF_DAY) {
      const hour = localHour(i, offset);
      addTo(hours, `${String(r.desk)}\u0000${hour}`, [hour, r.desk], num(r[`h${i}`]));
    }
    addTo(carrierShops, `${String(r.cp_code)}\u0000${String(r.owner_id)}`, [r.cp_code, r.owner_id], num(r.n));
  }
  return [asRows(hours), localDays(days), asRows(carrierShops), localDays(points)];
};
